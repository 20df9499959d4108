import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { setupI18n, type I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PriceLevel } from '@exchange/api/socket';
// The app's global styles (tokens, line height): the book's height is measured as the app shows it.
import '@exchange/design-system/styles.css';
import { fontsSettled } from '@exchange/design-system/fonts-settled';
import { activateLocale } from '../../i18n/load-locale.ts';
import { OrderBook, ROWS_PER_SIDE, type OrderBookProps } from './order-book.tsx';
import { createOrderBookStore, type OrderBookStore } from './order-book-store.ts';
import { createRandomWalkBook } from './random-walk-book.ts';

let i18n: I18n;
beforeAll(async () => {
  i18n = setupI18n();
  await activateLocale(i18n, 'en');
});

/** A scheduler the test drives, standing in for requestAnimationFrame. */
function manualScheduler() {
  const queue: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => {
      queue.push(flush);
    },
    frame() {
      for (const flush of queue.splice(0)) flush();
    },
  };
}

const ASKS: PriceLevel[] = [
  ['100.01', '1.5'],
  ['100.04', '2'],
  ['100.12', '0.5'],
];
const BIDS: PriceLevel[] = [
  ['99.99', '3'],
  ['99.95', '1'],
  ['99.81', '4'],
];

/** Renders the book in English (or `within.i18n`), as wide as its column (or `within.inlineSize`). */
async function renderBook(
  store: OrderBookStore,
  props: Partial<OrderBookProps> = {},
  within: { i18n?: I18n; inlineSize?: number } = {},
) {
  const onPriceClick = vi.fn<(price: string) => void>();
  const onRender = vi.fn<ProfilerOnRenderCallback>();
  const screen = await render(
    <I18nProvider i18n={within.i18n ?? i18n}>
      <Profiler id="book" onRender={onRender}>
        <div style={{ inlineSize: within.inlineSize }}>
          <OrderBook
            store={store}
            pricePrecision={2}
            sizePrecision={3}
            baseCoin="BTC"
            quoteCoin="USDT"
            lastPrice="100.00"
            lastDirection="up"
            onPriceClick={onPriceClick}
            {...props}
          />
        </div>
      </Profiler>
    </I18nProvider>,
  );
  return { screen, onPriceClick, onRender };
}

function slotCounts(container: HTMLElement) {
  const asks = container.querySelector('ul[aria-label="Asks"]');
  const bids = container.querySelector('ul[aria-label="Bids"]');
  return { asks: asks?.children.length ?? 0, bids: bids?.children.length ?? 0 };
}

describe('OrderBook', () => {
  it('keeps the same number of rows per side, and the same height, whatever the book holds', async () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const { screen } = await renderBook(store);
    const body = screen.container.querySelector('section');
    const heightLoading = body?.getBoundingClientRect().height;
    expect(slotCounts(screen.container)).toEqual({ asks: ROWS_PER_SIDE, bids: ROWS_PER_SIDE });

    store.set({ asks: ASKS, bids: BIDS, ts: 1 });
    clock.frame();
    await expect.element(screen.getByRole('list', { name: 'Asks' })).toBeVisible();
    expect(slotCounts(screen.container)).toEqual({ asks: ROWS_PER_SIDE, bids: ROWS_PER_SIDE });
    expect(body?.getBoundingClientRect().height).toBe(heightLoading);

    const feed = createRandomWalkBook({
      seed: 1,
      mid: '100',
      pricePrecision: 2,
      sizePrecision: 3,
      levels: 40,
    });
    store.set(feed.next());
    clock.frame();
    await expect.element(screen.getByRole('button', { name: /^Price / }).first()).toBeVisible();
    expect(slotCounts(screen.container)).toEqual({ asks: ROWS_PER_SIDE, bids: ROWS_PER_SIDE });
    expect(body?.getBoundingClientRect().height).toBe(heightLoading);
  });

  it('keeps its title and column headers on one line in long languages, at its narrowest', async () => {
    const heights: number[] = [];
    const cut: string[] = [];
    for (const locale of [
      'en',
      'es',
      'ja',
      'ru',
      'ar',
      'fr',
      'hi',
      'id',
      'ko',
      'ms',
      'pt',
      'zh-TW',
    ] as const) {
      const local = setupI18n();
      await activateLocale(local, locale);
      const store = createOrderBookStore({ schedule: manualScheduler().schedule });
      const { screen } = await renderBook(
        store,
        { baseCoin: 'ETH' },
        { i18n: local, inlineSize: 280 },
      );
      // Measured in the shipped face of the language's script, not the fallback shown meanwhile.
      await fontsSettled();
      const title = screen.container.querySelector('h2');
      // The header row of the columns (the first aria-hidden element is an icon, not this).
      const columns = screen.container.querySelector('span[title]')?.parentElement ?? null;
      expect(columns?.querySelectorAll('span')).toHaveLength(3);
      // One line is under two font sizes tall; two lines are over two.
      const oneLine = (element: Element | null) =>
        element !== null &&
        element.getBoundingClientRect().height <
          2 * Number.parseFloat(getComputedStyle(element).fontSize);
      expect(oneLine(title)).toBe(true);
      for (const span of columns?.querySelectorAll('span') ?? []) {
        expect(oneLine(span)).toBe(true);
        expect(span.title).toBe(span.textContent);
        // Whole, not cut off by the ellipsis ("الإجمالي التراكمي (ETH)" was, in Arabic).
        if (span.scrollWidth > span.clientWidth) cut.push(`${locale}: ${span.textContent}`);
      }
      heights.push(screen.container.firstElementChild?.getBoundingClientRect().height ?? 0);
      await screen.unmount();
    }
    expect(new Set(heights).size).toBe(1);
    expect(cut).toEqual([]);
  });

  it('reuses the row nodes when prices move (keyed by position, not price)', async () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const { screen } = await renderBook(store);
    store.set({ asks: ASKS, bids: BIDS, ts: 1 });
    clock.frame();
    const bestBid = screen.getByRole('list', { name: 'Bids' }).getByRole('button').first();
    await expect.element(bestBid).toHaveAccessibleName(/^Price 99\.99,/);
    const node = bestBid.element();
    store.set({ asks: ASKS, bids: [['99.98', '3'], ...BIDS.slice(1)], ts: 2 });
    clock.frame();
    await expect.element(bestBid).toHaveAccessibleName(/^Price 99\.98,/);
    expect(bestBid.element()).toBe(node);
  });

  it('renders a couple of times at most for 200 rapid updates within a frame', async () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const { onRender, screen } = await renderBook(store);
    const feed = createRandomWalkBook({
      seed: 9,
      mid: '100',
      pricePrecision: 2,
      sizePrecision: 3,
      levels: 20,
    });
    const listener = vi.fn();
    store.subscribe(listener);
    onRender.mockClear();
    for (let i = 0; i < 200; i += 1) store.set(feed.next());
    clock.frame();
    await expect
      .element(screen.getByRole('list', { name: 'Bids' }).getByRole('button').first())
      .toBeVisible();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(onRender.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('aggregates prices by the chosen step, asks up and bids down', async () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const { screen, onPriceClick } = await renderBook(store);
    store.set({ asks: ASKS, bids: BIDS, ts: 1 });
    clock.frame();
    const select = screen.getByRole('combobox', { name: 'Price aggregation' });
    await expect.element(select).toHaveTextContent('0.01');
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: '0.1' }));
    const asks = screen.getByRole('list', { name: 'Asks' }).getByRole('button');
    const bids = screen.getByRole('list', { name: 'Bids' }).getByRole('button');
    // 100.01 and 100.04 round up to 100.1 (3.5), 100.12 to 100.2; listed best (lowest) at the bottom.
    await expect
      .element(asks.nth(1))
      .toHaveAccessibleName('Price 100.1, amount 3.500, total 3.500');
    await expect
      .element(asks.nth(0))
      .toHaveAccessibleName('Price 100.2, amount 0.500, total 4.000');
    // 99.99 and 99.95 round down to 99.9 (4), 99.81 to 99.8.
    await expect.element(bids.nth(0)).toHaveAccessibleName('Price 99.9, amount 4.000, total 4.000');
    await expect.element(bids.nth(1)).toHaveAccessibleName('Price 99.8, amount 4.000, total 8.000');
    // An aggregated price fills the form at the pair's precision.
    await userEvent.click(bids.nth(1));
    expect(onPriceClick).toHaveBeenLastCalledWith('99.80');
  });

  it('calls onPriceClick with the row price at the pair precision, by click and by Enter', async () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const { screen, onPriceClick } = await renderBook(store);
    store.set({ asks: ASKS, bids: BIDS, ts: 1 });
    clock.frame();
    await userEvent.click(screen.getByRole('button', { name: /^Price 100\.04,/ }));
    expect(onPriceClick).toHaveBeenLastCalledWith('100.04');
    screen
      .getByRole('button', { name: /^Price 99\.81,/ })
      .element()
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(onPriceClick).toHaveBeenLastCalledWith('99.81');
  });

  it('shows one side with twice the rows when a view is pressed', async () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const { screen } = await renderBook(store);
    store.set({ asks: ASKS, bids: BIDS, ts: 1 });
    clock.frame();
    const bidsOnly = screen.getByRole('button', { name: 'Show bids only' });
    await userEvent.click(bidsOnly);
    await expect.element(bidsOnly).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('list', { name: 'Asks' })).not.toBeInTheDocument();
    expect(slotCounts(screen.container)).toEqual({ asks: 0, bids: ROWS_PER_SIDE * 2 });
  });

  it('shows the spread and the states: loading, empty and error', async () => {
    const clock = manualScheduler();
    const store = createOrderBookStore({ schedule: clock.schedule });
    const { screen } = await renderBook(store);
    await expect.element(screen.getByRole('status', { name: 'Loading order book' })).toBeVisible();
    store.set({ asks: ASKS, bids: BIDS, ts: 1 });
    clock.frame();
    await expect.element(screen.getByText('Spread 0.02 (0.02%)')).toBeVisible();
    // A one-tick spread on a large price: no "(0.00%)".
    store.set({ asks: [['65000.04', '1']], bids: [['65000.00', '1']], ts: 2 });
    clock.frame();
    await expect.element(screen.getByText('Spread 0.04', { exact: true })).toBeVisible();
    store.set({ asks: [], bids: [], ts: 2 });
    clock.frame();
    await expect.element(screen.getByText('No orders yet')).toBeVisible();
    store.fail();
    clock.frame();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The order book is unavailable');
  });
});
