import { z } from 'zod';
import {
  coinNameSchema,
  compareDecimal,
  decimalString,
  formBool,
  formId,
  idSchema,
  optionalField,
  paginated,
  paginationQuery,
  plainText,
  positiveDecimalString,
  signedDecimalString,
  symbolSchema,
  timestampMs,
} from './common.ts';
import { positionSideSchema } from './contract.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';
import { COPY_PERIODS, leaderSortSchema } from './search-values.ts';

// Copy trading (issue 24; SPEC.md section 2 /copy-trade with apply, follow, leader, order,
// profile; its header entry is hidden). Followers mirror a lead trader's contract positions,
// each order through the same margin checks as a manual one, and pay the leader a share of
// their profit. Rates are fractions ("0.1" = 10 %). The API lives under /copy so it never
// shadows the app's /copy-trade pages.

export { COPY_PERIODS };
export const copyPeriodSchema = z.enum(COPY_PERIODS);
export type CopyPeriod = z.infer<typeof copyPeriodSchema>;

/** A leader's record over one period. */
export const leaderStatsSchema = z.object({
  period: copyPeriodSchema,
  roi: signedDecimalString,
  pnl: signedDecimalString,
  /** Null before the first closed position. */
  win_rate: decimalString.nullable(),
  /** Largest fall from a peak of equity, a fraction. */
  max_drawdown: decimalString,
  /** Assets under copy: what followers have committed. */
  aum: decimalString,
});
export type LeaderStats = z.infer<typeof leaderStatsSchema>;

/** A point of a PnL or return curve, oldest first. */
export const curvePointSchema = z.object({ time: timestampMs, value: signedDecimalString });

const leaderFields = {
  id: idSchema,
  nickname: z.string(),
  avatar_url: z.string(),
  followers: z.number().int().nonnegative(),
  max_followers: z.number().int().positive(),
  profit_share_rate: decimalString,
};

/** A card of the leader board: the stats and the PnL curve of the period asked for. */
export const leaderCardSchema = z.object({
  ...leaderFields,
  stats: leaderStatsSchema,
  pnl_curve: z.array(curvePointSchema),
});
export type LeaderCard = z.infer<typeof leaderCardSchema>;

export { leaderSortSchema };
export type LeaderSort = z.infer<typeof leaderSortSchema>;

export const leadersQuerySchema = paginationQuery.extend({
  period: copyPeriodSchema.default('30d'),
  sort: leaderSortSchema.default('roi'),
  search: optionalField(plainText({ max: 32 })),
});

export const leaderProfileSchema = z.object({
  ...leaderFields,
  bio: z.string(),
  leading_since: timestampMs,
  /** Whether followers and visitors see position sizes. */
  show_positions: z.boolean(),
  /** One per period of {@link COPY_PERIODS}. */
  stats: z.array(leaderStatsSchema),
  /** The last 90 days. */
  pnl_curve: z.array(curvePointSchema),
  roi_curve: z.array(curvePointSchema),
  /** Whether the caller follows this leader. */
  following: z.boolean(),
});
export type LeaderProfile = z.infer<typeof leaderProfileSchema>;

/** A leader's open position; `amount` is null when the leader hides sizes. */
export const leaderPositionSchema = z.object({
  symbol: symbolSchema,
  side: positionSideSchema,
  leverage: z.number().int().positive(),
  amount: decimalString.nullable(),
  entry_price: decimalString,
  mark_price: decimalString,
  roe: signedDecimalString,
  opened_at: timestampMs,
});
export type LeaderPosition = z.infer<typeof leaderPositionSchema>;

export const leaderTradeSchema = z.object({
  id: idSchema,
  symbol: symbolSchema,
  side: positionSideSchema,
  leverage: z.number().int().positive(),
  amount: decimalString.nullable(),
  entry_price: decimalString,
  close_price: decimalString,
  roe: signedDecimalString,
  opened_at: timestampMs,
  closed_at: timestampMs,
});
export type LeaderTrade = z.infer<typeof leaderTradeSchema>;

const leaderParams = z.object({ id: formId });

/** A leader's requirement with the user's own figure ("futures_equity", "trading_days" …). */
export const leaderRequirementSchema = z.object({
  key: z.enum(['futures_equity', 'trading_days', 'trade_count']),
  required: decimalString,
  actual: decimalString,
  met: z.boolean(),
});

export const leaderApplicationSchema = z.object({
  status: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** The caller's leader id once approved (their public profile is /copy-trade/leader?id=…). */
  leader_id: idSchema.nullable(),
  /** The reviewer's reason when rejected. */
  reason: z.string().nullable(),
  requirements: z.array(leaderRequirementSchema),
});
export type LeaderApplication = z.infer<typeof leaderApplicationSchema>;

export const applyLeaderBodySchema = z.object({
  nickname: plainText({ min: 2, max: 32 }),
  /** Optional: the apply page sends "" when left empty. */
  bio: plainText({ min: 0, max: 500 }),
  /** 0 to 30 % (exchange-facts.md section 5). */
  profit_share_rate: decimalString.refine((rate) => compareDecimal(rate, '0.3') <= 0, {
    message: 'At most 0.3',
  }),
  show_positions: formBool,
});
export type ApplyLeaderBody = z.input<typeof applyLeaderBodySchema>;

/** Fixed: `fixed_amount` of margin per copied order. Ratio: the leader's size × `ratio`. */
export const copyModeSchema = z.enum(['fixed', 'ratio']);

export const followBodySchema = z
  .object({
    leader_id: formId,
    mode: copyModeSchema,
    fixed_amount: optionalField(positiveDecimalString),
    ratio: optionalField(positiveDecimalString),
    /** The most margin one copied position may use. */
    max_per_position: positiveDecimalString,
    /** Moved from futures into the copy sub-account. */
    budget: positiveDecimalString,
    /** Stop copying and close when the copy's loss reaches this fraction of the budget. */
    stop_loss_rate: optionalField(positiveDecimalString),
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'fixed' && body.fixed_amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['fixed_amount'], message: 'Required in fixed mode' });
    if (body.mode === 'ratio' && body.ratio === undefined)
      ctx.addIssue({ code: 'custom', path: ['ratio'], message: 'Required in ratio mode' });
  });
export type FollowBody = z.input<typeof followBodySchema>;

export const unfollowBodySchema = z.object({
  leader_id: formId,
  /** Close the copied positions at market, or keep them as the user's own. */
  close_positions: formBool,
});
export type UnfollowBody = z.input<typeof unfollowBodySchema>;

export const followSchema = z.object({
  id: idSchema,
  leader: z.object({ id: idSchema, nickname: z.string(), avatar_url: z.string() }),
  mode: copyModeSchema,
  fixed_amount: decimalString.nullable(),
  ratio: decimalString.nullable(),
  max_per_position: decimalString,
  budget: decimalString,
  stop_loss_rate: decimalString.nullable(),
  /** Margin in use by copied positions. */
  used: decimalString,
  pnl: signedDecimalString,
  /** Profit share paid to the leader so far. */
  shared: decimalString,
  status: z.enum(['active', 'stopped']),
  /** Copied positions still open (kept after stopping, until the follower closes them). */
  open_positions: z.number().int().nonnegative(),
  /** The copy sub-account's futures balance now; it returns to futures when the copy ends. */
  balance: decimalString,
  created_at: timestampMs,
  stopped_at: timestampMs.nullable(),
});
export type Follow = z.infer<typeof followSchema>;

/** A leader's follower, as the leader's dashboard lists them (e-mail masked). */
export const followerSchema = z.object({
  id: idSchema,
  email: z.string(),
  budget: decimalString,
  pnl: signedDecimalString,
  shared: decimalString,
  since: timestampMs,
});
export type Follower = z.infer<typeof followerSchema>;

/** A mirrored order; `skipped` when the follower's margin or limits did not allow it. */
export const copyOrderSchema = z.object({
  id: idSchema,
  leader_id: idSchema,
  leader_nickname: z.string(),
  symbol: symbolSchema,
  /** The copied position's side: a close of a long says 'long' (its order sells). */
  side: positionSideSchema,
  action: z.enum(['open', 'close']),
  /** What filled ("0" when skipped). */
  amount: decimalString,
  /** The average fill price; null when skipped. */
  price: decimalString.nullable(),
  leverage: z.number().int().positive(),
  realized_pnl: signedDecimalString,
  /** Profit share paid on this close; "0" otherwise. */
  profit_share: decimalString,
  status: z.enum(['filled', 'skipped']),
  skip_reason: z.string().nullable(),
  created_at: timestampMs,
});
export type CopyOrder = z.infer<typeof copyOrderSchema>;

/** A copied position open in a copy sub-account, as its follower sees it. */
export const copyPositionSchema = z.object({
  follow_id: idSchema,
  leader_id: idSchema,
  leader_nickname: z.string(),
  symbol: symbolSchema,
  side: positionSideSchema,
  leverage: z.number().int().positive(),
  amount: decimalString,
  entry_price: decimalString,
  mark_price: decimalString,
  margin: decimalString,
  unrealized_pnl: signedDecimalString,
  /** Whether the follow still mirrors the leader ('stopped': a position kept after stopping). */
  follow_status: z.enum(['active', 'stopped']),
});
export type CopyPosition = z.infer<typeof copyPositionSchema>;

export const closeCopyPositionBodySchema = z.object({ follow_id: formId, symbol: symbolSchema });
export type CloseCopyPositionBody = z.input<typeof closeCopyPositionBodySchema>;

export const copyOrdersQuerySchema = historyQuery.extend({ leader_id: formId.optional() });

/** A profit share, paid by the caller as follower or received as leader. */
export const profitShareSchema = z.object({
  id: idSchema,
  role: z.enum(['paid', 'received']),
  /** The other party, masked for a follower ("a***@x.com"), by nickname for a leader. */
  counterparty: z.string(),
  coin_name: coinNameSchema,
  realized_pnl: signedDecimalString,
  amount: decimalString,
  created_at: timestampMs,
});
export type ProfitShare = z.infer<typeof profitShareSchema>;

export const copyLeaders = defineRoute({
  method: 'GET',
  path: '/copy/leaders',
  auth: false,
  query: leadersQuerySchema,
  response: paginated(leaderCardSchema),
});

export const copyLeader = defineRoute({
  method: 'GET',
  path: '/copy/leaders/:id',
  auth: false,
  params: leaderParams,
  response: leaderProfileSchema,
});

export const copyLeaderPositions = defineRoute({
  method: 'GET',
  path: '/copy/leaders/:id/positions',
  auth: false,
  params: leaderParams,
  response: z.array(leaderPositionSchema),
});

export const copyLeaderHistory = defineRoute({
  method: 'GET',
  path: '/copy/leaders/:id/history',
  auth: false,
  params: leaderParams,
  query: paginationQuery,
  response: paginated(leaderTradeSchema),
});

export const copyApplication = defineRoute({
  method: 'GET',
  path: '/copy/apply',
  auth: true,
  response: leaderApplicationSchema,
});

export const copyApply = defineRoute({
  method: 'POST',
  path: '/copy/apply',
  auth: true,
  body: applyLeaderBodySchema,
  response: leaderApplicationSchema,
});

/** Refused for oneself, a full leader, or a budget above the futures balance. */
export const copyFollow = defineRoute({
  method: 'POST',
  path: '/copy/follow',
  auth: true,
  body: followBodySchema,
  response: followSchema,
});

export const copyUnfollow = defineRoute({
  method: 'POST',
  path: '/copy/unfollow',
  auth: true,
  body: unfollowBodySchema,
  response: followSchema,
});

export const copyFollowing = defineRoute({
  method: 'GET',
  path: '/copy/following',
  auth: true,
  response: z.array(followSchema),
});

export const copyFollowers = defineRoute({
  method: 'GET',
  path: '/copy/followers',
  auth: true,
  query: paginationQuery,
  response: paginated(followerSchema),
});

export const copyOrders = defineRoute({
  method: 'GET',
  path: '/copy/orders',
  auth: true,
  query: copyOrdersQuerySchema,
  response: paginated(copyOrderSchema),
});

export const copyProfitShares = defineRoute({
  method: 'GET',
  path: '/copy/profitShares',
  auth: true,
  query: historyQuery,
  response: paginated(profitShareSchema),
});

/** The caller's copied positions, across their follows (active and stopped). */
export const copyPositions = defineRoute({
  method: 'GET',
  path: '/copy/positions',
  auth: true,
  response: z.array(copyPositionSchema),
});

/**
 * Close one copied position at market (a kept one after stopping, or any time); a close in
 * profit pays the leader's share like a mirrored close.
 */
export const copyPositionClose = defineRoute({
  method: 'POST',
  path: '/copy/positions/close',
  auth: true,
  body: closeCopyPositionBodySchema,
  response: copyOrderSchema,
});

/** Every copy-trading route, by name, for the route table. */
export const copyTradeRoutes = {
  copyLeaders,
  copyLeader,
  copyLeaderPositions,
  copyLeaderHistory,
  copyApplication,
  copyApply,
  copyFollow,
  copyUnfollow,
  copyFollowing,
  copyFollowers,
  copyOrders,
  copyProfitShares,
  copyPositions,
  copyPositionClose,
};
