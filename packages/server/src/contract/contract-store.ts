import { Big } from 'big.js';
import type { Selectable } from 'kysely';
import type { MarginMode } from '@exchange/api';
import { type Executor, toAmount, type UserId } from '../wallet/ledger.ts';
import type { ContractOrdersTable, ContractPositionsTable } from './contract-tables.ts';
import type { ContractFill, ContractOrder, ContractPosition } from './contract-types.ts';
import './contract-tables.ts';

export type OrderRow = Selectable<ContractOrdersTable>;
export type PositionRow = Selectable<ContractPositionsTable>;

/** The leverage and mode of a symbol before the user changes it (Binance's default). */
export const DEFAULT_SETTING = { leverage: 20, marginMode: 'cross' as MarginMode };

const big = (value: string | number) => new Big(value);
const orNull = (value: string | null) => (value === null ? null : new Big(value));
const text = (value: Big | null) => (value === null ? null : toAmount(value));

export function orderFromRow(row: OrderRow): ContractOrder {
  return {
    id: row.id,
    userId: row.user_id,
    clientOrderId: row.client_order_id,
    symbol: row.symbol,
    side: row.side,
    action: row.action,
    type: row.type,
    source: row.source,
    timeInForce: row.time_in_force,
    status: row.status,
    price: orNull(row.price),
    triggerPrice: orNull(row.trigger_price),
    triggerBy: row.trigger_by,
    reduceOnly: row.reduce_only === 1,
    amount: big(row.amount),
    filled: big(row.filled),
    filledQuote: big(row.filled_quote),
    leverage: row.leverage,
    marginMode: row.margin_mode,
    margin: big(row.margin),
    fee: big(row.fee),
    realizedPnl: big(row.realized_pnl),
    takeProfit: orNull(row.take_profit),
    stopLoss: orNull(row.stop_loss),
    seq: row.seq,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function positionFromRow(row: PositionRow): ContractPosition {
  return {
    id: row.id,
    userId: row.user_id,
    symbol: row.symbol,
    side: row.side,
    size: big(row.size),
    entryPrice: big(row.entry_price),
    margin: big(row.margin),
    isolated: row.isolated === 1,
    leverage: row.leverage,
    takeProfit: orNull(row.take_profit),
    stopLoss: orNull(row.stop_loss),
    realizedPnl: big(row.realized_pnl),
    openedAt: row.opened_at,
    updatedAt: row.updated_at,
  };
}

/** Insert a new entrust (its id is its sequence: time priority follows arrival). */
export async function insertOrder(
  trx: Executor,
  order: Omit<ContractOrder, 'id' | 'seq'>,
): Promise<number> {
  const row = await trx
    .insertInto('contract_orders')
    .values({
      user_id: order.userId,
      client_order_id: order.clientOrderId,
      symbol: order.symbol,
      side: order.side,
      action: order.action,
      type: order.type,
      source: order.source,
      time_in_force: order.timeInForce,
      status: order.status,
      price: text(order.price),
      trigger_price: text(order.triggerPrice),
      trigger_by: order.triggerBy,
      reduce_only: order.reduceOnly ? 1 : 0,
      amount: toAmount(order.amount),
      filled: toAmount(order.filled),
      filled_quote: toAmount(order.filledQuote),
      remaining: toAmount(order.amount.minus(order.filled)),
      leverage: order.leverage,
      margin_mode: order.marginMode,
      margin: toAmount(order.margin),
      fee: toAmount(order.fee),
      realized_pnl: toAmount(order.realizedPnl),
      take_profit: text(order.takeProfit),
      stop_loss: text(order.stopLoss),
      seq: 0,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('contract_orders').set({ seq: row.id }).where('id', '=', row.id).execute();
  return row.id;
}

/** Write an entrust's state after a plan, a cancel or a trigger. */
export async function writeOrder(trx: Executor, order: ContractOrder): Promise<void> {
  await trx
    .updateTable('contract_orders')
    .set({
      status: order.status,
      type: order.type,
      filled: toAmount(order.filled),
      filled_quote: toAmount(order.filledQuote),
      remaining: toAmount(order.amount.minus(order.filled)),
      margin: toAmount(order.margin),
      fee: toAmount(order.fee),
      realized_pnl: toAmount(order.realizedPnl),
      updated_at: order.updatedAt,
    })
    .where('id', '=', order.id)
    .execute();
}

/** Insert or update a position; a new one (id 0) gets its id. Returns the stored position. */
export async function writePosition(
  trx: Executor,
  position: ContractPosition,
  closedAt: number | null,
): Promise<ContractPosition> {
  const values = {
    side: position.side,
    size: toAmount(position.size),
    entry_price: toAmount(position.entryPrice),
    margin: toAmount(position.margin),
    isolated: position.isolated ? 1 : 0,
    leverage: position.leverage,
    take_profit: text(position.takeProfit),
    stop_loss: text(position.stopLoss),
    realized_pnl: toAmount(position.realizedPnl),
    updated_at: position.updatedAt,
    open_key: closedAt === null ? `${position.userId}:${position.symbol}` : null,
    closed_at: closedAt,
  };
  if (position.id !== 0) {
    await trx.updateTable('contract_positions').set(values).where('id', '=', position.id).execute();
    return position;
  }
  const row = await trx
    .insertInto('contract_positions')
    .values({
      ...values,
      user_id: position.userId,
      symbol: position.symbol,
      opened_at: position.openedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...position, id: row.id };
}

export async function insertFills(trx: Executor, fills: readonly ContractFill[]): Promise<void> {
  if (fills.length === 0) return;
  await trx
    .insertInto('contract_fills')
    .values(
      fills.map((fill) => ({
        trade_id: fill.tradeId,
        entrust_id: fill.entrustId,
        user_id: fill.userId,
        symbol: fill.symbol,
        side: fill.side,
        action: fill.action,
        role: fill.role,
        price: toAmount(fill.price),
        amount: toAmount(fill.amount),
        fee: toAmount(fill.fee),
        realized_pnl: toAmount(fill.realizedPnl),
        created_at: fill.ts,
      })),
    )
    .execute();
}

/** Every open and untriggered entrust and every open position: what a restart rebuilds. */
export async function loadOpenState(
  db: Executor,
): Promise<{ orders: ContractOrder[]; positions: ContractPosition[] }> {
  const orders = await db
    .selectFrom('contract_orders')
    .selectAll()
    .where('status', 'in', ['open', 'partial', 'untriggered'])
    .orderBy('seq')
    .execute();
  const positions = await db
    .selectFrom('contract_positions')
    .selectAll()
    .where('closed_at', 'is', null)
    .execute();
  return { orders: orders.map(orderFromRow), positions: positions.map(positionFromRow) };
}

export async function orderRowById(db: Executor, id: number): Promise<OrderRow | undefined> {
  return db.selectFrom('contract_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function positionRowById(db: Executor, id: number): Promise<PositionRow | undefined> {
  return db.selectFrom('contract_positions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's leverage and margin mode of a symbol (the default until changed). */
export async function settingOf(
  db: Executor,
  userId: UserId,
  symbol: string,
): Promise<{ leverage: number; marginMode: MarginMode }> {
  const row = await db
    .selectFrom('contract_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .where('symbol', '=', symbol)
    .executeTakeFirst();
  return row ? { leverage: row.leverage, marginMode: row.margin_mode } : DEFAULT_SETTING;
}

export async function writeSetting(
  db: Executor,
  userId: UserId,
  symbol: string,
  setting: { leverage: number; marginMode: MarginMode },
): Promise<void> {
  await db
    .insertInto('contract_settings')
    .values({
      user_id: userId,
      symbol,
      leverage: setting.leverage,
      margin_mode: setting.marginMode,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'symbol'])
        .doUpdateSet({ leverage: setting.leverage, margin_mode: setting.marginMode }),
    )
    .execute();
}
