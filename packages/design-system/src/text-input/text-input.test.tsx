import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { TextInput } from './text-input.tsx';

describe('TextInput', () => {
  it('is labelled and takes typing', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          label="Nickname"
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
          }}
        />
      );
    }
    const screen = await render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    await input.fill('satoshi');
    await expect.element(input).toHaveValue('satoshi');
  });

  it('shows error text, marks itself invalid and is described by the error', async () => {
    const screen = await render(<TextInput label="Email" error="Enter a valid email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Enter a valid email');
    await expect.element(screen.getByText('Enter a valid email')).toBeVisible();
  });

  it('shows a prefix and a suffix beside the text', async () => {
    const screen = await render(<TextInput label="Memo" prefix="#" suffix="optional" />);
    await expect.element(screen.getByText('#')).toBeVisible();
    await expect.element(screen.getByText('optional')).toBeVisible();
  });
});
