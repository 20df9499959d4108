import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('toggles and reports its new state each time', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(<Checkbox label="Show grid" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Show grid' });
    await expect.element(box).not.toBeChecked();
    await box.click();
    await expect.element(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await box.click();
    await expect.element(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles from its label too', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Checkbox label="Reverse axis" defaultChecked onCheckedChange={onCheckedChange} />,
    );
    await screen.getByText('Reverse axis').click();
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('follows a controlled value', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox label="Grid" checked={checked} onCheckedChange={setChecked} />
          <output>{checked ? 'on' : 'off'}</output>
        </>
      );
    }
    const screen = await render(<Controlled />);
    await screen.getByRole('checkbox', { name: 'Grid' }).click();
    await expect.element(screen.getByText('off')).toBeInTheDocument();
  });

  it('cannot be toggled when disabled', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <Checkbox label="Locked" disabled onCheckedChange={onCheckedChange} />,
    );
    await expect.element(screen.getByRole('checkbox', { name: 'Locked' })).toBeDisabled();
    await screen.getByRole('checkbox', { name: 'Locked' }).click({ force: true });
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
