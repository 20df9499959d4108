import { Big } from 'big.js';
import type { MarginMode, PositionSide } from '@exchange/api';
import { checkContractOrder, initialMargin } from '@exchange/formulas';
import { fieldError, HttpError } from '../http/errors.ts';
import { type Executor, ledger, SYSTEM_USER, type UserId } from '../wallet/ledger.ts';
import type { ContractBook } from './contract-engine.ts';
import { MARGIN_KIND } from './contract-ledger.ts';
import type { ContractEngine } from './contract-service.ts';
import { bigOf } from './big-units.ts';
import { cachedMaxNotional, openCostUnits } from './fixed-point.ts';
import {
  orderFromRow,
  positionRowById,
  settingOf,
  writePosition,
  writeSetting,
} from './contract-store.ts';
import type { ContractOrder, ContractPosition } from './contract-types.ts';

const ZERO = new Big(0);

/** contract_open's body as the route parsed it. */
export interface OpenInput {
  symbol: string;
  side: PositionSide;
  type: ContractOrder['type'];
  price?: string | undefined;
  amount: string;
  time_in_force?: ContractOrder['timeInForce'] | undefined;
  trigger_price?: string | undefined;
  trigger_by?: 'mark' | 'last' | undefined;
  reduce_only?: boolean | undefined;
  leverage?: number | undefined;
  margin_mode?: MarginMode | undefined;
  take_profit?: string | undefined;
  stop_loss?: string | undefined;
  client_order_id?: string | undefined;
}

/** Throw the first of the formulas' field errors, if any. */
function refuse(errors: readonly { field: string; message: string }[]): void {
  const first = errors[0];
  if (first) throw fieldError(first.field, first.message);
}

/** TP above / SL below the reference for a long; the other way round for a short. */
export function checkTriggers(
  side: PositionSide,
  reference: Big,
  takeProfit: Big | null,
  stopLoss: Big | null,
): void {
  const above = (p: Big) => (side === 'long' ? p.gt(reference) : p.lt(reference));
  if (takeProfit && !above(takeProfit))
    throw fieldError(
      'take_profit',
      side === 'long'
        ? 'Take profit must be above the entry'
        : 'Take profit must be below the entry',
    );
  if (stopLoss && (above(stopLoss) || stopLoss.eq(reference)))
    throw fieldError(
      'stop_loss',
      side === 'long' ? 'Stop loss must be below the entry' : 'Stop loss must be above the entry',
    );
}

/** The user's operations behind the trading routes, on top of the engine. */
export class ContractActions {
  constructor(private readonly engine: ContractEngine) {}

  /**
   * The margin an order of this size holds: openCost at its limit price (a buy above the mark
   * adds its open loss). A market order holds the margin and fee at the worst price it may
   * fill at: a long at the band's edge, a short at the mark or the best bid above it.
   */
  costOf(book: ContractBook, side: PositionSide, price: Big | null, amount: Big, leverage: number) {
    const mark = this.engine.markOf(book.pair.symbol);
    let worst = mark;
    if (price === null) {
      const bid = book.bids.best();
      worst = side === 'long' ? book.marketLimit(side, mark) : bid?.gt(mark) ? bid : mark;
    }
    // One integer function for this check and the bench's (bench/contract-orders.ts).
    const cost = openCostUnits({
      side,
      price: price ?? worst,
      mark: price === null ? worst : mark,
      size: amount,
      leverage,
      feeRate: book.takerFeeRate,
    });
    return bigOf(cost, 8);
  }

  /** Refuse an opening order whose resulting position passes the leverage's largest notional. */
  private checkNotional(
    book: ContractBook,
    held: ContractPosition | undefined,
    side: PositionSide,
    price: Big,
    amount: Big,
    leverage: number,
  ): void {
    let size = amount;
    if (held) size = held.side === side ? held.size.plus(amount) : amount.minus(held.size);
    if (size.lte(0)) return;
    const cap = cachedMaxNotional(book.pair.brackets, leverage);
    if (size.times(price).gt(cap))
      throw fieldError('leverage', `Above the largest position of ${leverage}x (${cap.toFixed()})`);
  }

  async open(userId: UserId, body: OpenInput): Promise<ContractOrder> {
    const book = this.engine.book(body.symbol);
    // Placing twice with one client order id places once: the second answer is the first entrust.
    if (body.client_order_id !== undefined) {
      const placed = await this.engine.db
        .selectFrom('contract_orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('client_order_id', '=', body.client_order_id)
        .executeTakeFirst();
      if (placed) return orderFromRow(placed);
    }
    const { pair } = book;
    const mark = this.engine.markOf(pair.symbol);
    const setting = await settingOf(this.engine.db, userId, pair.symbol);
    if (body.leverage !== undefined && body.leverage !== setting.leverage)
      throw fieldError('leverage', 'Change the leverage with adjust_lever first');
    if (body.margin_mode !== undefined && body.margin_mode !== setting.marginMode)
      throw fieldError('margin_mode', 'Change the margin mode with adjust_lever first');
    const price =
      body.price === undefined || body.type === 'market' || body.type === 'stop_market'
        ? null
        : new Big(body.price);
    const amount = new Big(body.amount);
    const reduceOnly = body.reduce_only === true;
    const held = book.positionOf(userId);
    refuse(
      checkContractOrder({
        pair: {
          tickSize: pair.tickSize,
          minSize: pair.minSize,
          maxSize: pair.maxSize,
          sizeStep: pair.sizeStep,
          priceBand: pair.priceBand,
          mark,
        },
        order: {
          type: body.type,
          side: body.side,
          price: price ?? undefined,
          triggerPrice: body.trigger_price === undefined ? undefined : new Big(body.trigger_price),
          amount,
          reduceOnly,
          takeProfit: body.take_profit,
          stopLoss: body.stop_loss,
          position: held ? { side: held.side, size: held.size } : undefined,
        },
      }),
    );
    const limitLike = body.type === 'limit' || body.type === 'stop_limit';
    const timeInForce = limitLike ? (body.time_in_force ?? 'gtc') : 'ioc';
    if (!limitLike && body.time_in_force !== undefined && body.time_in_force !== 'ioc')
      throw fieldError('time_in_force', 'Only a limit order has a time in force');
    if (
      timeInForce === 'post_only' &&
      body.type === 'limit' &&
      price &&
      book.wouldTake(body.side, price)
    )
      throw fieldError('time_in_force', 'Post-only order would take liquidity');
    if (reduceOnly && (!held || held.side === body.side || amount.gt(held.size)))
      throw fieldError('reduce_only', 'A reduce-only order may not increase the position');
    const takeProfit = body.take_profit === undefined ? null : new Big(body.take_profit);
    const stopLoss = body.stop_loss === undefined ? null : new Big(body.stop_loss);
    checkTriggers(body.side, price ?? mark, takeProfit, stopLoss);
    const reference = price ?? book.marketLimit(body.side, mark);
    if (!reduceOnly) this.checkNotional(book, held, body.side, reference, amount, setting.leverage);
    // Margin is held for the part that opens: what reduces a held position needs none.
    const opening = held && held.side !== body.side ? amount.minus(held.size) : amount;
    const margin =
      reduceOnly || opening.lte(0)
        ? ZERO
        : this.costOf(book, body.side, price, opening, setting.leverage);
    const stop = body.type === 'stop_limit' || body.type === 'stop_market';
    const ts = this.engine.now();
    return this.engine.submit(
      {
        userId,
        clientOrderId: body.client_order_id ?? '',
        symbol: pair.symbol,
        side: body.side,
        action: reduceOnly ? 'close' : 'open',
        type: body.type,
        source: 'order',
        timeInForce,
        status: stop ? 'untriggered' : 'open',
        price,
        triggerPrice: stop && body.trigger_price !== undefined ? new Big(body.trigger_price) : null,
        triggerBy: stop ? (body.trigger_by ?? 'mark') : null,
        reduceOnly,
        amount,
        filled: ZERO,
        filledQuote: ZERO,
        leverage: setting.leverage,
        marginMode: setting.marginMode,
        margin,
        fee: ZERO,
        realizedPnl: ZERO,
        takeProfit,
        stopLoss,
        createdAt: ts,
        updatedAt: ts,
      },
      async (trx) => {
        if (margin.gt(0) && (await this.engine.available(trx, userId, pair.quote)).lt(margin))
          throw fieldError('amount', 'Not enough available margin');
      },
    );
  }

  /** The caller's open position by id: another user's, or a closed one, is a 404. */
  async ownPosition(userId: UserId, positionId: number): Promise<ContractPosition> {
    const row = await positionRowById(this.engine.db, positionId);
    if (row?.user_id !== userId || row.closed_at !== null)
      throw new HttpError(404, 'Position not found');
    const held = this.engine.book(row.symbol).positionOf(userId);
    if (held?.id !== positionId) throw new HttpError(404, 'Position not found');
    return held;
  }

  /** contract_close: a reduce-only limit or market entrust against the position. */
  async close(
    userId: UserId,
    body: {
      position_id: number;
      type: 'limit' | 'market';
      price?: string | undefined;
      amount: string;
      client_order_id?: string | undefined;
    },
  ): Promise<ContractOrder> {
    const held = await this.ownPosition(userId, body.position_id);
    if (new Big(body.amount).gt(held.size))
      throw fieldError('amount', 'Closing more than the position holds');
    return this.open(userId, {
      symbol: held.symbol,
      side: held.side === 'long' ? 'short' : 'long',
      type: body.type,
      price: body.price,
      amount: body.amount,
      reduce_only: true,
      client_order_id: body.client_order_id,
    });
  }

  /** position_update: TP/SL ("" removes) and an isolated position's margin in or out. */
  async updatePosition(
    userId: UserId,
    body: {
      position_id: number;
      take_profit?: string | undefined;
      stop_loss?: string | undefined;
      margin_action?: 'add' | 'remove' | undefined;
      margin_amount?: string | undefined;
    },
  ): Promise<ContractPosition> {
    const first = await this.ownPosition(userId, body.position_id);
    const book = this.engine.book(first.symbol);
    return this.engine.serial(book.pair.symbol, async () => {
      const held = await this.ownPosition(userId, body.position_id);
      const next: ContractPosition = { ...held, updatedAt: this.engine.now() };
      if (body.take_profit !== undefined)
        next.takeProfit = body.take_profit === '' ? null : new Big(body.take_profit);
      if (body.stop_loss !== undefined)
        next.stopLoss = body.stop_loss === '' ? null : new Big(body.stop_loss);
      checkTriggers(held.side, held.entryPrice, next.takeProfit, next.stopLoss);
      let moved = ZERO;
      if (body.margin_action !== undefined) {
        if (!held.isolated)
          throw fieldError('margin_action', "Only an isolated position's margin can change");
        const amount = new Big(body.margin_amount ?? '0');
        if (body.margin_action === 'remove') {
          const floor = initialMargin(held.size.times(held.entryPrice), held.leverage);
          if (held.margin.minus(amount).lt(floor))
            throw fieldError('margin_amount', 'The margin may not go below the initial margin');
          moved = amount.neg();
        } else moved = amount;
        next.margin = held.margin.plus(moved);
      }
      const coin = book.pair.quote;
      const posted = await this.engine.db.transaction().execute(async (trx) => {
        if (moved.gt(0) && (await this.engine.available(trx, userId, coin)).lt(moved))
          throw fieldError('margin_amount', 'Not enough available margin');
        const posting = moved.eq(0)
          ? undefined
          : await ledger.post(trx, {
              reason: 'position_margin',
              refId: `contract-position:${held.id}`,
              legs: moved.gt(0)
                ? [
                    { userId, kind: MARGIN_KIND, coin, balance: moved.neg() },
                    { userId: SYSTEM_USER, kind: 'house', coin, balance: moved },
                  ]
                : [
                    { userId: SYSTEM_USER, kind: 'house', coin, balance: moved },
                    { userId, kind: MARGIN_KIND, coin, balance: moved.neg() },
                  ],
            });
        await writePosition(trx, next, null);
        return posting?.accounts ?? [];
      });
      this.engine.tellBalances(posted);
      this.engine.updatePosition(next);
      return next;
    });
  }

  /** adjust_lever: the symbol's leverage and margin mode for the user. */
  async adjustLever(
    userId: UserId,
    body: { symbol: string; leverage: number; margin_mode: MarginMode },
  ): Promise<{ leverage: number; marginMode: MarginMode; symbol: string }> {
    const book = this.engine.book(body.symbol);
    const { pair } = book;
    return this.engine.serial(pair.symbol, async () => {
      if (body.leverage > pair.maxLeverage)
        throw fieldError('leverage', `The most this contract allows is ${pair.maxLeverage}x`);
      const current = await settingOf(this.engine.db, userId, pair.symbol);
      const held = book.positionOf(userId);
      const orders = book.ordersOf(userId);
      if (body.margin_mode !== current.marginMode && (held || orders.length > 0))
        throw fieldError('margin_mode', 'Close the position and cancel its orders first');
      const mark = this.engine.markOf(pair.symbol);
      const cap = cachedMaxNotional(pair.brackets, body.leverage);
      if (held && held.size.times(mark).gt(cap))
        throw fieldError('leverage', `The position is larger than ${body.leverage}x allows`);
      let topUp = ZERO;
      if (held) {
        const need = initialMargin(held.size.times(held.entryPrice), body.leverage).round(
          8,
          Big.roundUp,
        );
        if (need.gt(held.margin)) topUp = need.minus(held.margin);
      }
      let orderNeed = ZERO;
      for (const order of orders) {
        if (order.reduceOnly) continue;
        const left = order.amount.minus(order.filled);
        const cost = this.costOf(book, order.side, order.price, left, body.leverage);
        if (cost.gt(order.margin)) orderNeed = orderNeed.plus(cost.minus(order.margin));
      }
      const coin = pair.quote;
      const posted = await this.engine.db.transaction().execute(async (trx: Executor) => {
        const available = await this.engine.available(trx, userId, coin);
        if (available.lt(topUp.plus(orderNeed)))
          throw fieldError('leverage', 'Not enough available margin for this leverage');
        await writeSetting(trx, userId, pair.symbol, {
          leverage: body.leverage,
          marginMode: body.margin_mode,
        });
        const posting =
          held && topUp.gt(0)
            ? await ledger.post(trx, {
                reason: 'position_margin',
                refId: `contract-position:${held.id}`,
                legs: [
                  { userId, kind: MARGIN_KIND, coin, balance: topUp.neg() },
                  { userId: SYSTEM_USER, kind: 'house', coin, balance: topUp },
                ],
              })
            : undefined;
        if (held)
          await writePosition(
            trx,
            { ...held, leverage: body.leverage, margin: held.margin.plus(topUp) },
            null,
          );
        return posting?.accounts ?? [];
      });
      this.engine.tellBalances(posted);
      if (held)
        this.engine.updatePosition({
          ...held,
          leverage: body.leverage,
          margin: held.margin.plus(topUp),
        });
      return { symbol: pair.symbol, leverage: body.leverage, marginMode: body.margin_mode };
    });
  }
}
