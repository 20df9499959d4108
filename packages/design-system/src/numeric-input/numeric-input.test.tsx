import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { NumericInput } from './numeric-input.tsx';

describe('NumericInput', () => {
  it('ignores a 3rd decimal at precision 2', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <NumericInput aria-label="Price" precision={2} onChange={onChange} />,
    );
    const input = screen.getByRole('textbox', { name: 'Price' });
    await userEvent.type(input, '12.345');
    await expect.element(input).toHaveValue('12.34');
    expect(onChange).toHaveBeenLastCalledWith('12.34');
    expect(onChange).not.toHaveBeenCalledWith('12.345');
  });

  it('accepts only positive whole numbers at precision 0', async () => {
    const screen = await render(<NumericInput aria-label="Period" precision={0} />);
    const input = screen.getByRole('textbox', { name: 'Period' });
    await userEvent.type(input, '0');
    await expect.element(input).toHaveValue('');
    await userEvent.type(input, '2a.5');
    await expect.element(input).toHaveValue('25');
  });

  it('ignores a keystroke that goes past max, and passes clearing on as empty', async () => {
    function Controlled() {
      const [text, setText] = useState('9');
      return (
        <>
          <NumericInput
            aria-label="Leverage"
            precision={0}
            min={1}
            max={100}
            value={text}
            onChange={setText}
          />
          <output>[{text}]</output>
        </>
      );
    }
    const screen = await render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Leverage' });
    await userEvent.type(input, '99');
    await expect.element(input).toHaveValue('99');
    await expect.element(screen.getByText('[99]')).toBeInTheDocument();
    await userEvent.clear(input);
    await expect.element(screen.getByText('[]')).toBeInTheDocument();
  });

  it('passes raw text on without a precision', async () => {
    const onChange = vi.fn();
    const screen = await render(<NumericInput aria-label="Raw" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Raw' }), '-1e');
    expect(onChange).toHaveBeenLastCalledWith('-1e');
  });

  it('reports a focus status and shows prefix and suffix', async () => {
    const screen = await render(
      <NumericInput aria-label="Amount" precision={2} prefix="≈" suffix="USDC" />,
    );
    const input = screen.getByRole('textbox', { name: 'Amount' });
    const box = input.element().parentElement;
    expect(box?.dataset.state).toBe('normal');
    await input.click();
    expect(box?.dataset.state).toBe('focus');
    await expect.element(screen.getByText('USDC')).toBeVisible();
    await expect.element(screen.getByText('≈')).toBeVisible();
  });
});
