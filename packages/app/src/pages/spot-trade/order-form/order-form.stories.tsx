import { createContext, use, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { I18n } from '@lingui/core';
import { ApiFailureError, RequestTimeoutError } from '@exchange/api';
import { i18nLoader, WithI18n } from '../../../testing/story-loaders.tsx';

/** A number with its unit as the messages carry it: one isolated left-to-right run. */
const ltr = (text: string) => `\u2066${text}\u2069`;
import { OrderForm, type OrderFormProps } from './order-form.tsx';
import { BTC } from './order-form-fixtures.ts';
import type { BookSides } from '@exchange/formulas';

/** Asks starting 10 % above the last price: a market buy is far from it. */
const thinBook = (): BookSides => ({
  asks: [
    ['70400', '0.01'],
    ['71000', '1'],
  ],
  bids: [['63990', '1']],
});

const Content = createContext<ReactNode>(null);

function FrameContent() {
  return use(Content);
}

/** A memory router at /spot-trade, so the sign-in links render real hrefs. */
function RouterFrame({ children }: { children: ReactNode }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: FrameContent }),
      history: createMemoryHistory({ initialEntries: ['/spot-trade'] }),
    }),
  );
  return (
    <Content value={children}>
      <RouterProvider router={router} />
    </Content>
  );
}

function Framed({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <WithI18n i18n={i18n}>
      <RouterFrame>{children}</RouterFrame>
    </WithI18n>
  );
}

const meta = {
  title: 'App/Spot trade/Order form',
  component: OrderForm,
  loaders: [i18nLoader],
  args: {
    pair: BTC,
    lastPrice: '64000',
    balances: { base: '0.5', quote: '1000' },
    signedIn: true,
    onSubmit: fn(() => Promise.resolve()),
  },
  render: (args, { loaded }) => (
    <Framed i18n={loaded.i18n as I18n}>
      <OrderForm {...args} />
    </Framed>
  ),
} satisfies Meta<typeof OrderForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (name: string) => screen.findByRole('textbox', { name });

export const Empty: Story = {
  play: async () => {
    await expect(await screen.findByRole('tab', { name: 'Limit' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(screen.getByRole('button', { name: 'Buy', pressed: true })).toBeVisible();
    await expect(screen.getByText('1,000.00 USDT')).toBeVisible();
    await expect(screen.getByText(`Fee: maker ${ltr('0.1%')}, taker ${ltr('0.2%')}`)).toBeVisible();
    await expect(await field('Price')).toHaveValue('');
  },
};

export const FilledLimitBuy: Story = {
  play: async ({ args }) => {
    await userEvent.type(await field('Price'), '64000.57');
    await userEvent.type(await field('Amount'), '0.00013');
    await expect(await field('Total')).toHaveValue('8.32');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ side: 'buy', type: 'limit', price: '64000.57', amount: '0.00013' }),
    );
    await expect(await screen.findByRole('status')).toHaveTextContent(
      `Buy order placed: ${ltr('0.00013 BTC')}.`,
    );
  },
};

export const MarketSell: Story = {
  play: async () => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Market' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await expect(screen.getByText('Market price')).toBeVisible();
    await expect(screen.getByText('0.50000 BTC')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '50%' }));
    await expect(await field('Amount')).toHaveValue('0.25');
    await expect(await field('Total (estimated)')).toHaveValue('16000');
    await expect(screen.getByText(`Fee: taker ${ltr('0.2%')}`)).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Sell BTC' })).toBeEnabled();
  },
};

export const MissingFields: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Buy BTC' }));
    await expect(await field('Price')).toHaveAccessibleDescription('Enter a price.');
    await expect(await field('Amount')).toHaveAccessibleDescription('Enter an amount.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BelowMinimum: Story = {
  play: async ({ args }) => {
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Amount'), '0.00005');
    await userEvent.tab();
    await expect(await field('Amount')).toHaveAccessibleDescription(
      `The minimum amount is ${ltr('0.0001\u00a0BTC')}.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await expect(await field('Total')).toHaveAccessibleDescription(
      `The minimum order value is ${ltr('5\u00a0USDT')}.`,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InsufficientBalance: Story = {
  play: async ({ args }) => {
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Amount'), '1');
    await expect(await field('Total')).toHaveAccessibleDescription(
      `Insufficient USDT balance: ${ltr('1,000.00')} available.`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await expect(await field('Amount')).toHaveAccessibleDescription(
      `Insufficient BTC balance: ${ltr('0.50000')} available.`,
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FarFromMarketConfirm: Story = {
  args: { getOrderBook: thinBook },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('tab', { name: 'Market' }));
    await userEvent.type(await field('Amount'), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Far from the last price' });
    await expect(dialog).toHaveTextContent(
      `Market buy of ${ltr('0.01000 BTC')}. Estimated price ${ltr('70,400.00 USDT')}, ${ltr('10.00%')} above the last price ${ltr('64,000.00 USDT')}.`,
    );
    await expect(screen.getByRole('button', { name: 'Buy anyway' })).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerRejection: Story = {
  args: {
    onSubmit: fn(() =>
      Promise.reject(
        new ApiFailureError('spotPlaceOrder', 422, {
          status: 'error',
          code: 422,
          data: null,
          message: 'Insufficient USDT balance',
        }),
      ),
    ),
  },
  play: async () => {
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Amount'), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Order rejected: Insufficient USDT balance',
    );
    await expect(await field('Amount')).toHaveValue('0.01');
    await expect(await field('Total')).toHaveValue('640');
  },
};

/** Issue 15: the POST got no answer (the server went down); the order may have been placed. */
export const NoAnswer: Story = {
  args: { onSubmit: fn(() => Promise.reject(new RequestTimeoutError('spotPlaceOrder', 20_000))) },
  play: async () => {
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Amount'), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const alert = await screen.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'The exchange did not answer in time. Your order may or may not have been placed: check Open orders before trying again.',
    );
    await expect(alert).not.toHaveTextContent('spotPlaceOrder');
    await expect(await field('Amount')).toHaveValue('0.01');
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ args }) => {
    await userEvent.type(await field('Price'), '64000');
    await userEvent.type(await field('Amount'), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    const submit = screen.getByRole('button', { name: 'Buy BTC' });
    await waitFor(() => expect(submit).toBeDisabled());
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const SignedOut: Story = {
  args: { signedIn: false, balances: null },
  play: async () => {
    await expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login?redirect=%2Fspot-trade',
    );
    await expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/user/register',
    );
    await expect(screen.queryByRole('button', { name: 'Buy BTC' })).toBeNull();
    await expect(screen.queryByText('Available')).toBeNull();
  },
};

export const BalancesLoading: Story = {
  args: { balances: null },
  play: async () => {
    await expect(await screen.findByText('Loading…')).toBeVisible();
    await expect(
      screen.getByRole('slider', { name: 'Order size (% of available)' }),
    ).toHaveAttribute('data-disabled');
  },
};

export const Halted: Story = {
  args: { pair: { ...BTC, status: 'halted' } },
  play: async () => {
    await expect(await screen.findByText('Trading is halted on this pair.')).toBeVisible();
    await expect(await field('Price')).toBeDisabled();
    await expect(screen.getByRole('button', { name: 'Buy BTC' })).toBeDisabled();
  },
};

/** The pair list refreshes with a coarser tick while a price is typed: the form says so. */
function TickSizeChangeFrame(props: OrderFormProps) {
  const [pair, setPair] = useState(props.pair);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setPair({ ...pair, price_precision: 1 });
        }}
      >
        Change the tick to 0.1
      </button>
      <OrderForm {...props} pair={pair} />
    </>
  );
}

export const TooManyDecimals: Story = {
  render: (args, { loaded }) => (
    <Framed i18n={loaded.i18n as I18n}>
      <TickSizeChangeFrame {...args} />
    </Framed>
  ),
  play: async ({ args }) => {
    await userEvent.type(await field('Price'), '64000.55');
    await userEvent.type(await field('Amount'), '0.01');
    await userEvent.click(screen.getByRole('button', { name: 'Change the tick to 0.1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Buy BTC' }));
    await expect(await field('Price')).toHaveAccessibleDescription('Use at most 1 decimal.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const STATES: readonly { name: string; props: Partial<OrderFormProps> }[] = [
  { name: 'Empty', props: {} },
  { name: 'Picked price', props: { pickedPrice: { price: '63990.5', nonce: 1 } } },
  { name: 'Balances loading', props: { balances: null } },
  { name: 'Signed out', props: { signedIn: false, balances: null } },
  { name: 'Halted', props: { pair: { ...BTC, status: 'halted' } } },
];

/** Every state that needs no typing, side by side: the visual baseline. */
export const AllStates: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (args, { loaded }) => (
    <Framed i18n={loaded.i18n as I18n}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, padding: 16 }}>
        {STATES.map((state) => (
          <div key={state.name} style={{ inlineSize: 320 }}>
            <OrderForm {...args} {...state.props} />
          </div>
        ))}
      </div>
    </Framed>
  ),
  play: async () => {
    const prices = await screen.findAllByRole('textbox', { name: 'Price' });
    await expect(prices.map((input) => (input as HTMLInputElement).value)).toEqual([
      '',
      '63990.5',
      '',
      '',
      '',
    ]);
    await expect(screen.getAllByRole('link', { name: 'Log in' })).toHaveLength(1);
  },
};
