import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { mockRouteEmpty, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { inArabic } from '../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../testing/story-app.tsx';
import { appLoader } from '../../testing/story-loaders.tsx';
import { tickerFrame } from '../../testing/ticker-frames.ts';
import { FAVORITES_KEY } from '../../markets/favorites-store.ts';

const meta = {
  title: 'App/Pages/Market',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  loaders: [
    appLoader({
      path: '/market',
      user: userFixture,
      handlers: [mockRouteLoading('spotPairs'), mockRouteLoading('contractPairs')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('Loading markets…')).toBeVisible();
  },
};

export const Empty: Story = {
  loaders: [
    appLoader({
      path: '/market',
      user: userFixture,
      handlers: [mockRouteEmpty('spotPairs'), mockRouteEmpty('contractPairs')],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('No pairs match your search.')).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: '/market',
      user: userFixture,
      live: { frames: [tickerFrame('trade', 'ETHUSDT', '3999.99', '-1.50')] },
    }),
  ],
  play: async () => {
    const table = await screen.findByRole('table', { name: 'Spot markets' });
    const eth = within(table).getByRole('rowheader', { name: 'ETH/USDT' }).closest('tr');
    if (!eth) throw new Error('ETH/USDT row is missing');
    await expect(await within(eth).findByText('3,999.99')).toBeVisible();
    // A fall carries a real minus sign (U+2212), in an isolated left-to-right run.
    const change = within(eth).getByText('\u22121.50%');
    await expect(change).toBeVisible();
    await expect(change.tagName).toBe('BDI');
    // Turnover is compact (K/M/B) and truncated, never the raw wire decimal.
    for (const cell of within(table).getAllByRole('cell')) {
      await expect(cell.textContent).not.toMatch(/\d{5,}/);
    }
  },
};

/**
 * Arabic (issue 15, item 7): the sign and the % stay on their sides ('+5.01%', never '5.01%+'),
 * and a futures pair's kind is translated.
 */
export const FilledArabic: Story = inArabic(Filled, async () => {
  const table = await screen.findByRole('table', { name: 'الأسواق الفورية' });
  const eth = within(table).getByRole('rowheader', { name: 'ETH/USDT' }).closest('tr');
  if (!eth) throw new Error('ETH/USDT row is missing');
  const change = await within(eth).findByText('\u22121.50%');
  const text = change.firstChild as Text;
  const left = (index: number) => {
    const range = document.createRange();
    range.setStart(text, index);
    range.setEnd(text, index + 1);
    return range.getBoundingClientRect().left;
  };
  // '−', '1', '.', '5', '0', '%': the sign is drawn left of the digits, the % right of them.
  await expect(left(0)).toBeLessThan(left(1));
  await expect(left(4)).toBeLessThan(left(5));
  await userEvent.click(screen.getByRole('radio', { name: 'أسواق العقود الآجلة' }));
  const futures = await screen.findByRole('table', { name: 'أسواق العقود الآجلة' });
  await expect(within(futures).getAllByRole('rowheader')[0]?.textContent).toMatch(/دائم/);
  await expect(futures.textContent).not.toMatch(/Perpetual/);
});

export const SearchSortAndFavourite: Story = {
  loaders: [appLoader({ path: '/market', user: userFixture })],
  play: async ({ loaded }) => {
    const table = await screen.findByRole('table', { name: 'Spot markets' });
    await userEvent.type(screen.getByLabelText('Search pairs'), 'eth');
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ETH/USDT']);
    await userEvent.clear(screen.getByLabelText('Search pairs'));

    await userEvent.click(within(table).getByRole('button', { name: 'Pair' }));
    await expect(within(table).getByRole('columnheader', { name: /Pair/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));

    await userEvent.click(within(table).getByRole('button', { name: 'Favourite ETH/USDT' }));
    await expect(within(table).getByRole('button', { name: 'Favourite ETH/USDT' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const { app } = loaded.story as StoryApp;
    await expect(app.services.storage.get(FAVORITES_KEY)).toBe('["spot:ETHUSDT"]');

    await userEvent.click(screen.getByRole('radio', { name: 'Favourites' }));
    const favourites = await screen.findByRole('table', { name: 'Favourites' });
    await expect(
      within(favourites)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ETH/USDT']);
  },
};

export const FavouritesRestored: Story = {
  loaders: [
    appLoader({
      path: '/market',
      user: userFixture,
      storage: { [FAVORITES_KEY]: '["contract:BTCUSDT"]' },
    }),
  ],
  play: async () => {
    await userEvent.click(await screen.findByRole('radio', { name: 'Favourites' }));
    const favourites = await screen.findByRole('table', { name: 'Favourites' });
    await expect(
      within(favourites)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['BTC/USDT Perpetual']);
  },
};
