import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { formatCountdown } from '@exchange/design-system';
import { ClockProvider, useNow } from './use-now.tsx';

function TimeLeft({ settleAt }: { settleAt: number }) {
  const now = useNow(20);
  return <output>{formatCountdown(settleAt - now, 'en')}</output>;
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
