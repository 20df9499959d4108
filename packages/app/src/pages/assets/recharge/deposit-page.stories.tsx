import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Deposit } from '@exchange/api';
import {
  demoConfigFixture,
  depositsFixture,
  mockRoute,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
  userFixture,
} from '@exchange/api/msw';
import { inArabic } from '../../../testing/in-arabic.ts';
import { StoryAppView, type StoryApp } from '../../../testing/story-app.tsx';
import { appLoader } from '../../../testing/story-loaders.tsx';
import { shellSettled } from '../shared/story-settle.ts';

const PATH = '/assets/recharge?coin=USDT';

const meta = {
  title: 'App/Pages/Assets/Deposit',
  parameters: { layout: 'fullscreen' },
  render: (_args, { loaded }) => <StoryAppView story={loaded.story as StoryApp} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const recent = () => screen.findByRole('table', { name: 'Recent deposits' });

export const Loading: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteLoading('rechargeWithdraw')] }),
  ],
  play: async () => {
    await expect(await screen.findByRole('status', { name: 'Deposit' })).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('data-state', 'loading');
    await shellSettled();
  },
};

export const Empty: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRoute('rechargeWithdraw', [])] }),
  ],
  play: async () => {
    await expect(await screen.findByText('No coin takes deposits yet.')).toBeVisible();
  },
};

/** USDT on TRC20: the address, its QR code, and a deposit still confirming (6 of 20). */
export const Filled: Story = {
  tags: ['visual'],
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async () => {
    const main = screen.getByRole('main');
    await expect(
      await screen.findByText(/^USDT address on \u2066?Tron \(TRC20\)\u2069?$/),
    ).toBeVisible();
    await expect(
      screen.getByRole('img', { name: 'QR code of the USDT deposit address' }),
    ).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Copy address' })).toBeVisible();
    // The network shows its confirmations and minimum deposit.
    await expect(screen.getByRole('button', { name: 'Network' })).toHaveTextContent(
      /Tron \(TRC20\)Confirmations: 20 · Minimum deposit: \u2066?10 USDT/,
    );
    // No memo on TRC20.
    await expect(screen.queryByText('This network needs a memo.')).toBeNull();
    const table = await recent();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    // The fixture lists the credited one first.
    const [, credited, pending] = within(table).getAllByRole('row');
    await expect(pending).toHaveTextContent('250 USDTConfirming 6/20');
    await expect(credited).toHaveTextContent('10,000 USDTCredited');
    await expect(main).toHaveAttribute('data-state', 'ready');
  },
};

export const Arabic: Story = inArabic(Filled, async () => {
  await expect(
    await screen.findByText(/^عنوان USDT على \u2066?Tron \(TRC20\)\u2069?$/),
  ).toBeVisible();
});

/** XRP needs a memo: it is shown with its own copy button and a warning nobody can miss. */
export const MemoRequired: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: '/assets/recharge?coin=XRP',
      user: userFixture,
      handlers: [
        routeHandler('getDepositAddress', ({ body }) => ({
          coin_id: body.coin_id,
          coin_name: 'XRP',
          network: body.network,
          address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
          memo: '2718281',
        })),
      ],
    }),
  ],
  play: async () => {
    const warning = await screen.findByRole('note');
    await expect(screen.getByText('2718281')).toBeVisible();
    await expect(warning).toHaveTextContent('This network needs a memo.');
    await expect(screen.getByRole('button', { name: 'Copy memo' })).toBeVisible();
    await expect(await screen.findByText('No XRP deposits yet.')).toBeVisible();
  },
};

export const Failed: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [mockRouteFailure('rechargeWithdraw', { status: 500, message: 'Internal error' })],
    }),
  ],
  play: async () => {
    const main = screen.getByRole('main');
    await expect(await within(main).findByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(within(main).getByRole('alert')).toHaveTextContent(
      'The exchange had a problem (error 500).',
    );
    await expect(main).toHaveAttribute('data-state', 'error');
    await shellSettled();
  },
};

export const NoDepositsYet: Story = {
  loaders: [
    appLoader({ path: PATH, user: userFixture, handlers: [mockRouteEmpty('getDeposits')] }),
  ],
  play: async () => {
    await expect(await screen.findByText('No USDT deposits yet.')).toBeVisible();
  },
};

/** Choosing another coin and network puts the coin in the URL and asks for that address. */
export const ChooseCoinAndNetwork: Story = {
  loaders: [appLoader({ path: PATH, user: userFixture })],
  play: async ({ loaded }) => {
    const { app } = loaded.story as StoryApp;
    await userEvent.click(await screen.findByRole('button', { name: 'Network' }));
    await userEvent.click(await screen.findByRole('option', { name: /Ethereum \(ERC20\)/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Network' })).toHaveTextContent(
        /Ethereum \(ERC20\)Confirmations: 12 · Minimum deposit: \u2066?20 USDT/,
      ),
    );
    // The coin picker searches: typing narrows the list to BTC.
    await userEvent.click(screen.getByRole('button', { name: 'Coin' }));
    await userEvent.type(await screen.findByRole('combobox', { name: 'Search coins' }), 'bt');
    await userEvent.click(await screen.findByRole('option', { name: 'BTC' }));
    await waitFor(() => expect(app.router.state.location.search).toEqual({ coin: 'BTC' }));
    await expect(await screen.findByText('Recent BTC deposits')).toBeVisible();
  },
};

/** A deposit gains confirmations while the page watches, then reads "Credited". */
export const ConfirmingThenCredited: Story = {
  loaders: [
    async (context) => {
      const pending = depositsFixture.find((row) => row.status === 'confirming');
      if (!pending) throw new Error('The deposits fixture lost its pending row');
      let asked = 0;
      const handler = routeHandler('getDeposits', ({ query }) => {
        asked += 1;
        const row: Deposit =
          asked < 3
            ? pending
            : asked < 4
              ? { ...pending, confirmations: 19 }
              : { ...pending, confirmations: 20, status: 'credited' };
        return { list: [row], page: query.page, limit: query.limit, total: 1 };
      });
      return appLoader({ path: PATH, user: userFixture, handlers: [handler] })(context);
    },
  ],
  play: async () => {
    const table = await recent();
    await waitFor(() => expect(table).toHaveTextContent(/Confirming (6|19)\/20/));
    await waitFor(() => expect(table).toHaveTextContent('Confirming 19/20'), { timeout: 8000 });
    await waitFor(() => expect(table).toHaveTextContent('250 USDTCredited'), { timeout: 8000 });
  },
};

/** A deposit the chain dropped, as the demo makes one: "Failed", nothing credited. */
const failedDeposit: Deposit = {
  id: 39,
  coin_id: 1,
  coin_name: 'USDT',
  network: 'TRC20',
  address: depositsFixture[0]?.address ?? '',
  amount: '75',
  tx_hash: 'badc0ffee0ddf00d1234567890abcdef1234567890abcdef1234567890abcdef',
  confirmations: 0,
  required_confirmations: 20,
  status: 'failed',
  created_at: (depositsFixture[0]?.created_at ?? 0) + 60_000,
};

/**
 * A demo server's chain for a story: the fixture's deposits, then each simulated one on top at
 * 0 of 20 confirmations; one sent to fail reads "failed" from the next ask on (its next block).
 */
function demoChain() {
  const sent: { deposit: Deposit; fail: boolean; asked: number }[] = [];
  const handlers = [
    mockRoute('getConfig', demoConfigFixture),
    routeHandler('demoDeposit', ({ body }) => {
      const deposit: Deposit = {
        ...failedDeposit,
        id: 100 + sent.length,
        amount: body.amount,
        status: 'confirming',
      };
      sent.push({ deposit, fail: body.fail === true, asked: 0 });
      return deposit;
    }),
    routeHandler('getDeposits', ({ query }) => {
      const seen = sent.map((item) => {
        item.asked += 1;
        return item.fail && item.asked > 1
          ? { ...item.deposit, status: 'failed' as const }
          : item.deposit;
      });
      const list = [...seen.reverse(), ...depositsFixture].filter(
        (row) => row.coin_id === query.coin_id,
      );
      return { list, page: query.page, limit: query.limit, total: list.length };
    }),
  ];
  return { handlers, sent };
}

/** A demo server: "Simulate a deposit" under the address, and a deposit the chain dropped. */
export const DemoMode: Story = {
  tags: ['visual'],
  loaders: [
    appLoader({
      path: PATH,
      user: userFixture,
      handlers: [
        mockRoute('getConfig', demoConfigFixture),
        routeHandler('getDeposits', ({ query }) => {
          const list = [failedDeposit, ...depositsFixture].filter(
            (row) => row.coin_id === query.coin_id,
          );
          return { list, page: query.page, limit: query.limit, total: list.length };
        }),
      ],
    }),
  ],
  play: async () => {
    const form = await screen.findByRole('region', { name: 'Simulate a deposit' });
    // Ten times TRC20's minimum of 10 USDT.
    await expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('100');
    const table = await recent();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('75 USDTFailed');
  },
};

/** Simulating a deposit: it appears in the list at 0 of 20 confirmations. */
export const SimulateDeposit: Story = {
  loaders: [
    async (context) => {
      const chain = demoChain();
      const loaded = await appLoader({ path: PATH, user: userFixture, handlers: chain.handlers })(
        context,
      );
      return { ...loaded, chain };
    },
  ],
  play: async ({ loaded }) => {
    const { sent } = loaded.chain as ReturnType<typeof demoChain>;
    const form = await screen.findByRole('region', { name: 'Simulate a deposit' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '42.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Simulate a deposit' }));
    const table = await recent();
    await waitFor(() => expect(table).toHaveTextContent('42.5 USDTConfirming 0/20'));
    await expect(sent.map((item) => [item.deposit.amount, item.fail])).toEqual([['42.5', false]]);
    await expect(await screen.findByText(/^Deposit of 42\.5\sUSDT sent\./)).toBeVisible();
  },
};

/** "Make it fail": the chain drops the deposit at its next block and the list says so. */
export const SimulateFailingDeposit: Story = {
  loaders: SimulateDeposit.loaders,
  play: async ({ loaded }) => {
    const { sent } = loaded.chain as ReturnType<typeof demoChain>;
    const form = await screen.findByRole('region', { name: 'Simulate a deposit' });
    await userEvent.click(within(form).getByRole('checkbox', { name: /Make it fail/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Simulate a deposit' }));
    const table = await recent();
    await waitFor(() => expect(table).toHaveTextContent('100 USDTConfirming 0/20'));
    await expect(sent.map((item) => item.fail)).toEqual([true]);
    // The page asks again while a deposit is confirming: the next answer has it failed.
    await waitFor(() => expect(table).toHaveTextContent('100 USDTFailed'), { timeout: 8000 });
  },
};
