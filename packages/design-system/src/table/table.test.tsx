import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { compareDecimal } from './sort-rows.ts';
import { Table, type TableColumn } from './table.tsx';

interface Order {
  id: string;
  pair: string;
  price: string;
}

const columns: TableColumn<Order>[] = [
  {
    key: 'pair',
    header: 'Pair',
    cell: (order) => order.pair,
    compare: (a, b) => a.pair.localeCompare(b.pair),
  },
  {
    key: 'price',
    header: 'Price',
    numeric: true,
    cell: (order) => order.price,
    compare: (a, b) => compareDecimal(a.price, b.price),
  },
];

const orders: Order[] = [
  { id: '1', pair: 'ETH/USDC', price: '3120.5' },
  { id: '2', pair: 'BTC/USDC', price: '64000' },
  { id: '3', pair: 'SOL/USDC', price: '98.123' },
];

function manyOrders(count: number): Order[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `o${index}`,
    pair: `PAIR${String(index).padStart(4, '0')}`,
    price: `${index}.5`,
  }));
}

function bodyTexts(container: HTMLElement, column: number): string[] {
  return Array.from(container.querySelectorAll('tbody tr[data-index]')).map(
    (row) => row.children[column]?.textContent ?? '',
  );
}

describe('Table', () => {
  it('sorts by a column header: ascending, descending, then unsorted, with aria-sort', async () => {
    const onSortChange = vi.fn();
    const screen = await render(
      <Table
        label="Orders"
        columns={columns}
        rows={orders}
        rowKey={(o) => o.id}
        onSortChange={onSortChange}
      />,
    );
    const priceHeader = screen.getByRole('columnheader', { name: 'Price' });
    const sortByPrice = screen.getByRole('button', { name: 'Price' });

    await sortByPrice.click();
    await expect.element(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts(screen.container, 1)).toEqual(['98.123', '3120.5', '64000']);

    await sortByPrice.click();
    await expect.element(priceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(bodyTexts(screen.container, 1)).toEqual(['64000', '3120.5', '98.123']);

    await sortByPrice.click();
    await expect.element(priceHeader).not.toHaveAttribute('aria-sort');
    expect(bodyTexts(screen.container, 1)).toEqual(['3120.5', '64000', '98.123']);
    expect(onSortChange.mock.calls).toEqual([
      [{ key: 'price', direction: 'ascending' }],
      [{ key: 'price', direction: 'descending' }],
      [null],
    ]);
  });

  it('aligns numeric columns to the end', async () => {
    const screen = await render(
      <Table label="Orders" columns={columns} rows={orders} rowKey={(o) => o.id} />,
    );
    const cell = screen.getByRole('cell', { name: '64000' });
    expect(getComputedStyle(cell.element()).textAlign).toBe('end');
  });

  it('leaves rows in the given order when sorting manually', async () => {
    const screen = await render(
      <Table
        label="Orders"
        columns={columns}
        rows={orders}
        rowKey={(o) => o.id}
        manualSort
        sort={{ key: 'price', direction: 'ascending' }}
      />,
    );
    await expect
      .element(screen.getByRole('columnheader', { name: 'Price' }))
      .toHaveAttribute('aria-sort', 'ascending');
    expect(bodyTexts(screen.container, 1)).toEqual(['3120.5', '64000', '98.123']);
  });

  it('shows the empty message, and a loading status instead while loading', async () => {
    const screen = await render(
      <Table
        label="Orders"
        columns={columns}
        rows={[]}
        rowKey={(o) => o.id}
        empty="No open orders"
      />,
    );
    await expect.element(screen.getByRole('cell', { name: 'No open orders' })).toBeVisible();
    await screen.rerender(
      <Table
        label="Orders"
        columns={columns}
        rows={[]}
        rowKey={(o) => o.id}
        loading
        loadingLabel="Loading orders"
      />,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading orders');
    await expect
      .element(screen.getByRole('table', { name: 'Orders' }))
      .toHaveAttribute('aria-busy', 'true');
  });

  it('renders only the visible part of 1,000 rows and reaches the last row by scrolling', async () => {
    const rows = manyOrders(1000);
    const screen = await render(
      <Table
        label="History"
        columns={columns}
        rows={rows}
        rowKey={(o) => o.id}
        maxHeight={400}
        rowHeight={36}
      />,
    );
    await expect.element(screen.getByRole('cell', { name: 'PAIR0000' })).toBeVisible();
    const rendered = screen.container.querySelectorAll('tbody tr[data-index]').length;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '1001');

    const region = screen.getByRole('region', { name: 'History' }).element();
    region.scrollTop = region.scrollHeight;
    await expect.element(screen.getByRole('cell', { name: 'PAIR0999' })).toBeInTheDocument();
    const last = screen.container.querySelector('tr[data-index="999"]');
    expect(last?.getAttribute('aria-rowindex')).toBe('1001');
    expect(screen.container.querySelector('tr[data-index="0"]')).toBeNull();
  });

  it('keeps the header in view while the body scrolls', async () => {
    const screen = await render(
      <Table
        label="History"
        columns={columns}
        rows={manyOrders(300)}
        rowKey={(o) => o.id}
        maxHeight={300}
      />,
    );
    const region = screen.getByRole('region', { name: 'History' }).element();
    region.scrollTop = 2000;
    await expect.element(screen.getByRole('cell', { name: 'PAIR0000' })).not.toBeInTheDocument();
    const header = screen
      .getByRole('columnheader', { name: 'Pair' })
      .element()
      .getBoundingClientRect();
    expect(Math.abs(header.top - region.getBoundingClientRect().top)).toBeLessThan(2);
  });

  it('sorts all 1,000 rows, not just the visible ones', async () => {
    const screen = await render(
      <Table
        label="History"
        columns={columns}
        rows={manyOrders(1000)}
        rowKey={(o) => o.id}
        maxHeight={400}
      />,
    );
    await screen.getByRole('button', { name: 'Price' }).click();
    await screen.getByRole('button', { name: 'Price' }).click();
    await expect.element(screen.getByRole('cell', { name: 'PAIR0999' })).toBeVisible();
  });

  // axe scrollable-region-focusable: a table wider than its space (many columns on a narrow
  // screen) scrolls sideways, so it must take focus to be scrolled by keyboard.
  it('becomes a focusable region only while its columns are wider than its space', async () => {
    const wide: TableColumn<Order>[] = Array.from({ length: 12 }, (_, index) => ({
      key: `c${String(index)}`,
      header: `Column number ${String(index)}`,
      cell: (order) => `${order.pair} ${order.price}`,
    }));
    const narrow = await render(
      <div style={{ inlineSize: '900px' }}>
        <Table label="Narrow" columns={columns} rows={orders} rowKey={(o) => o.id} />
      </div>,
    );
    await expect.element(narrow.getByRole('table', { name: 'Narrow' })).toBeVisible();
    expect(narrow.container.querySelector('[role="region"]')).toBeNull();

    const screen = await render(
      <div style={{ inlineSize: '320px' }}>
        <Table label="Wide" columns={wide} rows={orders} rowKey={(o) => o.id} />
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Wide' });
    await expect.element(region).toHaveAttribute('tabindex', '0');
  });
});
