import type { z } from 'zod';
import { article, articleCategories, articles } from './article.ts';
import { c2cOrderRoutes } from './c2c-orders.ts';
import { c2cAdRoutes } from './c2c.ts';
import { appVersion, getConfig, languages, rechargeWithdraw } from './config.ts';
import {
  contractAdjustLever,
  contractClose,
  contractDepth,
  contractEntrustCancel,
  contractEntrusts,
  contractOpen,
  contractPairs,
  contractPositionUpdate,
  contractPositions,
  contractLever,
  contractEntrustsExport,
} from './contract.ts';
import {
  contractFills,
  contractFunding,
  contractFundingRates,
  contractInsuranceFund,
  contractKline,
  contractStats,
  demoContractIndex,
} from './contract-market.ts';
import { copyTradeRoutes } from './copy-trade.ts';
import { demoProductRoutes } from './demo-products.ts';
import { demoDeposit, demoMailbox, demoSimulator } from './demo.ts';
import { earnRoutes } from './earn.ts';
import { identityRoutes } from './identity.ts';
import {
  demoOptionIndex,
  optionDepth,
  optionOpen,
  optionOrders,
  optionOrdersExport,
  optionPairs,
  optionTimes,
} from './option.ts';
import { otcRoutes } from './otc.ts';
import { referralRoutes } from './referral.ts';
import { reportRoutes } from './report.ts';
import type { ApiRoute } from './route.ts';
import { securitySessionRoutes } from './security-sessions.ts';
import { securityRoutes } from './security.ts';
import { launchpadRoutes } from './subscription.ts';
import {
  spotCancelAll,
  spotCancelOrder,
  spotDepth,
  spotFills,
  spotFillsExport,
  spotKline,
  spotOrders,
  spotOrdersExport,
  spotPairs,
  spotPlaceOrder,
} from './spot.ts';
import {
  checkUser,
  forgetPassword,
  getAcceptInviteUsers,
  getCaptcha,
  getUserInfo,
  login,
  logout,
  register,
  updateUserInfo,
} from './user.ts';
import {
  addAddress,
  cancelWithdraw,
  deleteAddress,
  getDeposits,
  getDepositAddress,
  getWithdraw,
  getWithdrawalAddressBook,
  withdraw,
  withdrawQuota,
} from './funding.ts';
import {
  assetHistory,
  contractAccount,
  getAsset,
  statements,
  statementsExport,
  transfer,
  transferAvailable,
  wallet,
} from './wallet.ts';

/**
 * Every call of SPEC.md section 7 (plus articles, the user's spot fills, the demo-only calls and
 * the products' calls of issues 18 … 24), by name. The client calls routes by these names; the server and the MSW handlers
 * iterate the table.
 *
 * @example
 * for (const [name, route] of Object.entries(apiRoutes)) app.route({ method: route.method, … });
 */
export const apiRoutes = {
  // Config
  getConfig,
  rechargeWithdraw,
  appVersion,
  languages,
  // User
  getUserInfo,
  updateUserInfo,
  login,
  logout,
  register,
  getCaptcha,
  checkUser,
  forgetPassword,
  getAcceptInviteUsers,
  // Wallet
  getAsset,
  wallet,
  transferAvailable,
  contractAccount,
  getDepositAddress,
  getDeposits,
  transfer,
  withdraw,
  getWithdraw,
  cancelWithdraw,
  withdrawQuota,
  statements,
  statementsExport,
  assetHistory,
  getWithdrawalAddressBook,
  addAddress,
  deleteAddress,
  // Spot
  spotPairs,
  spotPlaceOrder,
  spotOrders,
  spotCancelOrder,
  // Not in SPEC.md section 7: per-fill trade history (issue 8), see its TSDoc.
  spotFills,
  // Not in SPEC.md section 7: the spot order centre's cancel-all and exports (issue 23).
  spotCancelAll,
  spotOrdersExport,
  spotFillsExport,
  spotDepth,
  spotKline,
  // Contract
  contractPairs,
  contractOpen,
  contractClose,
  contractPositionUpdate,
  contractEntrustCancel,
  contractAdjustLever,
  contractPositions,
  contractEntrusts,
  contractDepth,
  // Not in SPEC.md section 7: the contract page's settings, histories and statistics (issue 19).
  contractLever,
  contractEntrustsExport,
  contractFills,
  contractFunding,
  contractFundingRates,
  contractStats,
  contractKline,
  contractInsuranceFund,
  // Option
  optionPairs,
  optionTimes,
  optionOpen,
  optionOrders,
  optionOrdersExport,
  optionDepth,
  // Written ahead of the server for issues 18 … 24 (issue 16): it serves them product by product.
  ...securityRoutes,
  ...securitySessionRoutes,
  ...identityRoutes,
  ...earnRoutes,
  ...launchpadRoutes,
  ...c2cAdRoutes,
  ...c2cOrderRoutes,
  ...referralRoutes,
  ...reportRoutes,
  ...copyTradeRoutes,
  ...otcRoutes,
  // Articles
  articleCategories,
  articles,
  article,
  // Demo mode only
  demoMailbox,
  demoDeposit,
  demoSimulator,
  demoContractIndex,
  demoOptionIndex,
  ...demoProductRoutes,
} as const satisfies Record<string, ApiRoute>;

export type ApiRoutes = typeof apiRoutes;
export type RouteName = keyof ApiRoutes;

/** The `data` a route answers with, after parsing. */
export type RouteData<N extends RouteName> = z.output<ApiRoutes[N]['response']>;

type SchemaInput<R, K extends 'params' | 'query' | 'body'> =
  R extends Record<K, infer S extends z.ZodType> ? z.input<S> : never;

/**
 * What the caller passes for a route: `params` for path segments, `query` for GET parameters,
 * `body` for the multipart form; each key present only when the route has that part, and
 * optional when every field of it is optional.
 */
export type RouteInput<N extends RouteName> = InputPart<ApiRoutes[N], 'params'> &
  InputPart<ApiRoutes[N], 'query'> &
  InputPart<ApiRoutes[N], 'body'>;

type InputPart<R, K extends 'params' | 'query' | 'body'> = [SchemaInput<R, K>] extends [never]
  ? { [P in K]?: never }
  : object extends SchemaInput<R, K>
    ? { [P in K]?: SchemaInput<R, K> }
    : { [P in K]: SchemaInput<R, K> };

type SchemaOutput<R, K extends 'params' | 'query' | 'body'> =
  R extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/**
 * A request to a route after validation, as a server handler or an MSW resolver sees it:
 * `params`, `query` and `body` parsed by the route's schemas (undefined where the route has none).
 */
export interface RouteRequest<N extends RouteName> {
  params: SchemaOutput<ApiRoutes[N], 'params'>;
  query: SchemaOutput<ApiRoutes[N], 'query'>;
  body: SchemaOutput<ApiRoutes[N], 'body'>;
}
