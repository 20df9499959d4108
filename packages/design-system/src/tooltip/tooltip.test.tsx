import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tooltip } from './tooltip.tsx';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes its trigger, and closes on Escape', async () => {
    const screen = await render(
      <Tooltip content="Fee rate 0.1%">
        <button type="button">Fees</button>
      </Tooltip>,
    );
    await userEvent.tab();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Fee rate 0.1%');
    await expect
      .element(screen.getByRole('button', { name: 'Fees' }))
      .toHaveAccessibleDescription('Fee rate 0.1%');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover after the delay', async () => {
    const screen = await render(
      <Tooltip content="Mark price" delayDuration={0}>
        <button type="button">Mark</button>
      </Tooltip>,
    );
    await screen.getByRole('button', { name: 'Mark' }).hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Mark price');
  });
});
