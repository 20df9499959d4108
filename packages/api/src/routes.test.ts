import { describe, expect, it } from 'vitest';
import { c2cOrderRoutes } from './c2c-orders.ts';
import { c2cAdRoutes } from './c2c.ts';
import { copyTradeRoutes } from './copy-trade.ts';
import { demoProductRoutes } from './demo-products.ts';
import { earnRoutes } from './earn.ts';
import { identityRoutes } from './identity.ts';
import { otcRoutes } from './otc.ts';
import { referralRoutes } from './referral.ts';
import { reportRoutes } from './report.ts';
import { buildPath, type ApiRoute } from './route.ts';
import { apiRoutes } from './routes.ts';
import { securitySessionRoutes } from './security-sessions.ts';
import { securityRoutes } from './security.ts';
import { launchpadRoutes } from './subscription.ts';

/** The call table of SPEC.md section 7, verbatim (contract_close & co. are POST per the spec). */
const SPEC_CALLS = `
GET /config/getConfig; GET /config/rechargeWithdraw; GET /app/last/10; GET /config/language
GET /getUserInfo; POST /updateUserInfo; POST /login; GET /logout; POST /register; POST /getCaptcha; POST /checkUser; POST /security/forgetPassword; GET /getAcceptInviteUsers
GET /wallet/getAsset; GET /wallet; GET /wallet/transfer_available; GET /wallet/contract_account; POST /wallet/getDepositAddress; GET /wallet/getDeposits; POST /wallet/transfer; POST /wallet/withdraw; GET /wallet/getWithdraw; POST /wallet/cancelWithdraw; GET /wallet/statements; GET /wallet/getWithdrawalAddressBook; POST /wallet/address; POST /wallet/addressDel
GET /spots/trading_paris; POST /spots/order; GET /spots/order; PUT /spots/order/{id}; GET /spots/depth_aggTrade; GET /spots/kline
GET /contract/trading_paris; POST /contract/contract_open; POST /contract/contract_close; POST /contract/position_update; POST /contract/entrust_cancel; POST /contract/adjust_lever; GET /contract/position; GET /contract/entrust; GET /contract/depth_aggTrade
GET /option/paris; GET /option/times; POST /option/open; GET /option/order; GET /option/depth_aggTrade
`
  .split(/[;\n]/)
  .map((call) => call.trim())
  .filter(Boolean)
  .map((call) => call.replace('{id}', ':id'));

const routes: ApiRoute[] = Object.values(apiRoutes);
const table = routes.map((route) => `${route.method} ${route.path}`);

/** The products' calls written ahead for issues 18 … 24 (issue 16), with their API prefix. */
const PRODUCT_GROUPS: [string, Record<string, ApiRoute>][] = [
  ['/security/', securityRoutes],
  ['/security/', securitySessionRoutes],
  ['/identity/', identityRoutes],
  ['/earn/', earnRoutes],
  ['/launchpad/', launchpadRoutes],
  ['/p2p/', c2cAdRoutes],
  ['/p2p/', c2cOrderRoutes],
  ['/invite/', referralRoutes],
  ['/pnl/', reportRoutes],
  ['/copy/', copyTradeRoutes],
  ['/otc/', otcRoutes],
  ['/demo/', demoProductRoutes],
];
const productCalls = PRODUCT_GROUPS.flatMap(([, group]) =>
  Object.values(group).map((route) => `${route.method} ${route.path}`),
);

describe('route table', () => {
  it('has every call of SPEC.md section 7 with its method and path', () => {
    expect(SPEC_CALLS).toHaveLength(47);
    for (const call of SPEC_CALLS) expect(table).toContain(call);
  });

  it('adds to SPEC.md section 7 only the articles, the spot fills, the demo calls and the products', () => {
    const additions = table
      .filter((call) => !SPEC_CALLS.includes(call) && !productCalls.includes(call))
      .sort();
    expect(additions).toEqual(
      [
        'GET /articles/categories',
        'GET /articles',
        'GET /articles/:id',
        'GET /spots/fills',
        'GET /demo/mailbox',
        'POST /demo/deposit',
        'POST /demo/simulator',
        // The 24-hour withdrawal limit left (issue 17: the withdraw page shows it).
        'GET /wallet/withdrawQuota',
        // Capital flow's CSV download and the overview's 30-day line (issue 17).
        'GET /wallet/statements/export',
        'GET /wallet/asset_history',
        // The contract page's settings, histories, statistics and candles (issue 19).
        'GET /contract/lever',
        'GET /contract/entrust/export',
        'GET /contract/fills',
        'GET /contract/funding',
        'GET /contract/funding_rate',
        'GET /contract/stats',
        'GET /contract/kline',
        'GET /contract/insurance_fund',
        'POST /demo/contract/index',
        // The option order centre's CSV and the demo price path of the e2e journeys (issue 20).
        'GET /option/order/export',
        'POST /demo/option/index',
        // The spot order centre's cancel-all and CSV exports (issue 23).
        'POST /spots/order/cancel_all',
        'GET /spots/order/export',
        'GET /spots/fills/export',
      ].sort(),
    );
  });

  it('GET /spots/fills needs a token and pages its rows', () => {
    const fills = apiRoutes.spotFills;
    expect(fills.auth).toBe(true);
    expect(fills.query.parse({})).toEqual({ page: 1, limit: 20 });
    expect(fills.query.parse({ symbol: 'BTCUSDT', page: '2', limit: '5' })).toEqual({
      symbol: 'BTCUSDT',
      page: 2,
      limit: 5,
    });
    expect(fills.query.safeParse({ limit: '101' }).success).toBe(false);
    expect(fills.query.safeParse({ symbol: 'btc' }).success).toBe(false);
  });

  it("holds every product group's calls, each under the product's own API prefix", () => {
    for (const [prefix, group] of PRODUCT_GROUPS)
      for (const [name, route] of Object.entries(group)) {
        expect(apiRoutes, name).toHaveProperty(name, route);
        expect(route.path, name).toMatch(new RegExp(`^${prefix}[A-Za-z]`));
      }
    // 71, then the earn and launchpad order centres' CSV exports (issue 21), the report's and
    // the OTC orders' CSV exports (issues 23 and 24); 77 with copy trading's positions and their
    // close (issue 24).
    expect(productCalls).toHaveLength(77);
  });

  it('has no two routes on the same method and path', () => {
    expect(new Set(table).size).toBe(table.length);
  });

  it('only the demo routes are demo-only, and they live under /demo', () => {
    const demo = routes.filter((route) => route.demo === true).map((route) => route.path);
    expect(demo).toEqual([
      '/demo/mailbox',
      '/demo/deposit',
      '/demo/simulator',
      '/demo/contract/index',
      '/demo/option/index',
      '/demo/sms',
      '/demo/identity/review',
      '/demo/security/resetReview',
      '/demo/p2p/appeal/decide',
      '/demo/launchpad/advance',
    ]);
  });

  it('never sends a body on GET and declares params exactly for :segments', () => {
    for (const route of routes) {
      if (route.method === 'GET') expect('body' in route, route.path).toBe(false);
      expect('params' in route, route.path).toBe(route.path.includes(':'));
    }
  });

  it('needs a token for every wallet and order call and none for public market data', () => {
    const publicPaths = routes.filter((route) => !route.auth).map((route) => route.path);
    expect(publicPaths.filter((path) => path.startsWith('/wallet'))).toEqual([]);
    expect(apiRoutes.spotPlaceOrder.auth).toBe(true);
    expect(apiRoutes.spotKline.auth).toBe(false);
    expect(apiRoutes.login.auth).toBe(false);
  });

  it('keeps API paths clear of the app pages served from the same origin', () => {
    for (const route of routes)
      expect(route.path, route.path).not.toMatch(
        /^\/(article|user|assets|spot-trade|contract-trade|option-trade|market|account|c2c|copy-trade|finance|order|otc-trade|referral|report|subscribe)(\/|$)/,
      );
  });
});

describe('buildPath', () => {
  it('fills and encodes :segments', () => {
    expect(buildPath('/spots/order/:id', { id: 7 })).toBe('/spots/order/7');
    expect(buildPath('/articles/:id', { id: 'a b' })).toBe('/articles/a%20b');
  });
  it('names a missing parameter', () => {
    expect(() => buildPath('/spots/order/:id')).toThrow(
      'Missing path parameter "id" for /spots/order/:id',
    );
  });
});
