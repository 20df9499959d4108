import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { mockRoute, mockRouteFailure, mockRouteLoading, userFixture } from '@exchange/api/msw';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { inArabic } from '../../../testing/in-arabic.ts';
import { storyWallet } from '../shared/assets-story-kit.ts';
import { HIDE_AMOUNTS_KEY } from '../shared/use-hide-amounts.ts';
import { HIDE_SMALL_KEY } from './spot-rows.ts';
import { shellSettled } from '../shared/story-settle.ts';

const PATH = '/assets/spot-account';

const meta = {
  title: 'App/Pages/Assets/Spot account',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const balances = () => screen.findByRole('table', { name: 'Spot balances' });
/** The coins in row order, read from each row's Transfer button (the logo's initials aside). */
const coins = (table: HTMLElement) =>
  within(table)
    .getAllByRole('button', { name: /^Transfer / })
    .map((button) => button.getAttribute('aria-label')?.replace('Transfer ', ''));

export const Loading: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('wallet')] })],
  play: async () => {
    await expect(await screen.findByText('Loading balances…')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
    await shellSettled();
  },
};

export const Empty: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRoute('wallet', { account: 'spot', list: [], trade: null })],
    }),
  ],
  play: async () => {
    await expect(await screen.findByText('No balances yet. Deposit to get started.')).toBeVisible();
  },
};

export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const table = await balances();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    // Sorted by value, largest first.
    await expect(coins(table)).toEqual(['BTC', 'USDT', 'ETH', 'SOL', 'XRP']);
    await expect(screen.getByRole('main')).toHaveTextContent('24,106.94');
    const btc = within(table).getByRole('link', { name: 'Trade BTC' });
    await expect(btc).toHaveAttribute('href', '/spot-trade?symbol=BTCUSDT');
    await expect(within(table).getByRole('link', { name: 'Deposit BTC' })).toHaveAttribute(
      'href',
      '/assets/recharge?coin=BTC',
    );
    await expect(within(table).getByRole('link', { name: 'Withdraw BTC' })).toHaveAttribute(
      'href',
      '/assets/withdraw?coin=BTC',
    );
    // USDT is only a quote coin: no pair to trade it on.
    await expect(within(table).queryByRole('link', { name: 'Trade USDT' })).toBeNull();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('wallet', { status: 500, message: 'Internal error' })],
    }),
  ],
  play: async () => {
    const main = await screen.findByRole('main');
    const retry = await within(main).findByRole('button', { name: 'Retry' });
    await expect(retry.closest('[role="alert"]')).toHaveTextContent(
      'The exchange had a problem (error 500).',
    );
    await expect(main).toHaveAttribute('data-state', 'error');
    await shellSettled();
  },
};

/** Frozen balances say what holds them, as the server splits it: 1,000 USDT is withdrawing. */
export const FrozenTooltip: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const table = await balances();
    const usdt = await within(table).findByRole('button', { name: /Frozen USDT/ });
    await waitFor(() =>
      expect(usdt).toHaveAccessibleName(
        '1,000 Frozen USDT: Open orders: 0\u00a0USDT. Pending withdrawals: 1,000\u00a0USDT.',
      ),
    );
    await userEvent.hover(usdt);
    // toHaveTextContent reads the no-break spaces as spaces.
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Open orders: 0 USDT. Pending withdrawals: 1,000 USDT.',
    );
    // BTC: nothing is withdrawing, so open orders hold all 0.05.
    await expect(within(table).getByRole('button', { name: /Frozen BTC/ })).toHaveAccessibleName(
      '0.05 Frozen BTC: Open orders: 0.05\u00a0BTC. Pending withdrawals: 0\u00a0BTC.',
    );
  },
};

/**
 * The split is the server's (freeze_orders, freeze_withdrawals), not worked out on the page: here
 * 1,500 USDT is frozen, 400 by open orders and 1,100 by withdrawals, and the withdrawals list is
 * not asked for at all.
 */
export const FrozenSplitFromServer: Story = {
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRoute('wallet', {
          account: 'spot',
          trade: null,
          list: [
            {
              coin_id: 1,
              coin_name: 'USDT',
              logo: '/coins/usdt.svg',
              balance: '500',
              freeze: '1500',
              freeze_orders: '400',
              freeze_withdrawals: '1100',
              total_balance: '2000',
              usdt_equivalence: '2000',
            },
          ],
        }),
        mockRouteFailure('getWithdraw', { status: 500, message: 'Not to be asked' }),
      ],
    }),
  ],
  play: async () => {
    const table = await balances();
    await expect(
      await within(table).findByRole('button', { name: /Frozen USDT/ }),
    ).toHaveAccessibleName(
      '1,500 Frozen USDT: Open orders: 400\u00a0USDT. Pending withdrawals: 1,100\u00a0USDT.',
    );
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const SearchSortAndHideSmall: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async ({ loaded }) => {
    const table = await balances();
    await waitFor(() => expect(coins(table)).toHaveLength(5));
    await userEvent.type(screen.getByLabelText('Search coins'), 'so');
    await expect(coins(table)).toEqual(['SOL']);
    await userEvent.clear(screen.getByLabelText('Search coins'));

    await userEvent.click(within(table).getByRole('button', { name: 'Coin' }));
    await expect(coins(table)).toEqual(['BTC', 'ETH', 'SOL', 'USDT', 'XRP']);

    await userEvent.click(screen.getByRole('checkbox', { name: /Hide small balances/ }));
    await expect(coins(table)).toEqual(['BTC', 'ETH', 'SOL', 'USDT']);
    const { app } = loaded.story as StoryApp;
    await expect(app.services.storage.get(HIDE_SMALL_KEY)).toBe('true');
  },
};

export const AmountsHidden: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture, storage: { [HIDE_AMOUNTS_KEY]: 'true' } })],
  play: async ({ loaded }) => {
    const table = await balances();
    await waitFor(() => expect(coins(table)).toHaveLength(5));
    await expect(screen.getByRole('main')).not.toHaveTextContent('24,106.94');
    await expect(table).not.toHaveTextContent('8,250.5');
    const eye = screen.getByRole('button', { name: 'Hide amounts' });
    await expect(eye).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(eye);
    await expect(screen.getByRole('main')).toHaveTextContent('24,106.94');
    const { app } = loaded.story as StoryApp;
    await expect(app.services.storage.get(HIDE_AMOUNTS_KEY)).toBe('false');
  },
};

/** A transfer from a row: the dialog starts on that coin, and the row follows without a reload. */
export const TransferFromRow: Story = {
  loaders: [
    async (context) => {
      const world = storyWallet();
      return appLoader({ path: PATH, user: userFixture, handlers: world.handlers })(context);
    },
  ],
  play: async () => {
    const table = await balances();
    await userEvent.click(await within(table).findByRole('button', { name: 'Transfer ETH' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer' });
    await waitFor(() => expect(dialog).toHaveTextContent('Available to transfer 0.5 ETH'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Max' }));
    await expect(within(dialog).getByLabelText('Amount')).toHaveValue('0.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transfer' })).toBeNull());
    const eth = within(table).getByRole('button', { name: 'Transfer ETH' }).closest('tr');
    if (!eth) throw new Error('The ETH row is missing');
    await waitFor(() => expect(within(eth).getAllByRole('cell')[1]).toHaveTextContent(/^0$/));
  },
};

/** Right to left: the balances in Arabic, every row there before the baseline is taken. */
export const Arabic: Story = inArabic(Filled, async () => {
  const table = await screen.findByRole('table', { name: 'الأرصدة الفورية' });
  await waitFor(() =>
    expect(within(table).getAllByRole('button', { name: /^تحويل / })).toHaveLength(5),
  );
});
