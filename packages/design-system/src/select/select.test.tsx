import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Select } from './select.tsx';

const candleTypes = [
  { value: 'solid', label: 'Solid' },
  { value: 'stroke', label: 'Hollow' },
  { value: 'ohlc', label: 'OHLC' },
  { value: 'area', label: 'Area', disabled: true },
];

describe('Select', () => {
  it('opens on click and closes on choosing, reporting the new value', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Select
        aria-label="Candle type"
        options={candleTypes}
        defaultValue="solid"
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('combobox', { name: 'Candle type' });
    await expect.element(trigger).toHaveTextContent('Solid');
    await trigger.click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await page.getByRole('option', { name: 'OHLC' }).click();
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenCalledExactlyOnceWith('ohlc');
    await expect.element(trigger).toHaveTextContent('OHLC');
  });

  it('triggers no change when the current value is chosen', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Select aria-label="Candle type" options={candleTypes} value="stroke" onChange={onChange} />,
    );
    await screen.getByRole('combobox', { name: 'Candle type' }).click();
    await page.getByRole('option', { name: 'Hollow' }).click();
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('closes on Escape and on a click outside without a change', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <>
        <p>Outside</p>
        <Select
          aria-label="Candle type"
          options={candleTypes}
          defaultValue="solid"
          onChange={onChange}
        />
      </>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Candle type' });
    await trigger.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await trigger.click();
    await expect.element(page.getByRole('listbox')).toBeVisible();
    // Radix sets pointer-events: none on <body> while open, so force the click past
    // Playwright's "receives events" check; the pointerdown still lands outside the list.
    await screen.getByText('Outside').click({ force: true });
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value and shows the placeholder with none', async () => {
    function Controlled() {
      const [value, setValue] = useState<string | undefined>(undefined);
      return (
        <Select
          aria-label="Type"
          placeholder="Choose a type"
          options={candleTypes}
          value={value}
          onChange={setValue}
        />
      );
    }
    const screen = await render(<Controlled />);
    const trigger = screen.getByRole('combobox', { name: 'Type' });
    await expect.element(trigger).toHaveTextContent('Choose a type');
    await trigger.click();
    await page.getByRole('option', { name: 'Solid' }).click();
    await expect.element(trigger).toHaveTextContent('Solid');
  });
});
