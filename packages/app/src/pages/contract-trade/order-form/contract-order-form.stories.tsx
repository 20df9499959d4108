import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import Big from 'big.js';
import {
  mockRoute,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  userFixture,
} from '@exchange/api/msw';
import type { ContractAccount } from '@exchange/api';
import { formatAmount, withUnit } from '@exchange/design-system';

import { contractFee, liquidationPrice, maxOpenSize, openCost } from '@exchange/formulas';
import { ContractOrderForm } from './contract-order-form.tsx';
import { BTC_PERP, FormFrame, formLoader, type FormStory } from './order-form-story-kit.tsx';

/** A number with its unit as Testing Library reads the page: the no-break space as a space. */
const shown = (amount: string, unit: string) => withUnit(amount, unit).replaceAll('\u00a0', ' ');

/** A futures account with nothing held: the liquidation preview's wallet balance is plain. */
const FLAT_ACCOUNT: ContractAccount = {
  coin_name: 'USDT',
  balance: '2400',
  freeze: '0',
  position_margin: '0',
  unrealized_pnl: '0',
  equity: '2400',
  margin_ratio: '0',
  list: [],
};
const MARK = BTC_PERP.mark_price;
const flat = [mockRoute('contractAccount', FLAT_ACCOUNT), mockRouteEmpty('contractPositions')];

const meta = {
  title: 'Pages/Contract Trade/Order form',
  parameters: { layout: 'padded' },
  loaders: [formLoader({ user: userFixture, handlers: flat })],
  render: (_args, { loaded }) => {
    const { story } = loaded as FormStory;
    return (
      <FormFrame story={story}>
        <ContractOrderForm pair={BTC_PERP} markPrice={MARK} />
      </FormFrame>
    );
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (name: string) => screen.findByRole('textbox', { name });
const sentOf = (loaded: unknown) => (loaded as FormStory).sent;
const usdt = (value: Big) => shown(formatAmount(value, 2), 'USDT');
/** The preview column of a side, by its group's name. */
const column = (name: 'Buy / Long' | 'Sell / Short') => within(screen.getByRole('group', { name }));

/** The settings loaded: the form's buttons show the symbol's leverage and margin mode. */
async function settled() {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Leverage: 20×' })).toBeEnabled());
  await expect(await screen.findByText('2,400.00 USDT')).toBeVisible();
}

export const Default: Story = {
  tags: ['visual'],
  play: async () => {
    await settled();
    await expect(screen.getByRole('button', { name: 'Margin mode: Cross' })).toBeEnabled();
    await expect(screen.getByRole('tab', { name: 'Open' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByRole('tab', { name: 'Limit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await field('Price')).toHaveValue('');
    await expect(screen.getByRole('button', { name: 'Buy / Long' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Sell / Short' })).toBeEnabled();
  },
};

/**
 * A limit long typed in: each side's cost, liquidation price, maximum and fee are the formulas'
 * numbers for this account (2,400 USDT, nothing held), then the sent body.
 */
export const LimitWithPreview: Story = {
  play: async ({ loaded }) => {
    await settled();
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Size'), '0.5');
    const price = new Big('64000');
    const size = new Big('0.5');
    const mark = new Big(MARK);
    const feeRate = BTC_PERP.taker_fee;
    const fee = contractFee(size.times(price), feeRate);
    const expectSide = async (side: 'long' | 'short', name: 'Buy / Long' | 'Sell / Short') => {
      const cost = openCost({ side, price, mark, size, leverage: 20, feeRate });
      const liquidation = liquidationPrice({
        side,
        size,
        entry: price,
        walletBalance: new Big(FLAT_ACCOUNT.balance).minus(fee),
        otherMaintenance: new Big(0),
        otherUnrealizedPnl: new Big(0),
        brackets: BTC_PERP.brackets,
      });
      const maximum = maxOpenSize({
        side,
        available: FLAT_ACCOUNT.balance,
        price,
        mark,
        leverage: 20,
        feeRate,
        brackets: BTC_PERP.brackets,
        sizeStep: new Big(10).pow(-BTC_PERP.size_precision),
      });
      const box = column(name);
      await expect(box.getByText(usdt(cost))).toBeVisible();
      await expect(
        box.getByText(shown(formatAmount(liquidation, BTC_PERP.price_precision), 'USDT')),
      ).toBeVisible();
      await expect(
        box.getByText(shown(formatAmount(maximum, BTC_PERP.size_precision), 'BTC')),
      ).toBeVisible();
      await expect(box.getByText(usdt(fee))).toBeVisible();
    };
    await expectSide('long', 'Buy / Long');
    await expectSide('short', 'Sell / Short');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long' }));
    await waitFor(() => expect(sentOf(loaded).open).toHaveLength(1));
    await expect(sentOf(loaded).open[0]).toMatchObject({
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'limit',
      price: '64000',
      amount: '0.5',
      time_in_force: 'gtc',
      reduce_only: false,
      leverage: 20,
      margin_mode: 'cross',
    });
    await expect(await screen.findByRole('status')).toHaveTextContent('Long order placed');
  },
};

/** Market, size typed in USDT: converted at the mark price into the base coin that is sent. */
export const Market: Story = {
  play: async ({ loaded }) => {
    await settled();
    await userEvent.click(screen.getByRole('tab', { name: 'Market' }));
    await expect(screen.getByText('Market price')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'USDT' }));
    await userEvent.type(await field('Size'), '3200');
    await userEvent.click(screen.getByRole('button', { name: 'Sell / Short' }));
    await waitFor(() => expect(sentOf(loaded).open).toHaveLength(1));
    const sent = sentOf(loaded).open[0] as Record<string, unknown>;
    await expect(sent).toMatchObject({ side: 'short', type: 'market', amount: '0.04999' });
    await expect(sent.price).toBeUndefined();
    await expect(sent.time_in_force).toBeUndefined();
  },
};

export const StopLimit: Story = {
  play: async ({ loaded }) => {
    await settled();
    await userEvent.click(screen.getByRole('tab', { name: 'Stop' }));
    await expect(screen.getByRole('combobox', { name: 'Stop order type' })).toHaveTextContent(
      'Stop limit',
    );
    await userEvent.type(await field('Trigger price'), '65000');
    await userEvent.click(screen.getByRole('combobox', { name: 'Trigger by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last' }));
    await userEvent.type(await field('Price'), '65100');
    await userEvent.type(await field('Size'), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long' }));
    await waitFor(() => expect(sentOf(loaded).open).toHaveLength(1));
    await expect(sentOf(loaded).open[0]).toMatchObject({
      type: 'stop_limit',
      trigger_price: '65000',
      trigger_by: 'last',
      price: '65100',
      amount: '0.01',
    });
  },
};

/** Stop-market: no price field, the trigger on the mark price by default. */
export const StopMarket: Story = {
  play: async ({ loaded }) => {
    await settled();
    await userEvent.click(screen.getByRole('tab', { name: 'Stop' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Stop order type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Stop market' }));
    await expect(screen.queryByRole('textbox', { name: 'Price' })).toBeNull();
    await userEvent.type(await field('Trigger price'), '63000');
    await userEvent.type(await field('Size'), '0.02');
    await userEvent.click(screen.getByRole('button', { name: 'Sell / Short' }));
    await waitFor(() => expect(sentOf(loaded).open).toHaveLength(1));
    const sent = sentOf(loaded).open[0] as Record<string, unknown>;
    await expect(sent).toMatchObject({
      side: 'short',
      type: 'stop_market',
      trigger_price: '63000',
      trigger_by: 'mark',
      amount: '0.02',
    });
    await expect(sent.price).toBeUndefined();
  },
};

export const TakeProfitStopLoss: Story = {
  play: async ({ loaded }) => {
    await settled();
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Size'), '0.01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    await userEvent.type(await field('Take profit'), '70000');
    await userEvent.type(await field('Stop loss'), '60000');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long' }));
    await waitFor(() => expect(sentOf(loaded).open).toHaveLength(1));
    await expect(sentOf(loaded).open[0]).toMatchObject({
      side: 'long',
      take_profit: '70000',
      stop_loss: '60000',
    });
  },
};

/** Nothing typed: the form's own checks, before anything is sent. */
export const MissingFields: Story = {
  play: async ({ loaded }) => {
    await settled();
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long' }));
    await expect(await field('Price')).toHaveAccessibleDescription('Enter a price.');
    await expect(await field('Size')).toHaveAccessibleDescription('Enter a size.');
    await expect(sentOf(loaded).open).toHaveLength(0);
  },
};

/** The server refuses for lack of margin (422 on amount): the words go under the size. */
export const InsufficientMargin: Story = {
  loaders: [
    formLoader({
      user: userFixture,
      handlers: [
        ...flat,
        mockRouteFailure('contractOpen', {
          status: 422,
          message: 'amount: Not enough available margin',
          errors: [{ field: 'amount', message: 'Not enough available margin' }],
        }),
      ],
    }),
  ],
  play: async () => {
    await settled();
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Size'), '0.1');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long' }));
    await waitFor(async () =>
      expect(await field('Size')).toHaveAccessibleDescription('Not enough available margin'),
    );
    await expect(await field('Size')).toHaveValue('0.1');
  },
};

/** Field errors of the server (price off the band, TP on the wrong side) under their fields. */
export const FieldErrors: Story = {
  loaders: [
    formLoader({
      user: userFixture,
      handlers: [
        ...flat,
        mockRouteFailure('contractOpen', {
          status: 422,
          message: 'price: Price is outside the allowed band',
          errors: [
            { field: 'price', message: 'Price is outside the allowed band' },
            { field: 'take_profit', message: 'Take profit must be above the entry price' },
          ],
        }),
      ],
    }),
  ],
  play: async () => {
    await settled();
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Size'), '0.01');
    await userEvent.click(screen.getByRole('checkbox', { name: 'TP/SL' }));
    await userEvent.type(await field('Take profit'), '70000');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long' }));
    await waitFor(async () =>
      expect(await field('Price')).toHaveAccessibleDescription('Price is outside the allowed band'),
    );
    await expect(await field('Take profit')).toHaveAccessibleDescription(
      'Take profit must be above the entry price',
    );
  },
};

export const Submitting: Story = {
  loaders: [
    formLoader({ user: userFixture, handlers: [...flat, mockRouteLoading('contractOpen')] }),
  ],
  play: async () => {
    await settled();
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Size'), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Buy / Long' }));
    const long = screen.getByRole('button', { name: 'Buy / Long' });
    await waitFor(() => expect(long).toHaveAttribute('aria-busy', 'true'));
    await expect(screen.getByRole('button', { name: 'Sell / Short' })).toBeDisabled();
  },
};

export const SignedOut: Story = {
  tags: ['visual'],
  loaders: [formLoader({ user: null })],
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login?redirect=%2Fcontract-trade',
    );
    await expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/user/register',
    );
    await expect(screen.queryByRole('button', { name: 'Buy / Long' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Leverage: 20×' })).toBeDisabled();
  },
};

/** Right to left, in Arabic: the form's own words and the document's direction. */
export const Arabic: Story = {
  tags: ['visual'],
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: /20×/ })).toBeEnabled());
    const form = canvasElement.querySelector('form');
    if (form === null) throw new Error('The order form did not render');
    await expect(getComputedStyle(form).direction).toBe('rtl');
    await expect(canvas.getAllByRole('button', { name: /[\u0600-\u06FF]/ }).length).toBeGreaterThan(
      1,
    );
  },
};
