import type { Big } from 'big.js';
import type { CancelPlan, MatchPlan } from './matching-engine.ts';
import type { SpotPair } from './pairs.ts';
import type { UserId } from '../wallet/ledger.ts';

/** The account that collects trading fees. */
export const FEE_ACCOUNT = 'fees' as const;

/**
 * One ledger movement of a spot trade. `freeze` moves available -> frozen, `unfreeze` the
 * reverse, `spend` takes from frozen (it leaves the user), `credit` adds to available.
 * Every `spend` is matched by `credit`s of the same coin and total, so coins are conserved.
 */
export interface Movement {
  kind: 'freeze' | 'unfreeze' | 'spend' | 'credit';
  /** A user, or {@link FEE_ACCOUNT}. */
  userId: UserId | typeof FEE_ACCOUNT;
  coin: string;
  amount: Big;
  orderId: string;
}

/**
 * The ledger movements that make a match plan real, in the order they must be applied:
 * reserve the taker's funds (first, so the ledger checks the reserve against the balance as it
 * is), hand back the reserves of own resting orders that self-trade prevention expired, settle
 * each fill (both sides and the fees), hand back the unused part.
 *
 * @example
 * for (const m of matchMovements(pair, plan)) await ledger[m.kind](tx, m);
 */
export function matchMovements(pair: SpotPair, plan: MatchPlan): Movement[] {
  const { taker } = plan;
  const reserveCoin = taker.side === 'buy' ? pair.quote : pair.base;
  const out: Movement[] = [];
  if (plan.freeze.gt(0)) {
    out.push({
      kind: 'freeze',
      userId: taker.userId,
      coin: reserveCoin,
      amount: plan.freeze,
      orderId: taker.id,
    });
  }
  for (const cancel of plan.expired) out.push(...cancelMovements(pair, cancel));
  for (const fill of plan.fills) {
    out.push(
      {
        kind: 'spend',
        userId: fill.buyerUserId,
        coin: pair.quote,
        amount: fill.quote,
        orderId: fill.buyOrderId,
      },
      {
        kind: 'spend',
        userId: fill.sellerUserId,
        coin: pair.base,
        amount: fill.amount,
        orderId: fill.sellOrderId,
      },
      {
        kind: 'credit',
        userId: fill.buyerUserId,
        coin: pair.base,
        amount: fill.amount.minus(fill.buyerFee),
        orderId: fill.buyOrderId,
      },
      {
        kind: 'credit',
        userId: fill.sellerUserId,
        coin: pair.quote,
        amount: fill.quote.minus(fill.sellerFee),
        orderId: fill.sellOrderId,
      },
    );
    if (fill.buyerFee.gt(0)) {
      out.push({
        kind: 'credit',
        userId: FEE_ACCOUNT,
        coin: pair.base,
        amount: fill.buyerFee,
        orderId: fill.buyOrderId,
      });
    }
    if (fill.sellerFee.gt(0)) {
      out.push({
        kind: 'credit',
        userId: FEE_ACCOUNT,
        coin: pair.quote,
        amount: fill.sellerFee,
        orderId: fill.sellOrderId,
      });
    }
  }
  if (plan.release.gt(0)) {
    out.push({
      kind: 'unfreeze',
      userId: taker.userId,
      coin: reserveCoin,
      amount: plan.release,
      orderId: taker.id,
    });
  }
  return out;
}

/** The movement that cancelling a resting order makes: its reserve goes back to available. */
export function cancelMovements(pair: SpotPair, plan: CancelPlan): Movement[] {
  if (!plan.release.gt(0)) return [];
  const coin = plan.order.side === 'buy' ? pair.quote : pair.base;
  return [
    {
      kind: 'unfreeze',
      userId: plan.order.userId,
      coin,
      amount: plan.release,
      orderId: plan.order.id,
    },
  ];
}
