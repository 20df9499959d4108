import { LANGUAGES } from '../envelope.ts';
import type { RouteRequest } from '../routes.ts';
import type { Statement } from '../wallet.ts';
import { MockHttpError, pageOf, type FixtureResolvers } from './resolver-kit.ts';
import { inWindow } from './window-filter.ts';
import {
  addressBookFixture,
  assetFixture,
  contractAccountFixture,
  demoMailFixture,
  depositAddressFixture,
  depositsFixture,
  invitedUsersFixture,
  sessionFixture,
  statementsFixture,
  userFixture,
  walletFixture,
  withdrawalsFixture,
} from './fixtures/account.ts';
import { configFixture, rechargeWithdrawFixture, versionFixture } from './fixtures/config.ts';
import { FIXTURE_NOW, toUnits, trimmedUnits } from './seed.ts';
import { levelLimitFixture } from './fixtures/security.ts';

// Fixture answers of the config, user, wallet, funding and demo routes (articles:
// article-resolvers.ts).

function coinOf(coinId: number) {
  const coin = rechargeWithdrawFixture.find((item) => item.coin_id === coinId);
  if (!coin) throw new MockHttpError(422, `coin_id: Unknown coin ${coinId}`);
  return coin;
}

/** The statement fixture rows matching capital flow's filters (the list and its CSV export). */
export function filterStatements(query: RouteRequest<'statementsExport'>['query']): Statement[] {
  return statementsFixture.filter(
    (row) =>
      (query.coin_id === undefined || row.coin_id === query.coin_id) &&
      (query.account === undefined || row.account === query.account) &&
      (query.type === undefined || row.type === query.type) &&
      (query.from === undefined || row.created_at >= query.from) &&
      (query.to === undefined || row.created_at < query.to) &&
      (query.ref_id === undefined || row.ref_id === query.ref_id),
  );
}

/** Answers of the account-side routes, reacting to filters and pagination. */
export const accountResolvers = {
  getConfig: () => configFixture,
  rechargeWithdraw: ({ query }) =>
    query.coin_id === undefined
      ? rechargeWithdrawFixture
      : rechargeWithdrawFixture.filter((coin) => coin.coin_id === query.coin_id),
  appVersion: () => versionFixture,
  languages: () => [...LANGUAGES],

  getUserInfo: () => userFixture,
  updateUserInfo: ({ body }) => ({
    ...userFixture,
    nickname: body.nickname ?? userFixture.nickname,
    avatar_url: body.avatar ? '/avatars/10001.png' : userFixture.avatar_url,
    language: body.language ?? userFixture.language,
    timezone: body.timezone ?? userFixture.timezone,
    time_24: body.time_24 ?? userFixture.time_24,
    theme: body.theme ?? userFixture.theme,
  }),
  login: ({ body }) => ({ ...sessionFixture, user: { ...userFixture, email: body.email } }),
  logout: () => null,
  register: ({ body }) => ({ ...sessionFixture, user: { ...userFixture, email: body.email } }),
  getCaptcha: () => ({ expires_at: FIXTURE_NOW + 600_000, resend_at: FIXTURE_NOW + 60_000 }),
  checkUser: ({ body }) => ({ exists: body.email === userFixture.email }),
  forgetPassword: () => null,
  getAcceptInviteUsers: ({ query }) =>
    pageOf(
      invitedUsersFixture.filter((row) => inWindow(row.created_at, query)),
      query,
    ),

  getAsset: () => assetFixture,
  wallet: ({ query }) => walletFixture(query.account, query.symbol),
  transferAvailable: ({ query }) => {
    const entry = walletFixture(query.from, undefined).list.find(
      (item) => item.coin_id === query.coin_id,
    );
    const coin = coinOf(query.coin_id);
    return {
      coin_id: coin.coin_id,
      coin_name: coin.coin_name,
      from: query.from,
      available: entry?.balance ?? '0',
    };
  },
  contractAccount: () => contractAccountFixture,
  getDepositAddress: ({ body }) => {
    const coin = coinOf(body.coin_id);
    return {
      ...depositAddressFixture,
      coin_id: coin.coin_id,
      coin_name: coin.coin_name,
      network: body.network,
    };
  },
  getDeposits: ({ query }) =>
    pageOf(
      depositsFixture.filter(
        (row) =>
          (query.coin_id === undefined || row.coin_id === query.coin_id) &&
          (query.status === undefined || row.status === query.status) &&
          inWindow(row.created_at, query),
      ),
      query,
    ),
  transfer: ({ body }) => ({
    id: 901,
    coin_id: body.coin_id,
    coin_name: coinOf(body.coin_id).coin_name,
    from: body.from,
    to: body.to,
    amount: body.amount,
    ref_id: 'transfer:901',
    created_at: FIXTURE_NOW,
  }),
  withdraw: ({ body }) => {
    const coin = coinOf(body.coin_id);
    const fee =
      coin.networks.find((network) => network.network === body.network)?.withdraw_fee ?? '0';
    const template = withdrawalsFixture[2];
    if (!template) throw new Error('withdrawalsFixture lost its pending row');
    if (toUnits(body.amount, 18) <= toUnits(fee, 18))
      throw new MockHttpError(422, `amount: Must exceed the fee ${fee}`);
    return {
      ...template,
      id: 902,
      coin_id: coin.coin_id,
      coin_name: coin.coin_name,
      network: body.network,
      address: body.address,
      memo: body.memo ?? '',
      amount: body.amount,
      fee,
      receive_amount: trimmedUnits(toUnits(body.amount, 18) - toUnits(fee, 18), 18),
      created_at: FIXTURE_NOW,
      updated_at: FIXTURE_NOW,
    };
  },
  getWithdraw: ({ query }) =>
    pageOf(
      withdrawalsFixture.filter(
        (row) =>
          (query.coin_id === undefined || row.coin_id === query.coin_id) &&
          (query.status === undefined || row.status === query.status) &&
          inWindow(row.created_at, query),
      ),
      query,
    ),
  cancelWithdraw: ({ body }) => {
    const row = withdrawalsFixture.find((item) => item.id === body.id);
    if (!row) throw new MockHttpError(404, 'Withdrawal not found');
    if (row.status !== 'pending')
      throw new MockHttpError(400, 'Only a pending withdrawal can be cancelled');
    return { ...row, status: 'cancelled', updated_at: FIXTURE_NOW };
  },
  withdrawQuota: ({ query }) => {
    const coin = coinOf(query.coin_id);
    const rules = coin.networks.find((n) => n.network === query.network);
    if (!rules)
      throw new MockHttpError(422, `network: ${coin.coin_name} is not on ${query.network}`);
    const used = withdrawalsFixture
      .filter(
        (row) =>
          row.coin_id === coin.coin_id &&
          row.network === rules.network &&
          ['pending', 'processing', 'completed'].includes(row.status) &&
          row.created_at > FIXTURE_NOW - 24 * 3_600_000,
      )
      .reduce((sum, row) => sum + toUnits(row.amount, 8), 0n);
    const limit = toUnits(rules.withdraw_daily_limit, 8);
    return {
      coin_id: coin.coin_id,
      coin_name: coin.coin_name,
      network: rules.network,
      limit: rules.withdraw_daily_limit,
      used: trimmedUnits(used, 8),
      remaining: trimmedUnits(limit > used ? limit - used : 0n, 8),
      level_limit: levelLimitFixture,
    };
  },
  statements: ({ query }) => pageOf(filterStatements(query), query),
  getWithdrawalAddressBook: ({ query }) =>
    addressBookFixture.filter(
      (row) => query.coin_id === undefined || row.coin_id === query.coin_id,
    ),
  addAddress: ({ body }) => {
    const coin = coinOf(body.coin_id);
    return {
      id: 903,
      coin_id: coin.coin_id,
      coin_name: coin.coin_name,
      network: body.network,
      address: body.address,
      memo: body.memo ?? '',
      label: body.label,
      created_at: FIXTURE_NOW,
    };
  },
  deleteAddress: ({ body }) => {
    if (!addressBookFixture.some((row) => row.id === body.id))
      throw new MockHttpError(404, 'Address not found');
    return null;
  },

  demoMailbox: ({ query }) => demoMailFixture.filter((mail) => mail.to === query.email),
  // Like the demo chain: the deposit arrives with 0 of its network's confirmations.
  demoDeposit: ({ body }) => {
    const coin = coinOf(body.coin_id);
    const rules = coin.networks.find((network) => network.network === body.network);
    if (!rules)
      throw new MockHttpError(422, `network: ${coin.coin_name} is not on ${body.network}`);
    return {
      id: 908,
      coin_id: coin.coin_id,
      coin_name: coin.coin_name,
      network: rules.network,
      address: depositAddressFixture.address,
      amount: body.amount,
      tx_hash: `demo-${body.coin_id}-${body.amount}`,
      confirmations: 0,
      required_confirmations: rules.confirmations,
      status: 'confirming',
      created_at: FIXTURE_NOW,
    };
  },
  // No simulated market behind the mocks: the answer just echoes the requested state.
  demoSimulator: ({ body }) => ({ running: body.running }),
} satisfies Partial<FixtureResolvers>;
