import Big from 'big.js';
import type {
  ContractAccount,
  ContractOrderType,
  ContractPair,
  MarginMode,
  Position,
  PositionSide,
} from '@exchange/api';
import {
  contractFee,
  liquidationPrice,
  maxOpenSize,
  openCost,
  positiveDecimal,
} from '@exchange/formulas';

// What the form shows under each of its two buttons before anything is sent: the cost, the
// liquidation price of the position the order would leave, the largest size that could be opened
// and the fee. Every number comes from @exchange/formulas' contract module (the server decides by
// the same functions); this file only picks their inputs from the form, the account and the
// positions (ARCHITECTURE.md: formulas live once).

/** The order as the form holds it, its size already in the base coin. */
export interface PreviewOrder {
  type: ContractOrderType;
  /** Limit price (limit, stop-limit); ignored for market orders. */
  price: string;
  /** Trigger price (stop orders). */
  triggerPrice: string;
  /** Size in the base coin; '' when none is typed. */
  size: string;
  postOnly: boolean;
  reduceOnly: boolean;
}

/** The trader's side of the preview: the symbol's setting, the account and every position. */
export interface PreviewContext {
  pair: ContractPair;
  markPrice: string;
  leverage: number;
  marginMode: MarginMode;
  /** null while it loads (or signed out): no cost, liquidation or maximum then. */
  account: ContractAccount | null;
  positions: readonly Position[];
}

/** One side's preview; null where it cannot be known yet (no size, no price, no account). */
export interface SidePreview {
  cost: Big | null;
  /** 0 when the position cannot be liquidated; null with no position left after the order. */
  liquidationPrice: Big | null;
  maxOpenSize: Big | null;
  fee: Big | null;
}

/**
 * The price an order is expected to fill at: its limit price (limit, stop-limit); a stop-market
 * at its trigger price; a market order at the mark price. It is the entry the liquidation
 * price is previewed with and the price a size in the quote coin converts at.
 *
 * @example orderPrice({ type: 'market', price: '', triggerPrice: '' }, '64000') // Big(64000)
 */
export function orderPrice(
  order: Pick<PreviewOrder, 'type' | 'price' | 'triggerPrice'>,
  markPrice: string,
): Big | null {
  switch (order.type) {
    case 'limit':
    case 'stop_limit':
      return positiveDecimal(order.price);
    case 'stop_market':
      return positiveDecimal(order.triggerPrice);
    case 'market':
      return positiveDecimal(markPrice);
    default:
      return order.type satisfies never;
  }
}

/**
 * The fee rate an order pays on opening: the maker rate for a post-only order (it can only rest
 * on the book), the taker rate otherwise (the most a limit order can pay if it crosses).
 *
 * @example feeRateOf(pair, { type: 'limit', postOnly: true }) // pair.maker_fee
 */
export function feeRateOf(
  pair: Pick<ContractPair, 'maker_fee' | 'taker_fee'>,
  order: Pick<PreviewOrder, 'type' | 'postOnly'>,
): string {
  return order.type === 'limit' && order.postOnly ? pair.maker_fee : pair.taker_fee;
}

/** The position a symbol would hold after the order fills in one-way mode, or null for none. */
export function positionAfter(
  held: Pick<Position, 'side' | 'amount' | 'entry_price'> | undefined,
  side: PositionSide,
  size: Big,
  price: Big,
): { side: PositionSide; size: Big; entry: Big } | null {
  if (held === undefined || new Big(held.amount).eq(0)) return { side, size, entry: price };
  const heldSize = new Big(held.amount);
  const heldEntry = new Big(held.entry_price);
  if (held.side === side) {
    const total = heldSize.plus(size);
    return {
      side,
      size: total,
      entry: heldSize.times(heldEntry).plus(size.times(price)).div(total),
    };
  }
  // An opposite order first reduces the position, then opens the other side with the rest.
  if (size.lt(heldSize)) return { side: held.side, size: heldSize.minus(size), entry: heldEntry };
  if (size.eq(heldSize)) return null;
  return { side, size: size.minus(heldSize), entry: price };
}

/**
 * The cross wallet balance the liquidation formula takes (WB), as the server reckons it once the
 * order fills: the futures account's free balance plus the margin of every cross position, less
 * the order's fee. (The order's own margin moves from the balance into its position, so it
 * neither adds nor takes away; margin frozen by other open orders stays out, as on the server.)
 */
function crossWalletBalance(account: ContractAccount, positions: readonly Position[], fee: Big) {
  return positions
    .filter((position) => position.margin_mode === 'cross')
    .reduce((sum, position) => sum.plus(position.margin), new Big(account.balance))
    .minus(fee);
}

/**
 * The price margin is held at, as the server holds it: a limit price as it is; a market or
 * stop-market order at the worst price it may fill at from the mark: a long at the price band's
 * edge (mark × (1 + band), rounded down to the tick), a short at the mark.
 */
function holdPrice(
  side: PositionSide,
  order: Pick<PreviewOrder, 'type' | 'price'>,
  pair: Pick<ContractPair, 'price_band' | 'price_precision'>,
  mark: Big,
): { price: Big; mark: Big } | null {
  if (order.type === 'limit' || order.type === 'stop_limit') {
    const price = positiveDecimal(order.price);
    return price === null ? null : { price, mark };
  }
  const worst =
    side === 'long'
      ? mark.times(new Big(1).plus(pair.price_band)).round(pair.price_precision, Big.roundDown)
      : mark;
  return { price: worst, mark: worst };
}

/**
 * The preview under one button (Buy/Long or Sell/Short) for the order as typed.
 *
 * @example sidePreview('long', order, { pair, markPrice: '64000', leverage: 20, marginMode: 'cross', account, positions })
 */
export function sidePreview(
  side: PositionSide,
  order: PreviewOrder,
  context: PreviewContext,
): SidePreview {
  const { pair, markPrice, leverage, account, positions } = context;
  const price = orderPrice(order, markPrice);
  const mark = positiveDecimal(markPrice);
  const hold = mark === null ? null : holdPrice(side, order, pair, mark);
  // Margin is held with the taker rate, as the server holds it; the fee line shows the rate the
  // order pays when it fills (maker for post-only).
  const holdRate = pair.taker_fee;
  const maximum =
    account === null || hold === null
      ? null
      : maxOpenSize({
          side,
          available: account.balance,
          price: hold.price,
          mark: hold.mark,
          leverage,
          feeRate: holdRate,
          brackets: pair.brackets,
          sizeStep: new Big(10).pow(-pair.size_precision),
        });
  const size = positiveDecimal(order.size);
  if (size === null || price === null || hold === null) {
    return { cost: null, liquidationPrice: null, maxOpenSize: maximum, fee: null };
  }
  const fee = contractFee(size.times(price), feeRateOf(pair, order));
  const position = positions.find((item) => item.symbol === pair.symbol);
  // A reduce-only order only shrinks the position: it holds no margin.
  const cost = order.reduceOnly
    ? new Big(0)
    : openCost({ side, price: hold.price, mark: hold.mark, size, leverage, feeRate: holdRate });
  const after = positionAfter(position, side, size, price);
  if (account === null || after === null) {
    return { cost, liquidationPrice: null, maxOpenSize: maximum, fee };
  }
  const others = positions.filter(
    (position) => position.symbol !== pair.symbol && position.margin_mode === 'cross',
  );
  const isolated = context.marginMode === 'isolated';
  const walletBalance = isolated
    ? after.size.times(after.entry).div(leverage)
    : crossWalletBalance(account, positions, fee);
  const liquidation = liquidationPrice({
    side: after.side,
    size: after.size,
    entry: after.entry,
    walletBalance,
    otherMaintenance: isolated
      ? new Big(0)
      : others.reduce((sum, position) => sum.plus(position.maintenance_margin), new Big(0)),
    otherUnrealizedPnl: isolated
      ? new Big(0)
      : others.reduce((sum, position) => sum.plus(position.unrealized_pnl), new Big(0)),
    brackets: pair.brackets,
  });
  return { cost, liquidationPrice: liquidation, maxOpenSize: maximum, fee };
}
