import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './tabs.tsx';

const items: TabItem[] = [
  { value: 'open', label: 'Open orders (2)', content: <p>BTC/USDC limit buy 0.5 @ 64,000.00</p> },
  { value: 'history', label: 'Order history', content: <p>No orders in the last 7 days</p> },
  { value: 'trades', label: 'Trade history', content: <p>ETH/USDC sell 1.2 @ 3,120.50</p> },
  { value: 'funds', label: 'Funds', content: <p>Locked</p>, disabled: true },
];

const meta = {
  title: 'Design system/Tabs',
  component: Tabs,
  args: { items, label: 'Orders', onValueChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const Pill: Story = { args: { variant: 'pill', defaultValue: 'history' } };

export const KeyboardSwitching: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Order history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('history');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Trade history' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('ETH/USDC sell 1.2 @ 3,120.50');
  },
};

export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    // Right-to-left, the next tab sits to the left.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Order history' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Tabs {...args} label="Line tabs" />
      <Tabs {...args} label="Pill tabs" variant="pill" defaultValue="trades" />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
