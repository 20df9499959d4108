// Value lists and enums that the app's URL search validators read (issue 25), apart from the
// areas' schemas: a route's validator importing one of these would otherwise pull its whole
// area's zod schemas into the app's entry (declared by calls, the bundler keeps them all). Each
// area module re-exports its own, so `@exchange/api` exports them as before.
import { z } from 'zod';

/**
 * The categories whose articles are a product's questions and answers: the title is the
 * question, the body its answer. /finance/help, /subscribe/help and /c2c/help list them.
 */
export const HELP_TOPIC_CATEGORIES = {
  finance: 'finance-help',
  subscribe: 'subscribe-help',
  c2c: 'c2c-help',
} as const;

/** The accounts every user holds per coin; transfers move funds between them. */
export const ACCOUNT_TYPES = ['spot', 'futures', 'finance'] as const;

/** Why a ledger movement happened; one statement row per movement (capital flow). */
export const STATEMENT_TYPES = [
  'deposit',
  'withdraw',
  /** The network fee of a completed withdrawal, paid out of its frozen amount. */
  'withdraw_fee',
  'withdraw_cancel',
  /** A withdrawal the chain refused (status rejected): its frozen amount returns. */
  'withdraw_refund',
  'transfer_in',
  'transfer_out',
  'order_freeze',
  'order_unfreeze',
  'trade',
  'trade_fee',
  'demo_grant',
  'funding_fee',
  'realized_pnl',
  'option_open',
  'option_settle',
  /** Earn (issue 21): principal moved from spot into the finance wallet (held there). */
  'earn_subscribe',
  /** Earn: principal (and at maturity the locked interest) back from the finance wallet to spot. */
  'earn_redeem',
  /** Earn: a day's interest, to spot (flexible) or into the finance wallet (locked). */
  'earn_interest',
  /** Earn: the locked interest an early redemption gives up, back to the exchange. */
  'earn_forfeit',
  /** Margin moved into a contract position or entrust (negative) or back out of it. */
  'position_margin',
  /** A contract fill's maker or taker fee. */
  'contract_fee',
  /** What a liquidated position's margin had left, taken by the insurance fund. */
  'liquidation',
  /** Quote coin committed to a launchpad project (frozen in spot until distribution). */
  'launchpad_commit',
  /** The part of a launchpad commitment not allocated, unfrozen at distribution. */
  'launchpad_refund',
  /** A launchpad allocation: the new token credited, and the commitment's cost paid out of it. */
  'launchpad_allocation',
  /**
   * C2C (issue 22): coin moved from the seller's spot account into the C2C escrow (a sell ad
   * published, an order placed on a buy ad).
   */
  'c2c_escrow',
  /** C2C: an order's escrowed coin released to the buyer's spot account. */
  'c2c_release',
  /** C2C: escrow returned to the seller (ad closed, order cancelled or timed out on a buy ad). */
  'c2c_refund',
  /**
   * Referral (issue 23): an inviter's share of a fee their invitee paid on a spot or contract
   * trade, moved from the 'fees' account to the inviter's spot account when the fee is charged.
   */
  'referral_commission',
  /** OTC (issue 24): a block trade against the 'otc' house at the accepted quote's price. */
  'otc_trade',
  /**
   * Copy trading (issue 24): a copy budget moved from the follower's futures account into the
   * copy sub-account (negative) or what is left of it back when the copy ends (positive).
   */
  'copy_budget',
  /** Copy trading: a follower's profit share, from the copy sub-account to the leader's futures. */
  'copy_profit_share',
  /** The system's own movements: the clearing float and the insurance fund's seed. */
  'system_seed',
] as const;

/**
 * confirming: seen on the chain, `confirmations` of `required_confirmations` so far (one more per
 * block: the page shows "Confirming n/m"); credited: the last confirmation came and the amount
 * is in the spot account; failed: the chain dropped it before its last confirmation, nothing
 * credited.
 */
export const DEPOSIT_STATUSES = ['confirming', 'credited', 'failed'] as const;

/**
 * pending: frozen, cancellable; processing: the hot wallet picked it up (no longer cancellable);
 * completed: broadcast, with its tx_hash; cancelled: by the user while pending, funds back;
 * rejected: the chain refused it, funds back (statement type withdraw_refund).
 */
export const WITHDRAW_STATUSES = [
  'pending',
  'processing',
  'completed',
  'cancelled',
  'rejected',
] as const;

/** Bank transfer and two common wallets (issue 22), each with its own fields. */
export const PAYMENT_METHOD_KINDS = ['bank_transfer', 'wise', 'paypal'] as const;

export const paymentMethodKindSchema = z.enum(PAYMENT_METHOD_KINDS);

export const COPY_PERIODS = ['7d', '30d', '90d'] as const;

export const leaderSortSchema = z.enum([
  'roi',
  'pnl',
  'win_rate',
  'followers',
  'aum',
  'max_drawdown',
]);

/** Limit and market, and their stop variants that wait for a trigger price. */
export const CONTRACT_ORDER_TYPES = ['limit', 'market', 'stop_limit', 'stop_market'] as const;

export const positionSideSchema = z.enum(['long', 'short']);

/** subscribe, redeem (flexible or early locked), interest (one a day), maturity (locked). */
export const EARN_RECORD_TYPES = ['subscribe', 'redeem', 'interest', 'maturity'] as const;

export const optionDirectionSchema = z.enum(['up', 'down']);

/**
 * `open` until settled. Up wins when the settle price is strictly above the entry, down when
 * strictly below; equal prices are a `draw` that refunds the stake.
 */
export const optionOrderStatusSchema = z.enum(['open', 'won', 'lost', 'draw']);

/**
 * What a launchpad record is: a commitment (quote coin frozen), an allocation (tokens credited,
 * their cost taken from the frozen commitment) or a refund (the rest of the commitment
 * unfrozen).
 */
export const LAUNCHPAD_RECORD_TYPES = ['commit', 'allocation', 'refund'] as const;

export const REPORT_ACCOUNTS = ['spot', 'futures', 'option', 'all'] as const;

export const REPORT_PERIODS = ['7d', '30d', '90d', 'custom'] as const;
