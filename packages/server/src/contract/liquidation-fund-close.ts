import type { Big } from 'big.js';
import { unrealizedPnl } from '@exchange/formulas';
import type { Storage } from '../db/connect.ts';
import type { UserId } from '../wallet/ledger.ts';
import { adlClose, adlQueue } from './adl-close.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import type { ContractPosition } from './contract-types.ts';
import { insuranceBalance, sweepFundBalance } from './liquidation-fund.ts';
import type { ContractNotice } from './liquidation-sweep.ts';
import { opposite } from './liquidation-takeover.ts';

export interface FundCloseOptions {
  storage: Storage;
  engine: ContractEngine;
  pair: ContractPairConfig;
  fundId: UserId;
  mark: Big;
  now: number;
  tell: (userId: UserId, notice: ContractNotice) => void;
  /** A close the book refused for another reason than money (logged, then ADL decides). */
  onError: (error: unknown) => void;
}

/**
 * Liquidation step two, each part its own transaction: the fund closes the position it took
 * over against the book with a reduce-only market order where the book has the other side
 * (what it realises goes to 'insurance'; a loss its balance cannot pay is paid by 'insurance').
 * When the fund cannot pay (the close is refused for want of money, or the loss at the mark of
 * what is left exceeds the insurance balance) the rest is auto-deleveraged at the price the fund
 * took it over at: opposite positions, highest ADL rank first, close against it with no fee,
 * their orders cancelled and their owners told.
 */
export async function closeFundPosition(options: FundCloseOptions): Promise<void> {
  const { storage, engine, pair, fundId, mark } = options;
  const { symbol } = pair;
  const held = engine.positionOf(fundId, symbol);
  if (!held) return;
  const depth = engine.depth(symbol, 1);
  const bookHasOtherSide = held.side === 'long' ? depth.bids.length > 0 : depth.asks.length > 0;
  let refused = false;
  if (bookHasOtherSide) {
    try {
      await engine.placeSystemOrder(fundId, {
        symbol,
        side: opposite(held.side),
        type: 'market',
        amount: held.size,
        reduceOnly: true,
        source: 'liquidation',
      });
    } catch (error) {
      refused = true;
      options.onError(error);
    }
  }
  await sweepFundBalance(storage, fundId, pair.quote);
  const left = engine.positionOf(fundId, symbol);
  if (!left) return;
  const pnl = unrealizedPnl(left.side, left.size, left.entryPrice, mark);
  const insurance = await insuranceBalance(storage, pair.quote);
  if (!refused && insurance.plus(pnl).gte(0)) return;
  await deleverage(options, left);
}

async function deleverage(options: FundCloseOptions, fund: ContractPosition): Promise<void> {
  const { storage, engine, pair, fundId, mark, now } = options;
  const queue = adlQueue(engine.positionsOf(pair.symbol), fund.side, mark, new Set([fundId]));
  const chosen: ContractPosition[] = [];
  let covered = fund.size.times(0);
  for (const position of queue) {
    if (covered.gte(fund.size)) break;
    chosen.push(position);
    covered = covered.plus(position.size);
  }
  for (const position of chosen)
    if (engine.openEntrustsOf(pair.symbol).some((order) => order.userId === position.userId))
      await engine.cancelAllOf(position.userId, pair.symbol);
  const hits = await engine.serial(pair.symbol, () =>
    adlClose(storage, engine, pair, fundId, fund.entryPrice, chosen, now),
  );
  for (const hit of hits)
    options.tell(hit.position.userId, {
      kind: 'adl',
      symbol: pair.symbol,
      side: hit.position.side,
      amount: hit.amount.toFixed(),
      price: fund.entryPrice.toFixed(),
      ts: now,
    });
}
