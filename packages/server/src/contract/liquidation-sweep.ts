import { Big } from 'big.js';
import { bankruptcyPrice, maintenanceMargin, marginRatio, unrealizedPnl } from '@exchange/formulas';
import type { ContractEvent as ContractUserEvent } from '@exchange/api/socket';
import type { Storage } from '../db/connect.ts';
import type { UserId } from '../wallet/ledger.ts';
import { MARGIN_KIND } from './contract-ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import type { ContractPosition } from './contract-types.ts';
import type { FundAccount } from './liquidation-fund.ts';
import { type LiquidationIndex, WARNING_RATIO } from './liquidation-index.ts';
import { takeOver } from './liquidation-takeover.ts';
import { MONEY_DECIMALS } from './position-math.ts';

const HUNDRED = new Big(100);
const ZERO = new Big(0);
/** Accounts per balance query (well under SQLite's bound-parameter limit). */
const CHUNK = 500;

/** A `contract` user event's body. */
export type ContractNotice = ContractUserEvent['contract'];

export interface SweepOptions {
  storage: Storage;
  engine: ContractEngine;
  pairs: readonly ContractPairConfig[];
  index: LiquidationIndex;
  fund: FundAccount;
  markOf(symbol: string): Big;
  tell: (userId: UserId, notice: ContractNotice) => void;
}

/** Margin ratio (percent) of an isolated position at the mark. */
export function isolatedRatio(
  position: ContractPosition,
  pair: ContractPairConfig,
  mark: Big,
): Big {
  const maintenance = maintenanceMargin(pair.brackets, position.size.times(mark));
  const pnl = unrealizedPnl(position.side, position.size, position.entryPrice, mark);
  return marginRatio(maintenance, position.margin.plus(pnl));
}

/**
 * The bankruptcy price as the takeover uses it: cut to the ledger's 8 decimals towards the
 * entry, so the loss at it never exceeds the margin (the dust goes to 'insurance').
 */
export function bankruptcyAt(position: ContractPosition, margin: Big): Big {
  const price = bankruptcyPrice({
    side: position.side,
    size: position.size,
    entry: position.entryPrice,
    margin,
  });
  return price.round(MONEY_DECIMALS, position.side === 'long' ? Big.roundUp : Big.roundDown);
}

/** What one mark move of one symbol asks of the isolated positions. */
export interface SweepDecision {
  /** At or past 100 %: to be taken over. */
  liquidate: ContractPosition[];
  /** Newly at 80 % or more (below 100 %): to be warned, with the ratio. */
  warn: { position: ContractPosition; ratio: Big }[];
}

/**
 * The isolated positions of a symbol a mark reaches (the sweep's decision, no database): the
 * index gives the prefix of positions whose liquidation or warning price the mark passed; only
 * those within the float keys' slack get their exact margin ratio computed. `warned` (keys
 * `user|symbol`) is updated: a position the warning price no longer reaches may be warned again.
 */
export function sweepDecision(input: {
  index: LiquidationIndex;
  warned: Set<string>;
  pair: ContractPairConfig;
  mark: Big;
  positionOf: (userId: UserId) => ContractPosition | undefined;
}): SweepDecision {
  const { index, warned, pair, mark, positionOf } = input;
  const liquidate: ContractPosition[] = [];
  const taken = new Set<UserId>();
  for (const { userId, certain } of index.liquidationCandidates(pair.symbol, mark)) {
    const position = positionOf(userId);
    if (!position?.isolated) continue;
    if (certain || isolatedRatio(position, pair, mark).gte(HUNDRED)) {
      liquidate.push(position);
      taken.add(userId);
    }
  }
  const warn: SweepDecision['warn'] = [];
  const reached = new Set<string>();
  for (const { userId, certain } of index.warningCandidates(pair.symbol, mark)) {
    if (taken.has(userId)) continue;
    const key = `${userId}|${pair.symbol}`;
    const position = positionOf(userId);
    if (!position?.isolated) continue;
    if (certain && warned.has(key)) {
      reached.add(key);
      continue;
    }
    const ratio = isolatedRatio(position, pair, mark);
    if (ratio.lt(WARNING_RATIO)) continue;
    reached.add(key);
    if (!warned.has(key) && ratio.lt(HUNDRED)) warn.push({ position, ratio });
  }
  for (const key of warned)
    if (key.endsWith(`|${pair.symbol}`) && !reached.has(key)) warned.delete(key);
  return { liquidate, warn };
}

/**
 * The liquidation sweep (issue 19), run on every tick after the marks move: isolated positions
 * through the index of their liquidation and warning prices, cross accounts by their margin
 * ratio over all their cross positions. At 80 % the trader is warned once per crossing (again
 * only after the ratio fell back under 80 %); at 100 % the user's orders of the symbol (cross: of
 * every symbol) are cancelled and the insurance fund takes the position over at its bankruptcy
 * price (liquidation-takeover.ts). Each step is one transaction.
 */
export class LiquidationSweep {
  /** `user|symbol` (isolated) or `user|cross` already warned during this crossing. */
  private readonly warned = new Set<string>();

  constructor(private readonly options: SweepOptions) {}

  async sweep(now: number): Promise<void> {
    for (const pair of this.options.pairs) await this.isolated(pair, now);
    await this.cross(now);
  }

  private warn(
    key: string,
    userId: UserId,
    notice: Omit<ContractNotice, 'kind' | 'ts'>,
    now: number,
  ) {
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.options.tell(userId, { kind: 'margin_warning', ...notice, ts: now });
  }

  private async isolated(pair: ContractPairConfig, now: number): Promise<void> {
    const { engine, index } = this.options;
    const mark = this.options.markOf(pair.symbol);
    const decision = sweepDecision({
      index,
      warned: this.warned,
      pair,
      mark,
      positionOf: (userId) => engine.positionOf(userId, pair.symbol),
    });
    for (const { position, ratio } of decision.warn)
      this.warn(
        `${position.userId}|${pair.symbol}`,
        position.userId,
        { symbol: pair.symbol, side: position.side, margin_ratio: ratio.toFixed(2) },
        now,
      );
    for (const position of decision.liquidate) {
      const { userId } = position;
      await engine.cancelAllOf(userId, pair.symbol);
      const done = await engine.serial(pair.symbol, async () => {
        const held = engine.positionOf(userId, pair.symbol);
        const markNow = this.options.markOf(pair.symbol);
        if (held?.id !== position.id || isolatedRatio(held, pair, markNow).lt(HUNDRED))
          return undefined;
        const bankruptcy = bankruptcyAt(held, held.margin);
        return {
          bankruptcy,
          result: await takeOver(this.options.storage, engine, {
            position: held,
            bankruptcy,
            fundId: await this.options.fund.ensure(),
            pair,
            sweepBalance: false,
            now,
          }),
        };
      });
      if (!done) continue;
      index.remove(userId, pair.symbol);
      this.warned.delete(`${userId}|${pair.symbol}`);
      this.options.tell(userId, {
        kind: 'liquidation',
        symbol: pair.symbol,
        side: position.side,
        amount: position.size.toFixed(),
        price: done.bankruptcy.toFixed(),
        ts: now,
      });
    }
  }

  /** Each cross account's futures balance plus frozen (its cross wallet), read in chunks. */
  private async wallets(userIds: readonly UserId[], coin: string): Promise<Map<UserId, Big>> {
    const wallets = new Map<UserId, Big>();
    for (let at = 0; at < userIds.length; at += CHUNK) {
      const rows = await this.options.storage.db
        .selectFrom('ledger_accounts')
        .select(['user_id', 'balance', 'frozen'])
        .where('kind', '=', MARGIN_KIND)
        .where('coin', '=', coin)
        .where('user_id', 'in', userIds.slice(at, at + CHUNK))
        .execute();
      for (const row of rows) wallets.set(row.user_id, new Big(row.balance).plus(row.frozen));
    }
    return wallets;
  }

  private async cross(now: number): Promise<void> {
    const { engine, pairs } = this.options;
    const fundId = this.options.fund.current;
    const accounts = new Map<UserId, ContractPosition[]>();
    for (const position of engine.allOpenPositions()) {
      if (position.isolated || position.userId === fundId) continue;
      accounts.set(position.userId, [...(accounts.get(position.userId) ?? []), position]);
    }
    const coin = pairs[0]?.quote ?? 'USDT';
    const wallets = await this.wallets([...accounts.keys()], coin);
    for (const key of this.warned)
      if (key.endsWith('|cross') && !accounts.has(Number(key.split('|')[0])))
        this.warned.delete(key);
    for (const [userId, positions] of accounts) {
      let maintenance = ZERO;
      let balance = wallets.get(userId) ?? ZERO;
      for (const position of positions) {
        const pair = pairs.find((p) => p.symbol === position.symbol);
        if (!pair) continue;
        const mark = this.options.markOf(position.symbol);
        maintenance = maintenance.plus(maintenanceMargin(pair.brackets, position.size.times(mark)));
        balance = balance
          .plus(position.margin)
          .plus(unrealizedPnl(position.side, position.size, position.entryPrice, mark));
      }
      const ratio = marginRatio(maintenance, balance);
      const key = `${userId}|cross`;
      if (ratio.lt(WARNING_RATIO)) this.warned.delete(key);
      else if (ratio.lt(HUNDRED)) {
        const first = positions[0];
        if (first)
          this.warn(key, userId, { symbol: first.symbol, margin_ratio: ratio.toFixed(2) }, now);
      } else await this.liquidateCross(userId, now);
    }
  }

  /**
   * A cross account at 100 %: every order cancelled, then each cross position taken over at a
   * bankruptcy price that shares the account's free balance by notional, so the account's
   * whole wallet is lost (what rounding leaves goes to 'insurance' with the last position).
   */
  private async liquidateCross(userId: UserId, now: number): Promise<void> {
    const { engine, pairs } = this.options;
    for (const pair of pairs)
      if (engine.openEntrustsOf(pair.symbol).some((order) => order.userId === userId))
        await engine.cancelAllOf(userId, pair.symbol);
    const positions = engine.allOpenPositions().filter((p) => p.userId === userId && !p.isolated);
    if (positions.length === 0) return;
    const coin = pairs[0]?.quote ?? 'USDT';
    const wallet = (await this.wallets([userId], coin)).get(userId) ?? ZERO;
    const notionals = positions.map((p) => p.size.times(this.options.markOf(p.symbol)));
    const total = notionals.reduce((sum, n) => sum.plus(n), ZERO);
    let shared = ZERO;
    for (const [at, position] of positions.entries()) {
      const pair = pairs.find((p) => p.symbol === position.symbol);
      if (!pair) continue;
      const last = at === positions.length - 1;
      const share = last
        ? wallet.minus(shared)
        : total.gt(0)
          ? wallet
              .times(notionals[at] ?? ZERO)
              .div(total)
              .round(MONEY_DECIMALS, Big.roundDown)
          : ZERO;
      shared = shared.plus(share);
      const bankruptcy = bankruptcyAt(position, position.margin.plus(share));
      const done = await engine.serial(pair.symbol, async () => {
        const held = engine.positionOf(userId, pair.symbol);
        if (held?.id !== position.id) return undefined;
        return takeOver(this.options.storage, engine, {
          position: held,
          bankruptcy,
          fundId: await this.options.fund.ensure(),
          pair,
          sweepBalance: last,
          now,
        });
      });
      if (!done) continue;
      this.options.tell(userId, {
        kind: 'liquidation',
        symbol: pair.symbol,
        side: position.side,
        amount: position.size.toFixed(),
        price: bankruptcy.toFixed(),
        ts: now,
      });
    }
    this.warned.delete(`${userId}|cross`);
  }
}
