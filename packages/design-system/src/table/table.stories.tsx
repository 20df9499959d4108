import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../badge/badge.tsx';
import { compareDecimal } from './sort-rows.ts';
import { Table, type TableColumn } from './table.tsx';

interface Order {
  id: string;
  pair: string;
  side: 'Buy' | 'Sell';
  price: string;
  amount: string;
}

const columns: TableColumn<Order>[] = [
  {
    key: 'pair',
    header: 'Pair',
    cell: (o) => o.pair,
    compare: (a, b) => a.pair.localeCompare(b.pair),
  },
  {
    key: 'side',
    header: 'Side',
    cell: (o) => <Badge tone={o.side === 'Buy' ? 'rise' : 'fall'}>{o.side}</Badge>,
  },
  {
    key: 'price',
    header: 'Price',
    numeric: true,
    cell: (o) => o.price,
    compare: (a, b) => compareDecimal(a.price, b.price),
  },
  {
    key: 'amount',
    header: 'Amount',
    numeric: true,
    cell: (o) => o.amount,
    compare: (a, b) => compareDecimal(a.amount, b.amount),
  },
];

const orders: Order[] = [
  { id: '1', pair: 'ETH/USDC', side: 'Sell', price: '3,120.50', amount: '1.2000' },
  { id: '2', pair: 'BTC/USDC', side: 'Buy', price: '64,000.00', amount: '0.5000' },
  { id: '3', pair: 'SOL/USDC', side: 'Buy', price: '98.12', amount: '150.0000' },
  { id: '4', pair: 'DOGE/USDC', side: 'Sell', price: '0.1234567', amount: '25,000.0000' },
];

function history(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `h${index}`,
    pair: index % 2 === 0 ? 'BTC/USDC' : 'ETH/USDC',
    side: index % 3 === 0 ? 'Sell' : 'Buy',
    price: `${60000 + ((index * 37) % 5000)}.${String(index % 100).padStart(2, '0')}`,
    amount: `0.${String((index * 7919) % 10000).padStart(4, '0')}`,
  }));
}

const meta = {
  title: 'Design system/Table',
  component: Table<Order>,
  args: {
    label: 'Open orders',
    columns,
    rows: orders,
    rowKey: (o: Order) => o.id,
    onSortChange: fn(),
  },
} satisfies Meta<typeof Table<Order>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SortByPrice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const prices = () =>
      canvas
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    await userEvent.click(canvas.getByRole('button', { name: 'Price' }));
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(prices()).toEqual(['0.1234567', '98.12', '3,120.50', '64,000.00']);
    await userEvent.click(canvas.getByRole('button', { name: 'Price' }));
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(prices()).toEqual(['64,000.00', '3,120.50', '98.12', '0.1234567']);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({
      key: 'price',
      direction: 'descending',
    });
  },
};

export const KeyboardSort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pair' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Pair' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('BTC/USDC');
  },
};

export const Loading: Story = { args: { rows: [], loading: true, loadingLabel: 'Loading orders' } };

export const Refreshing: Story = { args: { loading: true, loadingLabel: 'Refreshing orders' } };

export const Empty: Story = { args: { rows: [], empty: 'No open orders' } };

export const ThousandRowsVirtualised: Story = {
  args: { label: 'Trade history', rows: history(1000), maxHeight: 320 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(60);
    const region = canvas.getByRole('region', { name: 'Trade history' });
    // Scroll to the bottom: the last of the 1,000 rows is rendered on demand.
    region.scrollTop = region.scrollHeight;
    await expect(await canvas.findByText('0.1081')).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Table
        {...args}
        label="Sorted orders"
        defaultSort={{ key: 'price', direction: 'descending' }}
      />
      <Table {...args} label="Loading orders" rows={[]} loading />
      <Table {...args} label="No orders" rows={[]} empty="No open orders" />
      <Table {...args} label="Scrolling history" rows={history(200)} maxHeight={200} />
    </div>
  ),
};

/** The same states in the light theme, so axe checks contrast there too. */
export const AllStatesLight: Story = { ...AllStates, tags: [], globals: { theme: 'light' } };
