import { Big } from 'big.js';
import { fundingPayment } from '@exchange/formulas';
import type { Storage } from '../db/connect.ts';
import { type Executor, type Leg, ledger, SYSTEM_USER, toAmount } from '../wallet/ledger.ts';
import { balancesOf, MARGIN_KIND } from './contract-ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import { writePosition } from './contract-store.ts';
import type { ContractPosition } from './contract-types.ts';
import { MONEY_DECIMALS } from './position-math.ts';
import './risk-tables.ts';

const ZERO = new Big(0);
const STARTED_KEY = 'contract_funding_from';

/** One position's payment at a funding time, as booked. */
export interface FundingBooked {
  position: ContractPosition;
  /** Signed for the holder: negative when paid. */
  amount: Big;
}

/** The funding times due at `now`: the latest epoch-aligned multiple of the interval ≤ now. */
export function latestFundingTime(now: number, intervalMs: number): number {
  return Math.floor(now / intervalMs) * intervalMs;
}

/**
 * The first time this store ran the contracts' funding (stored once): funding times at or
 * before it are never settled, so a new server does not charge a funding its positions never
 * held through.
 */
export async function fundingStart(db: Executor, now: number): Promise<number> {
  await db
    .insertInto('market_meta')
    .values({ key: STARTED_KEY, value: String(now) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('market_meta')
    .select('value')
    .where('key', '=', STARTED_KEY)
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/**
 * A holder's signed payment, rounded to the ledger's 8 decimals in the house's favour: a payer
 * pays the amount rounded up, a receiver gets it rounded down (the dust stays in 'house').
 */
export function roundedPayment(position: ContractPosition, mark: Big, rate: Big): Big {
  const raw = fundingPayment(position.side, position.size, mark, rate);
  return raw.lt(0)
    ? raw.round(MONEY_DECIMALS, Big.roundUp)
    : raw.round(MONEY_DECIMALS, Big.roundDown);
}

/**
 * Settle one funding of a symbol in ONE transaction: the funding_rates row (its primary key
 * makes a second settlement of the same time fail, and so nothing else happens), every position
 * open at the funding time pays or receives size × mark × rate (payer → 'house' → receiver,
 * reason funding_fee; a payer pays from the futures balance, then from the position's margin,
 * which 'house' already holds), funding_payments rows, the positions' realised PnL. Runs in the
 * symbol's queue so no fill changes a position in between; memory changes, and each payer's and
 * receiver's futures balance event, after the commit. Returns undefined when this time was settled already.
 */
export async function settleFunding(
  storage: Storage,
  engine: ContractEngine,
  pair: ContractPairConfig,
  fundingTime: number,
  mark: Big,
  rate: Big,
  now: number,
): Promise<FundingBooked[] | undefined> {
  const { symbol, quote: coin } = pair;
  return engine.serial(symbol, async () => {
    const settled = await storage.db
      .selectFrom('funding_rates')
      .select('symbol')
      .where('symbol', '=', symbol)
      .where('funding_time', '=', fundingTime)
      .executeTakeFirst();
    if (settled) return undefined;
    const held = engine.positionsOf(symbol).filter((p) => p.openedAt <= fundingTime);
    const booked = await storage.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('funding_rates')
        .values({
          symbol,
          funding_time: fundingTime,
          rate: toAmount(rate),
          mark_price: toAmount(mark),
          settled_at: now,
        })
        .execute();
      const balances = await balancesOf(
        trx,
        held.map((p) => p.userId),
        coin,
      );
      const payers: Leg[] = [];
      const receivers: Leg[] = [];
      let intoHouse = ZERO;
      let outOfHouse = ZERO;
      const result: FundingBooked[] = [];
      for (const position of held) {
        const amount = roundedPayment(position, mark, rate);
        let margin = position.margin;
        if (amount.lt(0)) {
          const owed = amount.neg();
          const balance = balances.get(position.userId) ?? ZERO;
          const fromBalance = balance.gt(0) ? (balance.lt(owed) ? balance : owed) : ZERO;
          const fromMargin = owed.minus(fromBalance);
          margin = margin.minus(fromMargin.gt(margin) ? margin : fromMargin);
          balances.set(position.userId, balance.minus(fromBalance));
          if (fromBalance.gt(0)) {
            payers.push({
              userId: position.userId,
              kind: MARGIN_KIND,
              coin,
              balance: fromBalance.neg(),
            });
            intoHouse = intoHouse.plus(fromBalance);
          }
        } else if (amount.gt(0)) {
          receivers.push({ userId: position.userId, kind: MARGIN_KIND, coin, balance: amount });
          outOfHouse = outOfHouse.plus(amount);
        }
        const after: ContractPosition = {
          ...position,
          margin,
          realizedPnl: position.realizedPnl.plus(amount),
          updatedAt: now,
        };
        await writePosition(trx, after, null);
        await trx
          .insertInto('funding_payments')
          .values({
            user_id: position.userId,
            position_id: position.id,
            symbol,
            side: position.side,
            amount_held: toAmount(position.size),
            mark_price: toAmount(mark),
            rate: toAmount(rate),
            amount: toAmount(amount),
            funding_time: fundingTime,
          })
          .execute();
        result.push({ position: after, amount });
      }
      // Credits before debits: the payers fill 'house' before it pays the receivers.
      const legs: Leg[] = [...payers];
      if (intoHouse.gt(0))
        legs.push({ userId: SYSTEM_USER, kind: 'house', coin, balance: intoHouse });
      if (outOfHouse.gt(0))
        legs.push({ userId: SYSTEM_USER, kind: 'house', coin, balance: outOfHouse.neg() });
      legs.push(...receivers);
      const posting =
        legs.length > 0
          ? await ledger.post(trx, {
              reason: 'funding_fee',
              refId: `funding:${symbol}:${fundingTime}`,
              legs,
            })
          : undefined;
      return { result, accounts: posting?.accounts ?? [] };
    });
    engine.tellBalances(booked.accounts);
    for (const { position } of booked.result) engine.updatePosition(position);
    return booked.result;
  });
}
