import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { PercentSlider } from './percent-slider.tsx';

function Controlled({ onCommit }: { onCommit?: (value: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <PercentSlider
      label="Order size"
      value={value}
      onValueChange={setValue}
      onValueCommit={onCommit}
    />
  );
}

describe('PercentSlider', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('dir');
  });

  it('jumps to a mark when its button is clicked', async () => {
    const onCommit = vi.fn();
    const screen = await render(<Controlled onCommit={onCommit} />);
    await screen.getByRole('button', { name: '75%' }).click();
    const thumb = screen.getByRole('slider', { name: 'Order size' });
    await expect.element(thumb).toHaveAttribute('aria-valuenow', '75');
    await expect.element(thumb).toHaveAttribute('aria-valuetext', '75%');
    await expect
      .element(screen.getByRole('button', { name: '75%' }))
      .toHaveAttribute('aria-pressed', 'true');
    expect(onCommit).toHaveBeenCalledWith(75);
  });

  it('moves by arrow keys, by ten with PageUp, and to the ends with Home/End', async () => {
    const screen = await render(<Controlled />);
    const thumb = screen.getByRole('slider', { name: 'Order size' });
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    (thumb.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(thumb).toHaveAttribute('aria-valuenow', '51');
    await userEvent.keyboard('{PageUp}');
    await expect.element(thumb).toHaveAttribute('aria-valuenow', '61');
    await userEvent.keyboard('{End}');
    await expect.element(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect.element(thumb).toHaveAttribute('aria-valuenow', '0');
  });

  it('does not report a click on the mark it already sits on', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <PercentSlider label="Size" value={25} onValueChange={onValueChange} />,
    );
    await screen.getByRole('button', { name: '25%' }).click();
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('runs from the right in right-to-left pages', async () => {
    document.documentElement.dir = 'rtl';
    const screen = await render(<Controlled />);
    const thumb = screen.getByRole('slider', { name: 'Order size' });
    (thumb.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(thumb).toHaveAttribute('aria-valuenow', '1');
    const marks = screen.getByRole('button');
    const zero = marks.nth(0).element().getBoundingClientRect();
    const hundred = marks.nth(4).element().getBoundingClientRect();
    expect(zero.left).toBeGreaterThan(hundred.left);
  });

  it('ignores marks and keys when disabled', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <PercentSlider label="Size" value={0} onValueChange={onValueChange} disabled />,
    );
    await expect.element(screen.getByRole('button', { name: '50%' })).toBeDisabled();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
