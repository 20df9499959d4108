import { Big } from 'big.js';
import { adlRanks, unrealizedPnl } from '@exchange/formulas';
import type { Storage } from '../db/connect.ts';
import { referralRateOf } from '../referral/referral-config.ts';
import type { UserId } from '../wallet/ledger.ts';
import type { MoneyDelta } from './contract-engine.ts';
import { postContractMoney } from './contract-ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import { writePosition } from './contract-store.ts';
import { type ForcedClose, recordForcedClose } from './forced-close-record.ts';
import type { ContractPosition } from './contract-types.ts';
import { fundTakes, noMoney } from './liquidation-takeover.ts';
import { applyFill } from './position-math.ts';

/** ADL ranks (1..5, formulas' profit × leverage quintiles) of positions of one side. */
function ranksOf(positions: readonly ContractPosition[], mark: Big): Map<number, number> {
  return adlRanks(
    positions.map((p) => ({
      id: p.id,
      pnl: unrealizedPnl(p.side, p.size, p.entryPrice, mark),
      margin: p.margin,
      leverage: p.leverage,
    })),
  );
}

/**
 * The positions ADL closes first against a bankrupt `side` position: the opposite side's,
 * highest rank first, then by profit × leverage (the fund and the bankrupt holder excluded).
 */
export function adlQueue(
  positions: readonly ContractPosition[],
  bankruptSide: 'long' | 'short',
  mark: Big,
  exclude: ReadonlySet<UserId>,
): ContractPosition[] {
  const opposite = positions.filter((p) => p.side !== bankruptSide && !exclude.has(p.userId));
  const ranks = ranksOf(opposite, mark);
  const score = (p: ContractPosition) =>
    unrealizedPnl(p.side, p.size, p.entryPrice, mark).times(p.leverage);
  return [...opposite].sort(
    (a, b) => (ranks.get(b.id) ?? 1) - (ranks.get(a.id) ?? 1) || score(b).cmp(score(a)),
  );
}

/** One counterparty ADL closed. */
export interface AdlHit {
  position: ContractPosition;
  amount: Big;
}

/**
 * ADL (issue 19), in ONE transaction: the insurance fund's position on the symbol, which the
 * fund cannot afford to close against the book, closes at `price` (the bankruptcy price it was
 * taken over at) against opposite positions in `queue` order, with no fee. Each counterparty
 * gets its margin share and PnL at that price from 'house' (an isolated one's loss beyond its
 * margin from 'insurance'). Their orders must be cancelled before (outside the symbol's queue);
 * call inside `engine.serial`. Memory changes, and the counterparties' futures balance events,
 * after the commit.
 */
export async function adlClose(
  storage: Storage,
  engine: ContractEngine,
  pair: ContractPairConfig,
  fundId: UserId,
  price: Big,
  queue: readonly ContractPosition[],
  now: number,
): Promise<AdlHit[]> {
  let fund = engine.positionOf(fundId, pair.symbol);
  if (!fund) return [];
  const money = new Map<UserId, MoneyDelta>();
  const writes: { position: ContractPosition; closed: boolean }[] = [];
  const hits: AdlHit[] = [];
  let fundPnl = new Big(0);
  const fundClosed: ContractPosition[] = [];
  const records: ForcedClose[] = [];
  for (const queued of queue) {
    if (!fund || fund.size.lte(0)) break;
    const cp = engine.positionOf(queued.userId, pair.symbol);
    if (cp?.side !== queued.side) continue;
    const amount = cp.size.lt(fund.size) ? cp.size : fund.size;
    const step = applyFill(cp, {
      userId: cp.userId,
      symbol: pair.symbol,
      side: fund.side,
      price,
      amount,
      fee: new Big(0),
      leverage: cp.leverage,
      isolated: cp.isolated,
      takeProfit: null,
      stopLoss: null,
      ts: now,
    });
    const delta = money.get(cp.userId) ?? noMoney();
    const back = step.marginBack.plus(step.pnl);
    money.set(cp.userId, {
      ...delta,
      houseMargin: delta.houseMargin.plus(step.marginBack),
      pnl: delta.pnl.plus(step.pnl),
      isolatedCover: delta.isolatedCover.plus(cp.isolated && back.lt(0) ? back.neg() : 0),
    });
    records.push({
      userId: cp.userId,
      symbol: pair.symbol,
      side: fund.side,
      amount,
      price,
      realizedPnl: step.pnl,
      leverage: cp.leverage,
      isolated: cp.isolated,
      source: 'adl',
      ref: `${cp.id}-${now}`,
      now,
    });
    if (step.closed) writes.push({ position: step.closed, closed: true });
    else if (step.next) writes.push({ position: step.next, closed: false });
    const taken = fundTakes(fund, {
      fundId,
      pair,
      side: cp.side,
      price,
      size: amount,
      ts: now,
    });
    fundPnl = fundPnl.plus(taken.pnl);
    if (taken.closed) fundClosed.push(taken.closed);
    fund = taken.next;
    hits.push({ position: step.closed ?? step.next ?? cp, amount });
  }
  if (hits.length === 0) return [];
  money.set(fundId, { ...noMoney(), pnl: fundPnl });
  const stored = await storage.db.transaction().execute(async (trx) => {
    // ADL charges no fee (its fills' fee is 0), so it earns no referral commission; it goes
    // through the shared journal all the same, so a fee added here would pay the inviter.
    const { accounts } = await postContractMoney(trx, {
      money,
      coin: pair.quote,
      reason: 'liquidation',
      refId: `adl:${pair.symbol}:${now}`,
      traders: hits.map((hit) => hit.position.userId),
      ts: now,
      rate: referralRateOf(storage),
    });
    const open: ContractPosition[] = [];
    for (const write of writes) {
      if (write.closed) await writePosition(trx, write.position, now);
      else open.push(await writePosition(trx, write.position, null));
    }
    for (const closed of fundClosed) await writePosition(trx, closed, now);
    for (const record of records) await recordForcedClose(trx, record);
    const fundAfter = fund ? await writePosition(trx, fund, null) : undefined;
    return { open, fundAfter, accounts };
  });
  engine.tellBalances(stored.accounts);
  const book = engine.book(pair.symbol);
  for (const write of writes) if (write.closed) book.setPosition(write.position.userId, undefined);
  for (const position of stored.open) engine.updatePosition(position);
  if (stored.fundAfter) engine.updatePosition(stored.fundAfter);
  else book.setPosition(fundId, undefined);
  return hits;
}
