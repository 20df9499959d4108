import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Spinner } from './spinner.tsx';

describe('Spinner', () => {
  it('announces itself as a status with its label', async () => {
    const screen = await render(<Spinner label="Loading bars" />);
    await expect.element(screen.getByRole('status', { name: 'Loading bars' })).toBeInTheDocument();
  });

  it('is hidden from assistive technology when decorative', async () => {
    const screen = await render(<Spinner decorative />);
    await expect.element(screen.getByRole('status')).not.toBeInTheDocument();
  });
});
