import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, screen, within } from 'storybook/test';
import { formatAmount } from '@exchange/design-system';
import type { I18n } from '@lingui/core';
import type { PriceLevel } from '@exchange/api/socket';
import { WithI18n, i18nLoader } from '../../testing/story-loaders.tsx';
import { OrderBook, ROWS_PER_SIDE, type OrderBookProps } from './order-book.tsx';
import { createOrderBookStore, type OrderBookStore } from './order-book-store.ts';
import { createRandomWalkBook } from './random-walk-book.ts';

/** A deterministic book: the first of a seeded walk around 65,000 with 20 levels a side. */
const SAMPLE = createRandomWalkBook({
  seed: 42,
  mid: '65000',
  pricePrecision: 2,
  sizePrecision: 4,
  levels: 20,
}).next();

type Content =
  | { kind: 'book'; asks: readonly PriceLevel[]; bids: readonly PriceLevel[] }
  | { kind: 'loading' }
  | { kind: 'error' };

/** A store holding `content` at once: static stories need no animation frame. */
function staticStore(content: Content): OrderBookStore {
  const store = createOrderBookStore({
    schedule: (flush) => {
      flush();
    },
  });
  if (content.kind === 'book') store.set({ asks: content.asks, bids: content.bids, ts: 1 });
  if (content.kind === 'error') store.fail();
  return store;
}

type DemoProps = Omit<OrderBookProps, 'store'> & { content: Content };

/** The book over a store made once per story from `content`. */
function StaticBook({ content, ...props }: DemoProps) {
  const [store] = useState(() => staticStore(content));
  return <OrderBook store={store} {...props} />;
}

/**
 * The fast-update demo: ~100 full-depth books a second from a seeded random walk, through the
 * real store (at most ten renders a second, each of the latest book).
 */
function LiveBook(props: Omit<DemoProps, 'content'>) {
  const [store] = useState(() => createOrderBookStore());
  const [last, setLast] = useState<string | null>(null);
  useEffect(() => {
    const feed = createRandomWalkBook({
      seed: 7,
      mid: '65000',
      pricePrecision: 2,
      sizePrecision: 4,
      levels: 20,
    });
    let count = 0;
    const timer = setInterval(() => {
      const book = feed.next();
      store.set(book);
      count += 1;
      // The last price moves ten times slower than the book, as trades do.
      if (count % 10 === 0) setLast(book.bids[0]?.[0] ?? null);
    }, 10);
    return () => {
      clearInterval(timer);
    };
  }, [store]);
  return <OrderBook {...props} store={store} lastPrice={last} />;
}

const meta = {
  title: 'App/Spot trade/Order book',
  component: StaticBook,
  loaders: [i18nLoader],
  decorators: [
    (Story, { loaded }) => (
      <WithI18n i18n={loaded.i18n as I18n}>
        <div style={{ inlineSize: 360 }}>{Story()}</div>
      </WithI18n>
    ),
  ],
  args: {
    content: { kind: 'book', asks: SAMPLE.asks, bids: SAMPLE.bids },
    pricePrecision: 2,
    sizePrecision: 4,
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    lastPrice: '65000.00',
    lastDirection: 'up',
    onPriceClick: fn(),
  },
} satisfies Meta<typeof StaticBook>;

export default meta;
type Story = StoryObj<typeof meta>;

const bestBid = SAMPLE.bids[0]?.[0] ?? '';
const bestAsk = SAMPLE.asks[0]?.[0] ?? '';
const escape = (text: string) => text.replaceAll('.', '\\.');
/** The buttons of one side, best first for bids and worst first for asks (as shown). */
const sideButtons = (name: 'Bids' | 'Asks') =>
  within(screen.getByRole('list', { name })).getAllByRole('button');

export const BothSides: Story = {
  play: async ({ args }) => {
    const bids = screen.getByRole('list', { name: 'Bids' });
    const asks = screen.getByRole('list', { name: 'Asks' });
    await expect(bids.querySelectorAll('button')).toHaveLength(ROWS_PER_SIDE);
    await expect(asks.querySelectorAll('button')).toHaveLength(ROWS_PER_SIDE);
    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(`^Price ${escape(formatAmount(bestBid))},`) }),
    );
    await expect(args.onPriceClick).toHaveBeenCalledWith(bestBid);
  },
};

export const SpreadFalling: Story = {
  args: { lastDirection: 'down', lastPrice: bestAsk },
  play: async () => {
    await expect(screen.getByText('falling')).toBeInTheDocument();
  },
};

export const SpreadRising: Story = {
  args: { lastDirection: 'up', lastPrice: bestBid },
  play: async () => {
    await expect(screen.getByText('rising')).toBeInTheDocument();
  },
};

export const BidsOnly: Story = {
  args: { initialView: 'bids' },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Show bids only' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(screen.queryByRole('list', { name: 'Asks' })).toBeNull();
    await expect(
      screen.getByRole('list', { name: 'Bids' }).querySelectorAll('button'),
    ).toHaveLength(20);
  },
};

export const AsksOnly: Story = {
  args: { initialView: 'asks' },
  play: async () => {
    await expect(screen.queryByRole('list', { name: 'Bids' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show bids and asks' }));
    await expect(screen.getByRole('list', { name: 'Bids' })).toBeInTheDocument();
  },
};

export const StepTick: Story = {
  args: { initialAggregation: '1' },
  play: async () => {
    await expect(screen.getByRole('combobox', { name: 'Price aggregation' })).toHaveTextContent(
      '0.01',
    );
  },
};

export const StepTenTicks: Story = {
  args: { initialAggregation: '10' },
  play: async () => {
    await expect(screen.getByRole('combobox', { name: 'Price aggregation' })).toHaveTextContent(
      '0.1',
    );
    const [best] = sideButtons('Bids');
    await expect(best).toHaveAccessibleName(/^Price [\d,]+\.\d,/);
  },
};

export const StepHundredTicks: Story = {
  args: { initialAggregation: '100' },
  play: async ({ args }) => {
    const [best] = sideButtons('Bids');
    await expect(best).toHaveAccessibleName(/^Price [\d,]+,/);
    if (best) await userEvent.click(best);
    await expect(args.onPriceClick).toHaveBeenCalledWith(expect.stringMatching(/^\d+\.00$/));
  },
};

export const StepThousandTicks: Story = {
  args: { initialAggregation: '1000' },
  play: async () => {
    // Ten-dollar buckets: every bid price ends in 0.
    for (const bid of sideButtons('Bids')) {
      await expect(bid).toHaveAccessibleName(/^Price [\d,]*0,/);
    }
  },
};

export const ChooseStep: Story = {
  play: async () => {
    await userEvent.click(screen.getByRole('combobox', { name: 'Price aggregation' }));
    await userEvent.click(await screen.findByRole('option', { name: '10' }));
    await expect(screen.getByRole('combobox', { name: 'Price aggregation' })).toHaveTextContent(
      '10',
    );
  },
};

export const Loading: Story = {
  args: { content: { kind: 'loading' }, lastPrice: null, lastDirection: null },
  play: async () => {
    await expect(screen.getByRole('status', { name: 'Loading order book' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { content: { kind: 'book', asks: [], bids: [] } },
  play: async () => {
    await expect(screen.getByText('No orders yet')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { content: { kind: 'error' } },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent('The order book is unavailable');
  },
};

export const FastUpdates: Story = {
  render: (args) => <LiveBook {...args} />,
  play: async () => {
    const bids = screen.getByRole('list', { name: 'Bids' });
    // Fed by the timer: rows appear, and the slots per side never change.
    await expect(await screen.findAllByRole('button', { name: /^Price / })).not.toHaveLength(0);
    await expect(bids.children).toHaveLength(ROWS_PER_SIDE);
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, inlineSize: 1140 }}>
      <div style={{ inlineSize: 360 }}>
        <StaticBook {...args} />
      </div>
      <div style={{ inlineSize: 360 }}>
        <StaticBook {...args} initialView="asks" initialAggregation="10" lastDirection="down" />
      </div>
      <div style={{ inlineSize: 360 }}>
        <StaticBook {...args} initialView="bids" initialAggregation="1000" lastDirection={null} />
      </div>
      <div style={{ inlineSize: 360 }}>
        <StaticBook {...args} content={{ kind: 'loading' }} lastPrice={null} />
      </div>
      <div style={{ inlineSize: 360 }}>
        <StaticBook {...args} content={{ kind: 'book', asks: [], bids: [] }} />
      </div>
      <div style={{ inlineSize: 360 }}>
        <StaticBook {...args} content={{ kind: 'error' }} />
      </div>
    </div>
  ),
};

/** Issue 15: the feed is not live. Prices lose their colours and are said to be out of date. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    const book = canvasElement.querySelector('section');
    await expect(book).toHaveAttribute('data-stale');
    await expect(
      within(book as HTMLElement).getByText('Prices may be out of date.'),
    ).toBeInTheDocument();
    const price = within(screen.getByRole('list', { name: 'Bids' })).getByText(
      formatAmount(bestBid),
    );
    const heading = within(book as HTMLElement).getByText('Price (USDT)');
    // Muted like the column headings, not the green of a live bid.
    await expect(getComputedStyle(price).color).toBe(getComputedStyle(heading).color);
  },
};
