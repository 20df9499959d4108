import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Switch } from './switch.tsx';

describe('Switch', () => {
  it('turns on and off and reports each new state', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(<Switch label="Grid" onCheckedChange={onCheckedChange} />);
    const control = screen.getByRole('switch', { name: 'Grid' });
    await expect.element(control).not.toBeChecked();
    await control.click();
    await expect.element(control).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await screen.getByText('Grid').click();
    await expect.element(control).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('cannot be flipped when disabled', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Switch label="Locked" defaultChecked disabled onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Locked' });
    await expect.element(control).toBeDisabled();
    await control.click({ force: true });
    await expect.element(control).toBeChecked();
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
