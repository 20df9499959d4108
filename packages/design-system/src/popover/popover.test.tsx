import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Popover } from './popover.tsx';

describe('Popover', () => {
  it('opens a labelled dialog from its trigger and closes on Escape, returning focus', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(
      <Popover
        label="Settings"
        trigger={<button type="button">Open settings</button>}
        onOpenChange={onOpenChange}
      >
        <button type="button">Dark mode</button>
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'Open settings' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    await expect.element(dialog).toBeVisible();
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const screen = await render(
      <Popover
        label="Filters"
        closeLabel="Close filters"
        defaultOpen
        trigger={<button type="button">Filters</button>}
      >
        <p>Only open orders</p>
      </Popover>,
    );
    await expect
      .element(page.getByRole('dialog', { name: 'Filters' }))
      .toHaveTextContent('Only open orders');
    await page.getByRole('button', { name: 'Close filters' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'Filters' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
