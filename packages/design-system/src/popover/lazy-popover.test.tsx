import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LazyPopover } from './lazy-popover.tsx';

function Controlled({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <LazyPopover
      label="Wallet"
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      trigger={<button type="button">Wallet</button>}
    >
      <button
        type="button"
        onClick={() => {
          setOpen(false);
        }}
      >
        Transfer
      </button>
    </LazyPopover>
  );
}

describe('LazyPopover', () => {
  it('shows its trigger closed, then opens the labelled panel with focus inside once pressed', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <LazyPopover
        label="Account"
        trigger={
          <button type="button" onClick={onClick}>
            Account
          </button>
        }
      >
        <a href="#profile">Profile</a>
      </LazyPopover>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    await expect.element(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(page.getByRole('dialog').query()).toBeNull();
    await trigger.click();
    // The trigger's own handler still runs.
    expect(onClick).toHaveBeenCalledTimes(1);
    const dialog = page.getByRole('dialog', { name: 'Account' });
    await expect.element(dialog).toBeVisible();
    // Focus moves into the panel, as Popover's does.
    await expect.poll(() => dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });

  it('follows a controlled open state: the click asks, the owner opens and closes it', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Controlled onOpenChange={onOpenChange} />);
    await screen.getByRole('button', { name: 'Wallet' }).click();
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await expect.element(page.getByRole('dialog', { name: 'Wallet' })).toBeVisible();
    await page.getByRole('button', { name: 'Transfer' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Wallet' })).not.toBeInTheDocument();
    await expect
      .element(screen.getByRole('button', { name: 'Wallet' }))
      .toHaveAttribute('aria-expanded', 'false');
  });
});
