import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatTimeLeft } from '../trading/option-orders/option-format.ts';
import { ClockProvider, useNow } from './use-now.tsx';

function TimeLeft({ settleAt }: { settleAt: number }) {
  const now = useNow(20);
  return <output>{formatTimeLeft(settleAt - now)}</output>;
}

describe('useNow', () => {
  it('re-reads the given clock while mounted, so a countdown moves with it', async () => {
    let now = 1_000;
    const screen = await render(
      <ClockProvider clock={() => now}>
        <TimeLeft settleAt={31_000} />
      </ClockProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('0:30');
    now = 21_500;
    await expect.element(screen.getByRole('status')).toHaveTextContent('0:10');
    now = 40_000;
    await expect.element(screen.getByRole('status')).toHaveTextContent('0:00');
  });
});
