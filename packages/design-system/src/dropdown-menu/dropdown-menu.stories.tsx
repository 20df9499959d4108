import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../badge/badge.tsx';
import { Button } from '../button/button.tsx';
import { DropdownMenu, type MenuEntry } from './dropdown-menu.tsx';

const navigate = fn();
const go = (path: string) => () => {
  navigate(path);
};

/** The header's wallet menu (SPEC.md section 2), order-centre submenu included. */
const walletEntries: MenuEntry[] = [
  { kind: 'item', id: 'deposit', label: 'Deposit', onSelect: go('/assets/recharge') },
  { kind: 'item', id: 'withdraw', label: 'Withdraw', onSelect: go('/assets/withdraw') },
  { kind: 'separator', id: 's1' },
  {
    kind: 'item',
    id: 'futures-account',
    label: 'Futures account',
    onSelect: go('/assets/futures-account'),
  },
  { kind: 'item', id: 'spot-account', label: 'Spot account', onSelect: go('/assets/spot-account') },
  {
    kind: 'submenu',
    id: 'order-centre',
    label: 'Order centre',
    entries: [
      { kind: 'item', id: 'o-futures', label: 'Futures orders', onSelect: go('/order/futures') },
      { kind: 'item', id: 'o-spot', label: 'Spot orders', onSelect: go('/order/spot') },
      { kind: 'item', id: 'o-option', label: 'Option orders', onSelect: go('/order/option') },
      { kind: 'item', id: 'o-finance', label: 'Finance orders', onSelect: go('/order/finance') },
      {
        kind: 'item',
        id: 'o-subscribe',
        label: 'Subscription orders',
        onSelect: go('/order/subscribe'),
      },
    ],
  },
  { kind: 'item', id: 'capital-flow', label: 'Capital flow', onSelect: go('/assets/capital-flow') },
];

const meta = {
  title: 'Design system/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button variant="secondary">Wallet</Button>,
    entries: walletEntries,
    header: (
      <div>
        <div style={{ fontSize: 12 }}>Total assets</div>
        <strong>12,345.67 USDC</strong> <span>≈ 0.1923 BTC</span>
      </div>
    ),
    onOpenChange: fn(),
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const ChooseItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Wallet' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Withdraw' }));
    await expect(navigate).toHaveBeenCalledWith('/assets/withdraw');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

export const SubmenuByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Wallet' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    // Typeahead jumps to "Order centre"; ArrowRight opens its submenu on the first entry.
    await userEvent.keyboard('Or');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Order centre' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await expect(await screen.findByRole('menuitem', { name: 'Futures orders' })).toHaveFocus();
    // Radix moves focus asynchronously: wait for each move before the next key.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Spot orders' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Option orders' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Order centre' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Futures orders' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order/futures'));
  },
};

export const AccountMenu: Story = {
  args: {
    trigger: <Button variant="secondary">Account</Button>,
    header: <div>trader@example.com · UID 10293847</div>,
    entries: [
      {
        kind: 'item',
        id: 'security',
        label: 'Security',
        end: (
          <Badge variant="dot" tone="warning">
            2FA off
          </Badge>
        ),
        onSelect: go('/account/security'),
      },
      {
        kind: 'item',
        id: 'id-auth',
        label: 'Identity verification',
        onSelect: go('/account/id-auth'),
      },
      { kind: 'item', id: 'setting', label: 'Settings', onSelect: go('/account/setting') },
      { kind: 'separator', id: 's' },
      { kind: 'item', id: 'logout', label: 'Log out', tone: 'danger', onSelect: go('/user/login') },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    await expect(await screen.findByRole('menuitem', { name: /Security/ })).toHaveTextContent(
      '2FA off',
    );
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  args: {
    open: true,
    align: 'start',
    entries: [
      { kind: 'label', id: 'l', label: 'Accounts' },
      ...walletEntries.slice(0, 6),
      {
        kind: 'checkbox',
        id: 'hide',
        label: 'Hide small balances',
        checked: true,
        onCheckedChange: fn(),
      },
      { kind: 'item', id: 'off', label: 'Copy trading (soon)', disabled: true },
      { kind: 'item', id: 'logout', label: 'Log out', tone: 'danger' },
    ],
  },
  render: (args) => (
    <div style={{ blockSize: 480 }}>
      <DropdownMenu {...args} />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };

export const SubmenuRightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Wallet' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('menuitem', { name: 'Deposit' })).toHaveFocus();
    await userEvent.keyboard('Or');
    // Right-to-left, submenus open to the left: ArrowLeft opens, ArrowRight closes.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(await screen.findByRole('menuitem', { name: 'Futures orders' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(screen.getByRole('menuitem', { name: 'Order centre' })).toHaveFocus();
  },
};
