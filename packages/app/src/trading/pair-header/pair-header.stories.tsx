import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { I18n } from '@lingui/core';
import { spotPairsFixture } from '@exchange/api/msw';
import { WithI18n, i18nLoader } from '../../testing/story-loaders.tsx';
import { tradingPairOf } from '../trading-pair.ts';
import { PairHeader } from './pair-header.tsx';

const [btc, eth] = spotPairsFixture;
if (!btc || !eth) throw new Error('The fixtures have fewer than two spot pairs');

const meta = {
  title: 'App/Pages/Spot trade/Pair header',
  component: PairHeader,
  loaders: [i18nLoader],
  decorators: [(Story, { loaded }) => <WithI18n i18n={loaded.i18n as I18n}>{Story()}</WithI18n>],
  args: {
    pair: tradingPairOf(btc),
    listed: btc,
    ticker: undefined,
    direction: null,
    favorite: false,
    onToggleFavorite: fn(),
    switcher: <strong>{btc.name}</strong>,
  },
} satisfies Meta<typeof PairHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FromThePairList: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: `${btc.name} market` });
    await expect(within(region).getByText('24h high')).toBeVisible();
    await expect(within(region).getByText(`24h volume (${btc.base_coin})`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Favourite ${btc.name}` }));
    await expect(args.onToggleFavorite).toHaveBeenCalledOnce();
  },
};

export const LiveRising: Story = {
  args: {
    direction: 'up',
    favorite: true,
    ticker: {
      symbol: btc.symbol,
      last: '70123.456',
      open: '68000',
      high: '70500.999',
      low: '67000',
      changePercent: '3.12',
      volume: '1234.567891',
      quoteVolume: '86543210.987',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Truncated, never rounded, to the pair's precisions (SPEC.md section 5).
    const last = canvas.getByText('70,123.45');
    await expect(last.closest('dd')).toHaveAttribute('data-direction', 'up');
    // Each number is an isolated left-to-right run (<Num>), so Arabic keeps '+3.12%'.
    await expect(last.tagName).toBe('BDI');
    await expect(canvas.getByText('+3.12%').closest('dd')).toHaveAttribute('data-tone', 'rise');
    await expect(canvas.getByText('70,500.99')).toBeVisible();
    await expect(canvas.getByText('86,543,210.98')).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Favourite ${btc.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const AllStates: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <PairHeader {...args} />
      <PairHeader
        {...args}
        pair={tradingPairOf(eth)}
        listed={eth}
        switcher={<strong>{eth.name}</strong>}
        direction="down"
        favorite
        ticker={{
          symbol: eth.symbol,
          last: '60000.1',
          open: '62000',
          high: '62500',
          low: '59000',
          changePercent: '-3.22',
          volume: '99',
          quoteVolume: '6000000',
        }}
      />
    </div>
  ),
};

/** Arabic (issue 15, item 7): a fall reads '−3.22%' with the sign on the left of the digits. */
export const FallingArabic: Story = {
  globals: { locale: 'ar' },
  args: {
    pair: tradingPairOf(eth),
    listed: eth,
    switcher: <strong>{eth.name}</strong>,
    direction: 'down',
    ticker: {
      symbol: eth.symbol,
      last: '60000.1',
      open: '62000',
      high: '62500',
      low: '59000',
      changePercent: '-3.22',
      volume: '99',
      quoteVolume: '6000000',
    },
  },
  play: async ({ canvasElement }) => {
    const change = within(canvasElement).getByText('\u22123.22%');
    await expect(change.closest('dd')).toHaveAttribute('data-tone', 'fall');
    const text = change.firstChild as Text;
    const left = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    await expect(left(0)).toBeLessThan(left(1));
    await expect(left(4)).toBeLessThan(left(5));
  },
};

/** Issue 15: the feed is not live. The prices are muted and said to be out of date. */
export const Stale: Story = {
  args: {
    stale: true,
    direction: 'up',
    status: <span>Reconnecting (attempt 1 of 5)</span>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: `${btc.name} market` });
    await expect(within(region).getByText('Prices may be out of date.')).toBeInTheDocument();
    await expect(within(region).getByText('Reconnecting (attempt 1 of 5)')).toBeVisible();
    const stats = region.querySelector('dl');
    await expect(stats).toHaveAttribute('data-stale');
    const last = stats?.querySelector('dd');
    const label = within(region).getByText('24h high');
    // Muted like the labels, not the green of a rising price.
    await expect(getComputedStyle(last as Element).color).toBe(getComputedStyle(label).color);
  },
};
