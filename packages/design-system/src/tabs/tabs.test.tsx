import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Tabs, type TabItem } from './tabs.tsx';

const items: TabItem[] = [
  { value: 'open', label: 'Open orders', content: <p>No open orders</p> },
  { value: 'frozen', label: 'Frozen', content: <p>Frozen</p>, disabled: true },
  { value: 'history', label: 'History', content: <p>Filled 0.5 BTC</p> },
];

describe('Tabs', () => {
  it('selects the first enabled tab and shows its panel', async () => {
    const screen = await render(<Tabs label="Orders" items={items} />);
    await expect
      .element(screen.getByRole('tab', { name: 'Open orders' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('No open orders');
  });

  it('moves by arrow keys, skipping disabled tabs, and reports the change', async () => {
    const onValueChange = vi.fn();
    const screen = await render(
      <Tabs label="Orders" items={items} onValueChange={onValueChange} />,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('tab', { name: 'Open orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect
      .element(screen.getByRole('tab', { name: 'History' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect
      .element(screen.getByRole('tabpanel', { name: 'History' }))
      .toHaveTextContent('Filled 0.5 BTC');
    expect(onValueChange).toHaveBeenCalledWith('history');
  });

  it('follows a controlled value', async () => {
    const screen = await render(<Tabs label="Orders" items={items} value="history" />);
    await expect
      .element(screen.getByRole('tab', { name: 'History' }))
      .toHaveAttribute('aria-selected', 'true');
    await screen.getByRole('tab', { name: 'Open orders' }).click();
    await expect
      .element(screen.getByRole('tab', { name: 'History' }))
      .toHaveAttribute('aria-selected', 'true');
  });
});
