import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AlertDialog } from './alert-dialog.tsx';

describe('AlertDialog', () => {
  it('is an alertdialog with its message, focusing Cancel first', async () => {
    await render(
      <AlertDialog
        open
        title="Log out?"
        description="Open orders stay open."
        actionLabel="Log out"
        cancelLabel="Stay"
      />,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
    await expect.element(dialog).toHaveAccessibleDescription('Open orders stay open.');
    await expect.element(page.getByRole('button', { name: 'Stay' })).toHaveFocus();
  });

  it('runs the action and closes', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    await render(
      <AlertDialog
        defaultOpen
        title="New version"
        description="Version 2.1 is available."
        actionLabel="Update"
        onAction={onAction}
        onOpenChange={onOpenChange}
      />,
    );
    await page.getByRole('button', { name: 'Update' }).click();
    expect(onAction).toHaveBeenCalledTimes(1);
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open on a click outside', async () => {
    await render(
      <AlertDialog open title="Notice" description="Logged in elsewhere." actionLabel="OK" />,
    );
    await userEvent.click(document.body, { position: { x: 5, y: 5 } });
    await expect.element(page.getByRole('alertdialog', { name: 'Notice' })).toBeVisible();
  });
});
