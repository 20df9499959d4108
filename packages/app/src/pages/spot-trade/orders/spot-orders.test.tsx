import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { http } from 'msw';
import type { SpotOrder } from '@exchange/api';
import { mockUrl } from '@exchange/api/msw';
import {
  createOrdersStory,
  fixturePair,
  manyOpenOrders,
  ordersBook,
  OrdersStoryView,
  type OrdersBook,
} from './orders-story-kit.tsx';
import { SpotOrders } from './spot-orders.tsx';

const btc = fixturePair('BTCUSDT');

async function renderOrders(book: OrdersBook) {
  const story = await createOrdersStory({ handlers: book.handlers });
  return render(
    <OrdersStoryView story={story}>
      <SpotOrders symbol="BTCUSDT" pair={btc} signedIn />
    </OrdersStoryView>,
  );
}

/** The visible prices of the open orders table, top to bottom. */
function pricesIn(table: HTMLElement): string[] {
  return Array.from(table.querySelectorAll('tbody tr')).map(
    (row) => row.querySelectorAll('td')[4]?.textContent ?? '',
  );
}

describe('SpotOrders', () => {
  it('pages open orders 10 at a time and steps back when the last page empties', async () => {
    const book = ordersBook(manyOpenOrders(21), []);
    const screen = await renderOrders(book);
    await expect.element(screen.getByRole('tab', { name: 'Open orders (21)' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Open orders' });
    await expect.poll(() => pricesIn(table.element() as HTMLElement)).toHaveLength(10);
    expect(pricesIn(table.element() as HTMLElement)[0]).toBe('60,000.00');

    await screen.getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => pricesIn(table.element() as HTMLElement)).toEqual(['60,020.00']);
    await expect
      .element(screen.getByRole('button', { name: 'Page 3' }))
      .toHaveAttribute('aria-current', 'page');

    // Cancelling the only row of page 3 leaves two pages: the table moves to page 2.
    await screen.getByRole('button', { name: /Cancel BTC\/USDT Buy 60,020\.00/ }).click();
    await expect.element(screen.getByRole('tab', { name: 'Open orders (20)' })).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: 'Page 2' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.poll(() => pricesIn(table.element() as HTMLElement)).toHaveLength(10);
    await expect.element(screen.getByRole('button', { name: 'Page 3' })).not.toBeInTheDocument();
  });

  it('marks the row being cancelled busy until the server answers', async () => {
    const book = ordersBook();
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Answers nothing itself: after the gate opens MSW falls through to the book's handler.
    const held = http.put(mockUrl('spotCancelOrder'), async () => {
      await gate;
    });
    book.handlers.unshift(held);
    const screen = await renderOrders(book);
    const button = screen.getByRole('button', { name: /Cancel BTC\/USDT Buy 63,000\.00/ });
    await button.click();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    await expect.element(button).toBeDisabled();
    release();
    await expect.element(button).not.toBeInTheDocument();
    expect(book.cancelCalls).toEqual([1]);
  });

  it('cancels all open orders of every pair across pages and reports the failures', async () => {
    const orders: SpotOrder[] = [
      ...manyOpenOrders(12, 'BTCUSDT'),
      ...manyOpenOrders(1, 'ETHUSDT').map((order) => ({ ...order, id: 7 })),
    ];
    const book = ordersBook(orders, []);
    book.failCancel.add(1005);
    const screen = await renderOrders(book);
    await screen.getByRole('checkbox', { name: 'Hide other pairs' }).click();
    await expect.element(screen.getByRole('tab', { name: 'Open orders (13)' })).toBeVisible();
    await screen.getByRole('button', { name: 'Cancel all' }).click();
    const dialog = screen.getByRole('alertdialog');
    await expect
      .element(dialog)
      .toHaveTextContent('All 13 open orders of every pair will be cancelled.');
    await dialog.getByRole('button', { name: 'Cancel all' }).click();
    await expect.element(screen.getByText('Orders cancelled: 12. Failed: 1.')).toBeVisible();
    expect([...book.cancelCalls].sort((a, b) => a - b)).toEqual(
      orders.map((order) => order.id).sort((a, b) => a - b),
    );
    await expect.element(screen.getByRole('tab', { name: 'Open orders (1)' })).toBeVisible();
  });
});
