import { Big } from 'big.js';
import type { ContractFill as FillView, Entrust, Position } from '@exchange/api';
import {
  adlRanks,
  bankruptcyPrice,
  initialMargin,
  liquidationPrice,
  maintenanceMargin,
  marginRatio,
  roe,
  unrealizedPnl,
} from '@exchange/formulas';
import type { Selectable } from 'kysely';
import type { Executor, UserId } from '../wallet/ledger.ts';
import { MARGIN_KIND } from './contract-ledger.ts';
import { type ContractPairConfig, findContractPair } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import type { ContractFillsTable } from './contract-tables.ts';
import type { ContractOrder, ContractPosition } from './contract-types.ts';

const MONEY = 8;
const ZERO = new Big(0);

function pairOf(symbol: string): ContractPairConfig {
  const pair = findContractPair(symbol);
  if (!pair) throw new Error(`No contract ${symbol}`);
  return pair;
}

const money = (value: Big) => value.round(MONEY, Big.roundHalfEven).toFixed();
const price = (value: Big, pair: ContractPairConfig) =>
  value.round(pair.pricePrecision, Big.roundHalfEven).toFixed(pair.pricePrecision);
const size = (value: Big, pair: ContractPairConfig) => value.toFixed(pair.sizePrecision);

/** An entrust on the wire. */
export function entrustView(order: ContractOrder): Entrust {
  const pair = pairOf(order.symbol);
  return {
    id: order.id,
    client_order_id: order.clientOrderId,
    symbol: order.symbol,
    side: order.side,
    action: order.action,
    type: order.type,
    source: order.source,
    time_in_force: order.timeInForce,
    status: order.status,
    price: order.price === null ? null : price(order.price, pair),
    trigger_price: order.triggerPrice === null ? null : price(order.triggerPrice, pair),
    trigger_by: order.triggerBy,
    reduce_only: order.reduceOnly,
    amount: size(order.amount, pair),
    filled_amount: size(order.filled, pair),
    avg_price: order.filled.gt(0) ? price(order.filledQuote.div(order.filled), pair) : '0',
    leverage: order.leverage,
    margin_mode: order.marginMode,
    margin: money(order.margin),
    fee: money(order.fee),
    realized_pnl: money(order.realizedPnl),
    take_profit: order.takeProfit === null ? null : price(order.takeProfit, pair),
    stop_loss: order.stopLoss === null ? null : price(order.stopLoss, pair),
    created_at: order.createdAt,
    updated_at: order.updatedAt,
  };
}

export function fillView(row: Selectable<ContractFillsTable>): FillView {
  const pair = pairOf(row.symbol);
  return {
    id: row.id,
    entrust_id: row.entrust_id,
    symbol: row.symbol,
    side: row.side,
    action: row.action,
    price: price(new Big(row.price), pair),
    amount: size(new Big(row.amount), pair),
    fee: money(new Big(row.fee)),
    role: row.role,
    realized_pnl: money(new Big(row.realized_pnl)),
    created_at: row.created_at,
  };
}

/** A user's margin picture: what position views and the futures account need. */
export interface MarginPicture {
  /** Futures balance not frozen. */
  balance: Big;
  frozen: Big;
  positions: { position: ContractPosition; mark: Big; pnl: Big; maintenance: Big }[];
}

export async function marginPicture(
  db: Executor,
  engine: ContractEngine,
  userId: UserId,
  coin = 'USDT',
): Promise<MarginPicture> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select(['balance', 'frozen'])
    .where('user_id', '=', userId)
    .where('kind', '=', MARGIN_KIND)
    .where('coin', '=', coin)
    .executeTakeFirst();
  const positions = engine.pairs
    .filter((pair) => pair.quote === coin)
    .flatMap((pair) => {
      const position = engine.positionOf(userId, pair.symbol);
      if (!position) return [];
      const mark = engine.markOf(pair.symbol);
      return [
        {
          position,
          mark,
          pnl: unrealizedPnl(position.side, position.size, position.entryPrice, mark),
          maintenance: maintenanceMargin(pair.brackets, position.size.times(mark)),
        },
      ];
    });
  return {
    balance: new Big(row?.balance ?? 0),
    frozen: new Big(row?.frozen ?? 0),
    positions,
  };
}

/** Cross wallet balance: the free balance plus every cross position's margin. */
export function crossWallet(picture: MarginPicture): Big {
  return picture.positions
    .filter((p) => !p.position.isolated)
    .reduce((sum, p) => sum.plus(p.position.margin), picture.balance);
}

/** A position on the wire, its computed fields from the formulas. */
export function positionView(
  engine: ContractEngine,
  picture: MarginPicture,
  entry: MarginPicture['positions'][number],
): Position {
  const { position, mark, pnl, maintenance } = entry;
  const pair = pairOf(position.symbol);
  const others = picture.positions.filter(
    (p) => p.position.id !== position.id && !p.position.isolated,
  );
  const wallet = position.isolated ? position.margin : crossWallet(picture);
  const liquidation = liquidationPrice({
    side: position.side,
    size: position.size,
    entry: position.entryPrice,
    walletBalance: wallet,
    otherMaintenance: position.isolated
      ? ZERO
      : others.reduce((sum, p) => sum.plus(p.maintenance), ZERO),
    otherUnrealizedPnl: position.isolated ? ZERO : others.reduce((sum, p) => sum.plus(p.pnl), ZERO),
    brackets: pair.brackets,
  });
  const marginBalance = position.isolated
    ? position.margin.plus(pnl)
    : picture.positions
        .filter((p) => !p.position.isolated)
        .reduce((sum, p) => sum.plus(p.pnl), wallet);
  const ranks = adlRanks(
    engine.positionsOf(position.symbol).map((p) => ({
      id: p.id,
      pnl: unrealizedPnl(p.side, p.size, p.entryPrice, mark),
      margin: p.margin,
      leverage: p.leverage,
    })),
  );
  return {
    id: position.id,
    symbol: position.symbol,
    side: position.side,
    margin_mode: position.isolated ? 'isolated' : 'cross',
    leverage: position.leverage,
    amount: size(position.size, pair),
    entry_price: price(position.entryPrice, pair),
    mark_price: price(mark, pair),
    notional: money(position.size.times(mark)),
    liquidation_price: price(liquidation, pair),
    bankruptcy_price: price(
      bankruptcyPrice({
        side: position.side,
        size: position.size,
        entry: position.entryPrice,
        // Cross: the whole cross balance stands behind the position (wallet and the other
        // cross positions' PnL), as its liquidation price counts it; isolated: its own margin.
        margin: position.isolated
          ? position.margin
          : others.reduce((sum, p) => sum.plus(p.pnl), wallet),
      }),
      pair,
    ),
    margin: money(position.margin),
    maintenance_margin: money(maintenance),
    margin_ratio: new Big(marginRatio(maintenance, marginBalance)).toFixed(2),
    unrealized_pnl: money(pnl),
    roe: new Big(
      roe(pnl, initialMargin(position.size.times(position.entryPrice), position.leverage)),
    ).toFixed(2),
    realized_pnl: money(position.realizedPnl),
    adl_rank: ranks.get(position.id) ?? 1,
    take_profit: position.takeProfit === null ? null : price(position.takeProfit, pair),
    stop_loss: position.stopLoss === null ? null : price(position.stopLoss, pair),
    created_at: position.openedAt,
    updated_at: position.updatedAt,
  };
}

/** The futures account's contract figures (GET /wallet/contract_account). */
export interface FuturesFigures {
  position_margin: string;
  unrealized_pnl: string;
  /** balance + frozen + position margin + unrealised PnL. */
  equity: string;
  /** The cross account's maintenance over its margin balance, in percent ("0" without). */
  margin_ratio: string;
}

export async function futuresFigures(
  db: Executor,
  engine: ContractEngine,
  userId: UserId,
): Promise<FuturesFigures> {
  const picture = await marginPicture(db, engine, userId);
  const margin = picture.positions.reduce((sum, p) => sum.plus(p.position.margin), ZERO);
  const pnl = picture.positions.reduce((sum, p) => sum.plus(p.pnl), ZERO);
  const cross = picture.positions.filter((p) => !p.position.isolated);
  const maintenance = cross.reduce((sum, p) => sum.plus(p.maintenance), ZERO);
  const crossBalance = cross.reduce((sum, p) => sum.plus(p.pnl), crossWallet(picture));
  return {
    position_margin: money(margin),
    unrealized_pnl: money(pnl),
    equity: money(picture.balance.plus(picture.frozen).plus(margin).plus(pnl)),
    margin_ratio:
      cross.length === 0 ? '0' : new Big(marginRatio(maintenance, crossBalance)).toFixed(2),
  };
}
