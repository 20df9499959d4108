import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import type { I18n } from '@lingui/core';
import type { PublicTrade } from '@exchange/api/socket';
import { WithI18n, i18nLoader } from '../../testing/story-loaders.tsx';
import { RecentTrades, TRADE_ROWS, type RecentTradesProps } from './recent-trades.tsx';
import { sampleTrades } from './trades-fixture.ts';
import { createTradesStore } from './trades-store.ts';

/** 09:30:00 UTC, so the times read the same on every machine (timeZone UTC below). */
const NEWEST = Date.UTC(2026, 0, 2, 9, 30, 0);
const TRADES = sampleTrades(30, NEWEST);

type Content = { kind: 'trades'; trades: readonly PublicTrade[] } | { kind: 'loading' | 'error' };

function StaticTrades({
  content,
  ...props
}: Omit<RecentTradesProps, 'store'> & { content: Content }) {
  const [store] = useState(() => {
    const created = createTradesStore({
      schedule: (flush) => {
        flush();
      },
    });
    if (content.kind === 'trades') created.set(content.trades);
    if (content.kind === 'error') created.fail();
    return created;
  });
  return <RecentTrades store={store} {...props} />;
}

const meta = {
  title: 'App/Spot trade/Recent trades',
  component: StaticTrades,
  loaders: [i18nLoader],
  decorators: [
    (Story, { loaded }) => (
      <WithI18n i18n={loaded.i18n as I18n}>
        <div style={{ inlineSize: 320 }}>{Story()}</div>
      </WithI18n>
    ),
  ],
  args: {
    content: { kind: 'trades', trades: TRADES },
    pricePrecision: 2,
    sizePrecision: 4,
    baseCoin: 'BTC',
    quoteCoin: 'USDT',
    timeZone: 'UTC',
  },
} satisfies Meta<typeof StaticTrades>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async () => {
    const table = screen.getByRole('table', { name: 'Recent trades' });
    const rows = within(table).getAllByRole('row');
    // The header row and exactly TRADE_ROWS body rows, however many trades there are.
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(TRADE_ROWS);
    await expect(rows[1]).toHaveTextContent('65,000.00 Buy0.013209:30:00');
    await expect(within(table).getAllByText('Sell').length).toBeGreaterThan(0);
  },
};

export const Few: Story = {
  args: { content: { kind: 'trades', trades: TRADES.slice(0, 3) } },
  play: async () => {
    const table = screen.getByRole('table', { name: 'Recent trades' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(TRADE_ROWS);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { content: { kind: 'loading' } },
  play: async () => {
    await expect(screen.getByRole('status', { name: 'Loading recent trades' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { content: { kind: 'trades', trades: [] } },
  play: async () => {
    await expect(screen.getByText('No trades yet')).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { content: { kind: 'error' } },
  play: async () => {
    await expect(screen.getByRole('alert')).toHaveTextContent('Recent trades are unavailable');
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, inlineSize: 1000 }}>
      <div style={{ inlineSize: 320 }}>
        <StaticTrades {...args} />
      </div>
      <div style={{ inlineSize: 320 }}>
        <StaticTrades {...args} content={{ kind: 'loading' }} />
      </div>
      <div style={{ inlineSize: 320 }}>
        <StaticTrades {...args} content={{ kind: 'trades', trades: [] }} />
      </div>
      <div style={{ inlineSize: 320 }}>
        <StaticTrades {...args} content={{ kind: 'error' }} />
      </div>
    </div>
  ),
};

/** Issue 15: the feed is not live. Prices lose their colours and are said to be out of date. */
export const Stale: Story = {
  args: { stale: true },
  play: async ({ canvasElement }) => {
    const tape = canvasElement.querySelector('section');
    await expect(tape).toHaveAttribute('data-stale');
    await expect(
      within(tape as HTMLElement).getByText('Prices may be out of date.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recent trades' });
    const price = table.querySelector('tbody tr[data-side] td');
    const heading = within(table).getByRole('columnheader', { name: 'Time' });
    await expect(getComputedStyle(price as Element).color).toBe(getComputedStyle(heading).color);
  },
};
