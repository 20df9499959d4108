import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { I18n } from '@lingui/core';
import { contractPairsFixture } from '@exchange/api/msw';
import { WithI18n, i18nLoader } from '../../../testing/story-loaders.tsx';
import { markOfPair } from '../data/use-contract-mark.ts';
import { ContractHeaderStrip } from './contract-header-strip.tsx';

const btc = contractPairsFixture.find((pair) => pair.symbol === 'BTCUSDT');
if (btc === undefined) throw new Error('BTCUSDT is missing from the contract fixtures');
const mark = markOfPair(btc);
/** 3 h 25 min 10 s before the next funding: a fixed countdown for the baseline. */
const clock = () => mark.nextFundingTime - (3 * 3600 + 25 * 60 + 10) * 1000;

const meta = {
  title: 'Pages/Contract Trade/Header strip',
  component: ContractHeaderStrip,
  loaders: [i18nLoader],
  decorators: [(Story, { loaded }) => <WithI18n i18n={loaded.i18n as I18n}>{Story()}</WithI18n>],
  args: { pair: btc, mark, openInterest: btc.open_interest, clock },
} satisfies Meta<typeof ContractHeaderStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mark, index, a positive funding rate with its countdown, and the open interest. */
export const PositiveFunding: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const strip = within(canvasElement).getByLabelText('Contract prices');
    await expect(within(strip).getByText('Mark price')).toBeVisible();
    await expect(within(strip).getByText('+0.0100%')).toBeVisible();
    await expect(within(strip).getByLabelText('Next funding in 03:25:10')).toBeVisible();
    await expect(within(strip).getByText('Open interest (BTC)')).toBeVisible();
  },
};

/** Shorts pay longs: the rate is negative (coloured as a fall). */
export const NegativeFunding: Story = {
  args: { mark: { ...mark, fundingRate: '-0.000042' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('−0.0042%')).toBeVisible();
  },
};

/** The feed is down: the prices are muted. */
export const Stale: Story = { args: { stale: true } };
