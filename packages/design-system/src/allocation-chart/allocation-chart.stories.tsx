import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatAmount } from '../format/format-amount.ts';
import { withUnit } from '../format/format-number.ts';
import { AllocationChart } from './allocation-chart.tsx';

const ACCOUNTS = [
  { key: 'spot', label: 'Spot', value: '8421.37' },
  { key: 'futures', label: 'Futures', value: '2500' },
  { key: 'finance', label: 'Finance', value: '1041.1' },
];
const ZERO = ACCOUNTS.map((account) => ({ ...account, value: '0' }));

const meta = {
  title: 'Design system/Allocation chart',
  component: AllocationChart,
  args: {
    slices: ACCOUNTS,
    label: 'Assets by account',
    totalLabel: 'Total',
    hiddenLabel: 'Hidden',
    loadingLabel: 'Loading',
    emptyLabel: 'No accounts',
    formatValue: (value: string) => withUnit(formatAmount(value, 2), 'USDC'),
  },
  decorators: [
    (Story) => (
      <div style={{ inlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AllocationChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Assets by account' });
    const rows = within(group).getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Spot8,421.37\u00a0USDC70.39%',
      'Futures2,500.00\u00a0USDC20.89%',
      'Finance1,041.10\u00a0USDC8.70%',
      'Total11,962.47\u00a0USDC',
    ]);
    // Three arcs on the ring, drawn but hidden from assistive technology.
    await expect(group.querySelectorAll('circle')).toHaveLength(4);
    await expect(group.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const HiddenAmounts: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/USDC/)).toBeNull();
    await expect(canvas.getAllByText('****')).toHaveLength(4);
    // A screen reader hears the word, not four asterisks; the shares stay.
    await expect(canvas.getAllByText('Hidden')).toHaveLength(4);
    await expect(canvas.getByText('70.39%')).toBeVisible();
  },
};

export const ZeroTotal: Story = {
  args: { slices: ZERO },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Assets by account' });
    await expect(group).toHaveAttribute('data-state', 'zero');
    // Only the empty track: no arc, and no share of nothing.
    await expect(group.querySelectorAll('circle')).toHaveLength(1);
    await expect(within(group).getAllByText('—')).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { slices: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No accounts')).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <AllocationChart {...args} />
      <AllocationChart {...args} hidden />
      <AllocationChart {...args} slices={ZERO} />
      <AllocationChart {...args} loading />
    </div>
  ),
};

/** Arabic: the legend reads right-to-left, figures stay left-to-right runs. */
export const AllStatesRtl: Story = { ...AllStates, tags: [], globals: { locale: 'ar' } };

/** In the light theme, so the accessibility check covers its colours too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
