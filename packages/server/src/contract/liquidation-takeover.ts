import { Big } from 'big.js';
import type { Storage } from '../db/connect.ts';
import { referralRateOf } from '../referral/referral-config.ts';
import {
  type AccountSnapshot,
  type Leg,
  ledger,
  SYSTEM_USER,
  type UserId,
} from '../wallet/ledger.ts';
import type { MoneyDelta } from './contract-engine.ts';
import { MARGIN_KIND, postContractMoney } from './contract-ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import { writePosition } from './contract-store.ts';
import { recordForcedClose } from './forced-close-record.ts';
import type { ContractPosition } from './contract-types.ts';
import { applyFill } from './position-math.ts';

const ZERO = new Big(0);

export function noMoney(): MoneyDelta {
  return { frozen: ZERO, houseMargin: ZERO, pnl: ZERO, fee: ZERO, isolatedCover: ZERO };
}

export function opposite(side: 'long' | 'short'): 'long' | 'short' {
  return side === 'long' ? 'short' : 'long';
}

/**
 * The insurance fund's trading account takes `size` of a position at `price` (no fee): the fund's
 * own position on the symbol (one-way, like any trader's) grows, shrinks or flips at that price.
 * The fund's positions hold no margin: the fund's whole 'insurance' account stands behind them,
 * and what they realise goes there (see liquidation-fund.ts).
 */
export function fundTakes(
  fund: ContractPosition | undefined,
  input: {
    fundId: UserId;
    pair: ContractPairConfig;
    side: 'long' | 'short';
    price: Big;
    size: Big;
    ts: number;
  },
): { next: ContractPosition | undefined; closed: ContractPosition | undefined; pnl: Big } {
  const step = applyFill(fund, {
    userId: input.fundId,
    symbol: input.pair.symbol,
    side: input.side,
    price: input.price,
    amount: input.size,
    fee: ZERO,
    leverage: input.pair.maxLeverage,
    isolated: false,
    takeProfit: null,
    stopLoss: null,
    ts: input.ts,
  });
  const next = step.next ? { ...step.next, margin: ZERO } : undefined;
  return { next, closed: step.closed, pnl: step.pnl };
}

export interface Takeover {
  position: ContractPosition;
  bankruptcy: Big;
  fundId: UserId;
  pair: ContractPairConfig;
  /** Cross: the user's last cross position; what is left of the futures balance is lost too. */
  sweepBalance: boolean;
  now: number;
}

/** What a takeover did, for the user's notice. */
export interface TakeoverDone {
  position: ContractPosition;
  fund: ContractPosition | undefined;
  /** Paid to 'insurance' (what the margin had left at the bankruptcy price, and the rest). */
  toInsurance: Big;
}

/**
 * Liquidation step one, in ONE transaction (issue 19): the user's position closes at its
 * bankruptcy price (its margin back from 'house' and its loss there, so the margin is all gone);
 * whatever rounding leaves above zero, and for a cross account's last position what is left of
 * the futures balance, goes to 'insurance' (reason liquidation); a deficit is paid by 'insurance'
 * (contractLegs). The fund's account takes the position over at the same price. Call inside the
 * symbol's queue (`engine.serial`); memory changes, and the user's futures balance events, after
 * the commit.
 */
export async function takeOver(
  storage: Storage,
  engine: ContractEngine,
  input: Takeover,
): Promise<TakeoverDone> {
  const { position, bankruptcy, fundId, pair, now } = input;
  const coin = pair.quote;
  const userStep = applyFill(position, {
    userId: position.userId,
    symbol: pair.symbol,
    side: opposite(position.side),
    price: bankruptcy,
    amount: position.size,
    fee: ZERO,
    leverage: position.leverage,
    isolated: position.isolated,
    takeProfit: null,
    stopLoss: null,
    ts: now,
  });
  const closed = userStep.closed ?? { ...position, size: ZERO, updatedAt: now };
  const fund = fundTakes(engine.positionOf(fundId, pair.symbol), {
    fundId,
    pair,
    side: position.side,
    price: bankruptcy,
    size: position.size,
    ts: now,
  });
  const back = userStep.marginBack.plus(userStep.pnl);
  const user: MoneyDelta = { ...noMoney(), houseMargin: userStep.marginBack, pnl: userStep.pnl };
  if (position.isolated && back.lt(0)) user.isolatedCover = back.neg();
  const money = new Map<UserId, MoneyDelta>([
    [position.userId, user],
    [fundId, { ...noMoney(), pnl: fund.pnl }],
  ]);
  const { done, accounts } = await storage.db.transaction().execute(async (trx) => {
    // A takeover charges the trader no fee, so it earns no referral commission; it goes through
    // the shared journal all the same, so a liquidation fee added here would pay the inviter.
    const journal = await postContractMoney(trx, {
      money,
      coin,
      reason: 'liquidation',
      refId: `liquidation:${position.id}`,
      traders: [position.userId],
      ts: now,
      rate: referralRateOf(storage),
    });
    const accounts: AccountSnapshot[] = [...journal.accounts];
    let toInsurance = ZERO;
    if (position.isolated) toInsurance = back.gt(0) ? back : ZERO;
    else if (input.sweepBalance) {
      const left = await ledger.account(trx, position.userId, MARGIN_KIND, coin);
      toInsurance = new Big(left.balance);
    }
    if (toInsurance.gt(0)) {
      const lost: Leg[] = [
        { userId: position.userId, kind: MARGIN_KIND, coin, balance: toInsurance.neg() },
        { userId: SYSTEM_USER, kind: 'insurance', coin, balance: toInsurance },
      ];
      const posting = await ledger.post(trx, {
        reason: 'liquidation',
        refId: `liquidation:${position.id}:margin`,
        legs: lost,
      });
      accounts.push(...posting.accounts);
    }
    await writePosition(trx, closed, now);
    await recordForcedClose(trx, {
      userId: position.userId,
      symbol: pair.symbol,
      side: opposite(position.side),
      amount: position.size,
      price: bankruptcy,
      realizedPnl: userStep.pnl,
      leverage: position.leverage,
      isolated: position.isolated,
      source: 'liquidation',
      ref: String(position.id),
      now,
    });
    if (fund.closed) await writePosition(trx, fund.closed, now);
    const fundNext = fund.next ? await writePosition(trx, fund.next, null) : undefined;
    return { done: { position: closed, fund: fundNext, toInsurance }, accounts };
  });
  // A later snapshot of the same account supersedes an earlier one: the last event is the balance.
  engine.tellBalances(accounts);
  const book = engine.book(pair.symbol);
  book.setPosition(position.userId, undefined);
  if (done.fund) engine.updatePosition(done.fund);
  else book.setPosition(fundId, undefined);
  return done;
}
