import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { I18n } from '@lingui/core';
import { spotPairsFixture } from '@exchange/api/msw';
import type { Ticker } from '@exchange/api/socket';
import { toMarketRows } from '../../markets/market-rows.ts';
import { WithI18n, i18nLoader } from '../../testing/story-loaders.tsx';
import { tradingPairOf } from '../trading-pair.ts';
import type { FavoritePairs } from './favorite-pairs.ts';
import { PairSwitcher } from './pair-switcher.tsx';

const [btc] = spotPairsFixture;
if (!btc) throw new Error('The fixtures have no spot pair');

const ethTicker: Ticker = {
  symbol: 'ETHUSDT',
  last: '3999.99',
  open: '4060',
  high: '4100',
  low: '3900',
  changePercent: '-1.50',
  volume: '1200',
  quoteVolume: '4800000',
};

/** The switcher with favourites held in the story's state (the page keeps them in storage). */
function Harness({
  onSelect,
  initialFavorites = [],
}: {
  onSelect: (symbol: string) => void;
  initialFavorites?: string[];
}) {
  const [favorites, setFavorites] = useState<ReadonlySet<string>>(new Set(initialFavorites));
  const [current, setCurrent] = useState(btc?.symbol ?? '');
  const pair = spotPairsFixture.find((item) => item.symbol === current) ?? btc;
  if (!pair) return null;
  const favoritePairs: FavoritePairs = {
    isFavorite: (symbol) => favorites.has(symbol),
    toggle: (symbol) => {
      const next = new Set(favorites);
      if (next.has(symbol)) next.delete(symbol);
      else next.add(symbol);
      setFavorites(next);
    },
  };
  return (
    <PairSwitcher
      rows={toMarketRows('spot', spotPairsFixture, new Map([['ETHUSDT', ethTicker]]))}
      listLabel="Spot pairs"
      pair={tradingPairOf(pair)}
      favorites={favoritePairs}
      onSelect={(symbol) => {
        setCurrent(symbol);
        onSelect(symbol);
      }}
    />
  );
}

const meta = {
  title: 'App/Pages/Spot trade/Pair switcher',
  component: Harness,
  loaders: [i18nLoader],
  decorators: [(Story, { loaded }) => <WithI18n i18n={loaded.i18n as I18n}>{Story()}</WithI18n>],
  args: { onSelect: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const trigger = () => screen.getByRole('button', { name: /BTC\/USDT: choose another pair/ });

export const Closed: Story = {
  play: async () => {
    await expect(trigger()).toBeVisible();
  },
};

export const SearchAndPick: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a pair' });
    const list = within(dialog).getByRole('listbox', { name: 'Spot pairs' });
    await expect(within(list).getAllByRole('option')).toHaveLength(spotPairsFixture.length);
    const eth = within(list).getByRole('option', { name: /ETH\/USDT/ });
    // The live ticker overrides the pair list: last price and a falling 24 h change.
    await expect(eth).toHaveTextContent('3,999.99');
    await expect(eth).toHaveTextContent('\u22121.50%');

    await userEvent.type(within(dialog).getByLabelText('Search pairs'), 'eth/');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('option', { name: /ETH\/USDT/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('ETHUSDT');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      screen.getByRole('button', { name: /ETH\/USDT: choose another pair/ }),
    ).toHaveFocus();
  },
};

export const KeyboardAndFavourites: Story = {
  play: async ({ args }) => {
    await userEvent.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a pair' });
    const list = within(dialog).getByRole('listbox', { name: 'Spot pairs' });
    list.focus();
    // The list starts on the current pair; one down is the second pair.
    await userEvent.keyboard('{ArrowDown}');
    const second = spotPairsFixture[1];
    if (!second) throw new Error('The fixtures have one spot pair only');
    await userEvent.keyboard('f');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Favourites' }));
    const favourites = within(dialog).getByRole('listbox', { name: 'Spot pairs' });
    await expect(within(favourites).getAllByRole('option')).toHaveLength(1);
    await expect(within(favourites).getByRole('option')).toHaveTextContent(second.name);
    favourites.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(second.symbol);
  },
};

export const NoFavourites: Story = {
  play: async () => {
    await userEvent.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Choose a pair' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Favourites' }));
    await expect(await within(dialog).findByText(/No favourites yet/)).toBeVisible();
  },
};
