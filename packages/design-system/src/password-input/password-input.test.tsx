import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { PasswordInput } from './password-input.tsx';

describe('PasswordInput', () => {
  it('hides what is typed until revealed, then hides it again', async () => {
    const screen = await render(<PasswordInput label="Password" defaultValue="hunter2" />);
    const input = screen.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('type', 'password');
    await screen.getByRole('button', { name: 'Show password' }).click();
    await expect.element(input).toHaveAttribute('type', 'text');
    await expect.element(screen.getByRole('textbox', { name: 'Password' })).toHaveValue('hunter2');
    await screen.getByRole('button', { name: 'Hide password' }).click();
    await expect.element(input).toHaveAttribute('type', 'password');
  });

  it('shows error text and marks itself invalid', async () => {
    const screen = await render(<PasswordInput label="Password" error="At least 8 characters" />);
    const input = screen.getByLabelText('Password', { exact: true });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('At least 8 characters');
  });
});
