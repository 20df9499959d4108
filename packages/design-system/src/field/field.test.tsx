import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Field } from './field.tsx';

describe('Field', () => {
  it('labels its control and describes it with the hint', async () => {
    const screen = await render(
      <Field label="Email" hint="We never share it.">
        {(control) => <input {...control} type="email" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAccessibleDescription('We never share it.');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and describes it with the error instead of the hint', async () => {
    const screen = await render(
      <Field label="Email" hint="We never share it." error="Enter a valid email">
        {(control) => <input {...control} type="email" />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Enter a valid email');
    await expect.element(screen.getByText('We never share it.')).not.toBeInTheDocument();
  });

  it('uses a given id for the control', async () => {
    const screen = await render(
      <Field label="Code" id="otp">
        {(control) => <input {...control} />}
      </Field>,
    );
    await expect
      .element(screen.getByRole('textbox', { name: 'Code' }))
      .toHaveAttribute('id', 'otp');
  });
});
