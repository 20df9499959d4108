import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DIALOG_WIDTHS } from './dialog-widths.ts';
import { Modal } from './modal.tsx';

describe('Modal', () => {
  it('opens from its trigger, traps focus and closes on Escape, returning focus', async () => {
    const screen = await render(
      <Modal trigger={<button type="button">Settings</button>} title="Chart settings">
        <input aria-label="Name" />
      </Modal>,
    );
    const trigger = screen.getByRole('button', { name: 'Settings' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Chart settings' });
    await expect.element(dialog).toBeVisible();
    // Tab cycles between the two focusable things inside: it never leaves the dialog.
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab();
      expect(dialog.element().contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(trigger).toHaveFocus();
  });

  it('is 400 px wide by default and takes the SPEC widths', async () => {
    await render(<Modal open title="Generic" />);
    const generic = page.getByRole('dialog', { name: 'Generic' }).element();
    expect(generic.getBoundingClientRect().width).toBe(400);
    await render(<Modal open title="Timezone" width={DIALOG_WIDTHS.timezone} />);
    const timezone = page.getByRole('dialog', { name: 'Timezone' }).element();
    expect(timezone.getBoundingClientRect().width).toBe(320);
  });

  it('shows Cancel and Confirm with onConfirm; Cancel and the close icon close it', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <Modal open title="Save layout" onConfirm={onConfirm} onOpenChange={onOpenChange} />,
    );
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('has no buttons without onConfirm, and a description when given', async () => {
    await render(<Modal open title="Screenshot" description="Right-click to save." />);
    const dialog = page.getByRole('dialog', { name: 'Screenshot' });
    await expect.element(dialog).toHaveAccessibleDescription('Right-click to save.');
    await expect.element(page.getByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('focuses the close icon first by default, and `initialFocus` when given', async () => {
    const first = await render(
      <Modal open title="Plain">
        <input aria-label="Plain search" />
      </Modal>,
    );
    await expect.element(page.getByRole('button', { name: 'Close' })).toHaveFocus();
    await first.unmount();

    const search = createRef<HTMLInputElement>();
    await render(
      <Modal open title="Symbol search" initialFocus={search}>
        <input aria-label="Symbol" ref={search} />
      </Modal>,
    );
    await expect.element(page.getByRole('textbox', { name: 'Symbol' })).toHaveFocus();
    await userEvent.keyboard('sol');
    await expect.element(page.getByRole('textbox', { name: 'Symbol' })).toHaveValue('sol');
  });
});
