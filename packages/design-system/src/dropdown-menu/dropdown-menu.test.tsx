import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DropdownMenu, type MenuEntry } from './dropdown-menu.tsx';

function walletEntries(onSelect: (path: string) => void): MenuEntry[] {
  const go = (path: string) => () => {
    onSelect(path);
  };
  return [
    { kind: 'item', id: 'deposit', label: 'Deposit', onSelect: go('/assets/recharge') },
    { kind: 'item', id: 'spot', label: 'Spot account', href: '/assets/spot-account' },
    {
      kind: 'submenu',
      id: 'orders',
      label: 'Order centre',
      entries: [
        { kind: 'item', id: 'futures', label: 'Futures orders', onSelect: go('/order/futures') },
        { kind: 'item', id: 'spot-orders', label: 'Spot orders', onSelect: go('/order/spot') },
      ],
    },
    { kind: 'separator', id: 'sep' },
    { kind: 'item', id: 'off', label: 'Closed', disabled: true },
  ];
}

describe('DropdownMenu', () => {
  it('opens from its trigger and runs the chosen item', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <DropdownMenu
        trigger={<button type="button">Wallet</button>}
        entries={walletEntries(onSelect)}
      />,
    );
    await screen.getByRole('button', { name: 'Wallet' }).click();
    await page.getByRole('menuitem', { name: 'Deposit' }).click();
    expect(onSelect).toHaveBeenCalledWith('/assets/recharge');
    await expect.element(page.getByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the submenu by keyboard and chooses from it', async () => {
    const onSelect = vi.fn();
    const screen = await render(
      <DropdownMenu
        trigger={<button type="button">Wallet</button>}
        entries={walletEntries(onSelect)}
      />,
    );
    (screen.getByRole('button', { name: 'Wallet' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    // One key at a time, each waiting for Radix to move focus: keys sent together can land
    // before the menu has moved focus (a flaky failure under load).
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Spot account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Order centre' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('menuitem', { name: 'Futures orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('menuitem', { name: 'Spot orders' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onSelect.mock.calls).toEqual([['/order/spot']]);
  });

  it('renders link items as links and skips disabled items', async () => {
    const screen = await render(
      <DropdownMenu
        trigger={<button type="button">Wallet</button>}
        entries={walletEntries(vi.fn())}
      />,
    );
    await screen.getByRole('button', { name: 'Wallet' }).click();
    await expect
      .element(page.getByRole('menuitem', { name: 'Spot account' }))
      .toHaveAttribute('href', '/assets/spot-account');
    await expect
      .element(page.getByRole('menuitem', { name: 'Closed' }))
      .toHaveAttribute('aria-disabled', 'true');
  });

  it('toggles a checkbox item', async () => {
    const onCheckedChange = vi.fn();
    const screen = await render(
      <DropdownMenu
        trigger={<button type="button">View</button>}
        entries={[
          {
            kind: 'checkbox',
            id: 'hide',
            label: 'Hide small balances',
            checked: false,
            onCheckedChange,
          },
        ]}
      />,
    );
    await screen.getByRole('button', { name: 'View' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Hide small balances' }).click();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });
});
