import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/create-api-client.ts';
import { LoginExpiredError, RequestAbortedError, SessionInvalidError } from '../client/errors.ts';
import { ANNOUNCEMENTS_CATEGORY, HELP_TOPIC_CATEGORIES } from '../article.ts';
import { CONFIG_KEYS } from '../config.ts';
import { apiRoutes, type RouteInput, type RouteName } from '../routes.ts';
import {
  createHandlers,
  mockRoute,
  mockRouteEmpty,
  mockRouteFailure,
  mockRouteLoading,
  routeHandler,
} from './handlers.ts';
import { productSampleInputs } from './product-samples.ts';

const BASE = 'http://exchange.test';
const server = setupServer(...createHandlers());

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});

function client(token: string | null = 'fixture-token') {
  const hooks = { onSessionInvalid: vi.fn(), onMessage: vi.fn(), onUnauthorized: vi.fn() };
  const api = createApiClient({
    baseUrl: BASE,
    getToken: () => token,
    getLocale: () => 'en',
    deviceId: 'dev',
    hooks,
  });
  return { api, hooks };
}

const avatar = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });

/** A valid request for every route: each must come back ok and match its response schema. */
const sampleInputs: { [N in RouteName]: RouteInput<N> } = {
  getConfig: {},
  rechargeWithdraw: { query: { coin_id: 1 } },
  appVersion: {},
  languages: {},
  getUserInfo: {},
  updateUserInfo: { body: { nickname: 'Ann', avatar } },
  login: { body: { email: 'Trader@Exchange.example', password: 'secret123' } },
  logout: {},
  register: {
    body: {
      email: 'new@exchange.example',
      password: 'secret123',
      email_code: '123456',
      invite_code: 'DEMO7Q2X',
    },
  },
  getCaptcha: { body: { email: 'new@exchange.example', type: 'register' } },
  checkUser: { body: { email: 'trader@exchange.example' } },
  forgetPassword: {
    body: { email: 'trader@exchange.example', email_code: '123456', password: 'secret456' },
  },
  getAcceptInviteUsers: { query: { page: 1, limit: 2 } },
  getAsset: {},
  wallet: { query: { account: 'spot', symbol: 'BTCUSDT' } },
  transferAvailable: { query: { coin_id: 1, from: 'spot' } },
  contractAccount: {},
  getDepositAddress: { body: { coin_id: 1, network: 'TRC20' } },
  getDeposits: { query: { status: 'confirming' } },
  transfer: { body: { coin_id: 1, from: 'spot', to: 'futures', amount: '100' } },
  withdraw: {
    body: {
      coin_id: 1,
      network: 'TRC20',
      address: 'TUvfauKGgT6y1iWvAQoPMXxLt7VQC6diES',
      amount: '100.5',
      email_code: '123456',
    },
  },
  getWithdraw: {},
  cancelWithdraw: { body: { id: 15 } },
  withdrawQuota: { query: { coin_id: 1, network: 'TRC20' } },
  statements: { query: { coin_id: 1, page: 1, limit: 3 } },
  statementsExport: { query: { coin_id: 1 } },
  assetHistory: { query: { days: 30 } },
  getWithdrawalAddressBook: {},
  addAddress: { body: { coin_id: 1, network: 'TRC20', address: 'TNewAddr', label: 'Mine' } },
  deleteAddress: { body: { id: 3 } },
  spotPairs: {},
  spotPlaceOrder: {
    body: {
      symbol: 'BTCUSDT',
      side: 'buy',
      type: 'limit',
      price: '63000',
      amount: '0.01',
      client_order_id: 'web-1',
    },
  },
  spotOrders: { query: { state: 'open', symbol: 'BTCUSDT' } },
  spotCancelOrder: { params: { id: 1 } },
  spotFills: { query: { symbol: 'BTCUSDT' } },
  spotCancelAll: { body: { symbol: 'BTCUSDT' } },
  spotOrdersExport: { query: { state: 'history', symbol: 'BTCUSDT' } },
  spotFillsExport: { query: { symbol: 'BTCUSDT', side: 'buy' } },
  spotDepth: { query: { symbol: 'BTCUSDT', limit: 5 } },
  spotKline: {
    query: { symbol: 'BTCUSDT', period: '1H', from: 1_763_000_000_000, to: 1_763_800_000_000 },
  },
  contractPairs: {},
  contractOpen: {
    body: {
      symbol: 'BTCUSDT',
      side: 'long',
      type: 'market',
      amount: '0.1',
      leverage: 20,
      margin_mode: 'cross',
      client_order_id: 'c-1',
    },
  },
  contractClose: {
    body: { position_id: 1, type: 'limit', price: '70000', amount: '0.05', client_order_id: 'c-2' },
  },
  contractPositionUpdate: { body: { position_id: 2, stop_loss: '3300' } },
  contractEntrustCancel: { body: { id: 41 } },
  contractAdjustLever: { body: { symbol: 'BTCUSDT', leverage: 50, margin_mode: 'isolated' } },
  contractPositions: {},
  contractEntrusts: { query: { state: 'history' } },
  contractDepth: { query: { symbol: 'ETHUSDT' } },
  contractLever: { query: { symbol: 'BTCUSDT' } },
  contractEntrustsExport: { query: { state: 'history', symbol: 'BTCUSDT' } },
  contractFills: {},
  contractFunding: { query: { symbol: 'BTCUSDT' } },
  contractFundingRates: { query: { symbol: 'BTCUSDT' } },
  contractStats: { query: { symbol: 'ETHUSDT', limit: 24 } },
  contractKline: {
    query: {
      symbol: 'BTCUSDT',
      period: '1m',
      from: 1_700_000_000_000,
      to: 1_700_000_600_000,
      price: 'mark',
    },
  },
  contractInsuranceFund: {},
  demoContractIndex: { body: { symbol: 'BTCUSDT', price: '60000' } },
  optionPairs: {},
  optionTimes: {},
  optionOpen: {
    body: { symbol: 'BTCUSDT', time_id: 2, direction: 'up', amount: '100', client_order_id: 'o-1' },
  },
  optionOrders: { query: { state: 'history' } },
  optionOrdersExport: { query: { state: 'history', symbol: 'BTCUSDT' } },
  demoOptionIndex: { body: { symbol: 'BTCUSDT', price: '64000' } },
  optionDepth: { query: { symbol: 'BTCUSDT' } },
  articleCategories: {},
  articles: { query: { category_id: 2 } },
  article: { params: { id: 8 } },
  demoMailbox: { query: { email: 'trader@exchange.example' } },
  demoDeposit: { body: { coin_id: 2, network: 'BTC', amount: '0.5' } },
  demoSimulator: { body: { running: false } },
  ...productSampleInputs,
};

describe('MSW handlers from the route table', () => {
  it('has one handler per route', () => {
    expect(createHandlers()).toHaveLength(Object.keys(apiRoutes).length);
  });

  it.each(Object.keys(sampleInputs) as RouteName[])(
    '%s answers fixtures that pass its response schema',
    async (name) => {
      const { api, hooks } = client();
      const input = sampleInputs[name] as RouteInput<'getConfig'>;
      const result = await api.request(name as 'getConfig', input);
      expect(result.ok, JSON.stringify(result)).toBe(true);
      expect(hooks.onMessage).not.toHaveBeenCalled();
    },
  );

  it('serves every config key of SPEC.md section 3', async () => {
    const config = await client().api.call('getConfig');
    expect(config.map((entry) => entry.keywords).sort()).toEqual([...CONFIG_KEYS].sort());
  });

  it('filters and paginates lists', async () => {
    const { api } = client();
    const open = await api.call('spotOrders', { query: { state: 'open' } });
    expect(open.list.map((order) => order.status)).toEqual(['open', 'partial', 'open']);
    const history = await api.call('spotOrders', {
      query: { state: 'history', page: 2, limit: 2 },
    });
    expect(history).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(history.list).toHaveLength(1);
  });

  it("filters the user's spot fills by pair and pages them newest first", async () => {
    const { api } = client();
    const btc = await api.call('spotFills', { query: { symbol: 'BTCUSDT' } });
    expect(btc.total).toBe(3);
    expect(btc.list.map((fill) => fill.id)).toEqual([105, 104, 103]);
    const second = await api.call('spotFills', { query: { page: 2, limit: 2 } });
    expect(second).toMatchObject({ page: 2, limit: 2, total: 5 });
    expect(second.list.map((fill) => fill.id)).toEqual([103, 102]);
  });

  it('answers 422 naming the field when the input breaks the schema', async () => {
    const { api, hooks } = client();
    const result = await api.request('spotPlaceOrder', {
      body: { symbol: 'BTCUSDT', side: 'buy', type: 'limit', amount: '1', client_order_id: 'x' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(422);
    expect(result.body.data?.errors).toEqual([
      { field: 'price', message: 'A limit order needs a price' },
    ]);
    expect(hooks.onMessage).toHaveBeenCalledWith('price: A limit order needs a price');
  });

  it('answers 422 for a float-looking amount with an exponent', async () => {
    const result = await client().api.request('transfer', {
      body: { coin_id: 1, from: 'spot', to: 'spot', amount: '1e3' },
    });
    expect(result.ok ? [] : result.body.data?.errors.map((error) => error.field)).toEqual([
      'amount',
      'to',
    ]);
  });

  it('answers 404 for an unknown article', async () => {
    const { api, hooks } = client();
    await expect(api.request('article', { params: { id: 999 } })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
    expect(hooks.onMessage).toHaveBeenCalledWith('Article not found', expect.anything());
  });

  it('lists a help topic by its category slug, searches bodies and links neighbours', async () => {
    const { api } = client();
    const topic = await api.call('articles', {
      query: { category: HELP_TOPIC_CATEGORIES.c2c, page: 1, limit: 20 },
    });
    expect(topic.list.map((row) => row.slug)).toEqual([
      'c2c-how-to-buy',
      'c2c-how-to-sell',
      'c2c-escrow',
      'c2c-payment-window',
      'c2c-appeal',
      'c2c-safety',
    ]);
    const found = await api.call('articles', { query: { q: 'ESCROW', page: 1, limit: 20 } });
    expect(found.list.map((row) => row.slug)).toContain('c2c-escrow');
    expect(found.list.every((row) => row.category_id === topic.list[0]?.category_id)).toBe(true);
    const first = await api.call('article', { params: { id: topic.list[0]?.id ?? 0 } });
    expect(first.prev).toBeNull();
    expect(first.next?.id).toBe(topic.list[1]?.id);
    expect(first.category).toMatchObject({ slug: HELP_TOPIC_CATEGORIES.c2c, count: 6 });
    const news = await api.call('articles', {
      query: { category: ANNOUNCEMENTS_CATEGORY, page: 1, limit: 2 },
    });
    expect(news.list.map((row) => row.id)).toEqual([15, 14]);
  });

  it('enforces auth when asked to', async () => {
    server.use(...createHandlers({ enforceAuth: true }));
    const { api, hooks } = client(null);
    await expect(api.request('getAsset')).rejects.toBeInstanceOf(LoginExpiredError);
    expect(hooks.onUnauthorized).toHaveBeenCalledWith('Please log in');
    await expect(api.call('spotPairs')).resolves.toHaveLength(4);
  });
});

describe('route overrides for story states', () => {
  it('mockRoute answers fixed data', async () => {
    server.use(mockRoute('getAsset', { total_assets_usdt: '0', total_assets_btc: '0' }));
    await expect(client().api.call('getAsset')).resolves.toEqual({
      total_assets_usdt: '0',
      total_assets_btc: '0',
    });
  });

  it('routeHandler takes a custom resolver that sees the parsed request', async () => {
    server.use(
      routeHandler('spotDepth', ({ query }) => ({
        symbol: query.symbol,
        bids: [],
        asks: [],
        trades: [],
        timestamp: query.limit,
      })),
    );
    await expect(
      client().api.call('spotDepth', { query: { symbol: 'ETHUSDT', limit: '7' } }),
    ).resolves.toMatchObject({ symbol: 'ETHUSDT', timestamp: 7 });
  });

  it('mockRouteEmpty answers an empty list or an empty page', async () => {
    server.use(mockRouteEmpty('spotPairs'), mockRouteEmpty('getDeposits'));
    const { api } = client();
    await expect(api.call('spotPairs')).resolves.toEqual([]);
    await expect(api.call('getDeposits', { query: { page: 3, limit: 10 } })).resolves.toEqual({
      list: [],
      page: 3,
      limit: 10,
      total: 0,
    });
  });

  it('mockRouteEmpty refuses a route that answers a single object', () => {
    expect(() => mockRouteEmpty('getAsset')).toThrow('Route "getAsset" has no empty form');
  });

  it('mockRouteFailure can end the session with code 4001', async () => {
    server.use(
      mockRouteFailure('getUserInfo', { status: 200, code: 4001, message: 'Signed in elsewhere' }),
    );
    const { api, hooks } = client();
    await expect(api.call('getUserInfo')).rejects.toBeInstanceOf(SessionInvalidError);
    expect(hooks.onSessionInvalid).toHaveBeenCalledWith('Signed in elsewhere');
  });

  it('mockRouteFailure answers a 500', async () => {
    server.use(mockRouteFailure('getAsset', { status: 500, message: 'Ledger offline' }));
    const { api, hooks } = client();
    await expect(api.call('getAsset')).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: 'Ledger offline',
    });
    expect(hooks.onMessage).toHaveBeenCalledWith('Ledger offline', expect.anything());
  });

  it('mockRouteLoading never answers', async () => {
    server.use(mockRouteLoading('spotKline'));
    const controller = new AbortController();
    const pending = client().api.call(
      'spotKline',
      { query: { symbol: 'BTCUSDT', period: '1m', from: 0, to: 60_000 } },
      { signal: controller.signal },
    );
    const outcome = await Promise.race([
      pending.then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 50, 'pending')),
    ]);
    expect(outcome).toBe('pending');
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(RequestAbortedError);
  });
});
