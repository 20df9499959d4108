import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useState } from 'react';
import '../styles.css';
import { Combobox } from './combobox.tsx';
import { COINS } from './combobox-fixtures.tsx';

const texts = {
  label: 'Coin',
  placeholder: 'Select a coin',
  searchLabel: 'Search coins',
  emptyLabel: 'No results',
};

describe('Combobox', () => {
  it('shows the controlled value and reports a choice without changing it itself', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Combobox {...texts} items={COINS} value="BTC" onChange={onChange} />,
    );
    const trigger = screen.getByRole('button', { name: 'Coin BTC Bitcoin' });
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('option', { name: 'ETH Ethereum' }));
    expect(onChange).toHaveBeenCalledWith('ETH');
    await expect.element(screen.getByRole('button', { name: 'Coin BTC Bitcoin' })).toBeVisible();
  });

  it('does not report choosing the item already chosen', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Combobox {...texts} items={COINS} defaultValue="SOL" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Coin/ }));
    await userEvent.click(screen.getByRole('option', { name: 'SOL Solana' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a parent that changes the value, and starts the next search afresh', async () => {
    function Parent() {
      const [coin, setCoin] = useState<string | null>(null);
      return <Combobox {...texts} items={COINS} value={coin} onChange={setCoin} />;
    }
    const screen = await render(<Parent />);
    await userEvent.click(screen.getByRole('button', { name: 'Coin Select a coin' }));
    await userEvent.keyboard('doge{Enter}');
    await expect.element(screen.getByRole('button', { name: 'Coin DOGE Dogecoin' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: /Coin/ }));
    await expect.element(screen.getByRole('combobox', { name: 'Search coins' })).toHaveValue('');
    expect(screen.getByRole('option').elements()).toHaveLength(COINS.length);
  });
});
