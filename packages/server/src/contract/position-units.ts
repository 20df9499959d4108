// position-math.ts's applyFill in integers (issue 19 throughput): the same rounding, step for
// step, on a position held as lots, an entry in 10^-12 and money in 10^-8 of the quote coin.
import type { Big } from 'big.js';
import type { PositionSide } from '@exchange/api';
import { bigOf, bigUnitsOf, unitsOf } from './big-units.ts';
import type { ContractPosition } from './contract-types.ts';

/** Entry prices keep 12 decimals (position-math.ts ENTRY_DECIMALS). */
const ENTRY_DECIMALS = 12;
/** big.js divides to 20 decimals, half-up, before any later rounding. */
const DIV_DECIMALS = 20;
const POW10: bigint[] = Array.from({ length: 41 }, (_, i) => 10n ** BigInt(i));

function pow10(n: number): bigint {
  return POW10[n] ?? 10n ** BigInt(n);
}

/**
 * A position in integers; `view` carries its fixed fields (id, user, symbol, side, mode,
 * leverage, opening time: its figures may be stale), the rest are here.
 */
export interface PositionUnits {
  view: ContractPosition;
  takeProfit: Big | null;
  stopLoss: Big | null;
  updatedAt: number;
  lots: number;
  /** 10^-12 of the quote coin per coin. */
  entry: bigint;
  /** The entry as a Big when it is the fill's own price (kept as the Big path keeps it). */
  entryBig: Big | undefined;
  margin: bigint;
  pnl: bigint;
}

/** The carried integer form for a position that holds the figures `view` was written out with. */
export function positionUnitsIfSame(
  position: ContractPosition,
  view: ContractPosition,
  units: PositionUnits,
): PositionUnits | undefined {
  if (
    position.size !== view.size ||
    position.entryPrice !== view.entryPrice ||
    position.margin !== view.margin ||
    position.realizedPnl !== view.realizedPnl
  )
    return undefined;
  return {
    view: position,
    takeProfit: position.takeProfit,
    stopLoss: position.stopLoss,
    updatedAt: position.updatedAt,
    lots: units.lots,
    entry: units.entry,
    entryBig: position.entryPrice,
    margin: units.margin,
    pnl: units.pnl,
  };
}

/** The integer form of a stored position, or undefined when a figure is off the grids. */
export function positionUnits(
  position: ContractPosition,
  sizeDecimals: number,
): PositionUnits | undefined {
  const lots = unitsOf(position.size, sizeDecimals);
  const entry = bigUnitsOf(position.entryPrice, ENTRY_DECIMALS);
  const margin = bigUnitsOf(position.margin, 8);
  const pnl = bigUnitsOf(position.realizedPnl, 8);
  if (lots === undefined || entry === undefined || margin === undefined || pnl === undefined)
    return undefined;
  // The margin share rounds by magnitude as big.js does only for a margin ≥ 0.
  if (lots <= 0 || margin < 0n) return undefined;
  return {
    view: position,
    takeProfit: position.takeProfit,
    stopLoss: position.stopLoss,
    updatedAt: position.updatedAt,
    lots,
    entry,
    entryBig: position.entryPrice,
    margin,
    pnl,
  };
}

/** The position as the plan hands it out, its figures built from the integers. */
export function positionView(units: PositionUnits, sizeDecimals: number): ContractPosition {
  const view = units.view;
  return {
    id: view.id,
    userId: view.userId,
    symbol: view.symbol,
    side: view.side,
    size: bigOf(units.lots, sizeDecimals),
    entryPrice: units.entryBig ?? bigOf(units.entry, ENTRY_DECIMALS),
    margin: bigOf(units.margin, 8),
    isolated: view.isolated,
    leverage: view.leverage,
    takeProfit: units.takeProfit,
    stopLoss: units.stopLoss,
    realizedPnl: bigOf(units.pnl, 8),
    openedAt: view.openedAt,
    updatedAt: units.updatedAt,
  };
}

/** A fill in integers: price in ticks, size in lots, fee in 10^-8. */
interface FillUnits {
  userId: number;
  symbol: string;
  side: PositionSide;
  ticks: number;
  /** The fill price as a Big (a new position's entry). */
  price: Big;
  lots: number;
  fee: bigint;
  leverage: number;
  isolated: boolean;
  takeProfit: Big | null;
  stopLoss: Big | null;
  ts: number;
}

/** What one fill did to one position, as position-math.ts's PositionStep, in integers. */
interface StepUnits {
  next: PositionUnits | undefined;
  closed: PositionUnits | undefined;
  closeLots: number;
  openLots: number;
  pnl: bigint;
  marginBack: bigint;
  marginIn: bigint;
}

/** q rounded to an integer by the remainder r of divisor d (d > 0, q and r ≥ 0): half-up. */
function halfUp(n: bigint, d: bigint): bigint {
  const q = n / d;
  return (n % d) * 2n >= d ? q + 1n : q;
}

/** Tick and lot scales of one pair, with the powers the step needs. */
export interface Scales {
  priceDecimals: number;
  sizeDecimals: number;
  /** 10^(12 − price decimals): ticks to entry units. */
  tickToEntry: bigint;
  /** 10^(4 + size decimals): entry units × lots to 10^-8. */
  pnlCut: bigint;
  /** 10^(20 − price decimals − size decimals): ticks × lots to 10^-20. */
  notionalTo20: bigint;
  /** 10^(8 − price decimals − size decimals): ticks × lots to 10^-8; 0 past 8 decimals. */
  toMoney: number;
}

export function scalesOf(priceDecimals: number, sizeDecimals: number): Scales | undefined {
  if (priceDecimals > ENTRY_DECIMALS || priceDecimals + sizeDecimals > DIV_DECIMALS)
    return undefined;
  return {
    priceDecimals,
    sizeDecimals,
    tickToEntry: pow10(ENTRY_DECIMALS - priceDecimals),
    pnlCut: pow10(ENTRY_DECIMALS - 8 + sizeDecimals),
    notionalTo20: pow10(DIV_DECIMALS - priceDecimals - sizeDecimals),
    toMoney: priceDecimals + sizeDecimals <= 8 ? 10 ** (8 - priceDecimals - sizeDecimals) : 0,
  };
}

const CUT_20_TO_8 = pow10(DIV_DECIMALS - 8);
const CUT_20_TO_12 = pow10(DIV_DECIMALS - ENTRY_DECIMALS);

/**
 * divRound(price × size, leverage, 8, up) in 10^-8: the quotient to 20 decimals half-up, then
 * up to 8. With M = ticks × lots in 10^-8 and M = q × leverage + r, that is q + (r > 0 ? 1 : 0):
 * a remainder r ≥ 1 is at least 1 ÷ leverage of a unit, which the 20-decimal rounding never
 * takes to zero for a leverage under 10^12. Safe integers when M fits, bigint otherwise.
 */
export function initialMarginUnits(
  ticks: number,
  lots: number,
  leverage: number,
  scales: Scales,
): bigint {
  const m = ticks * lots * scales.toMoney;
  if (
    scales.toMoney > 0 &&
    m >= 0 &&
    Number.isSafeInteger(m) &&
    Number.isInteger(leverage) &&
    leverage > 0 &&
    leverage < 1e12
  ) {
    const r = m % leverage;
    return BigInt((m - r) / leverage + (r > 0 ? 1 : 0));
  }
  const notional = BigInt(ticks) * BigInt(lots);
  const q20 = halfUp(notional * scales.notionalTo20, BigInt(leverage));
  return q20 / CUT_20_TO_8 + (q20 % CUT_20_TO_8 === 0n ? 0n : 1n);
}

/**
 * applyFill (position-math.ts) in integers: reduce first (PnL rounded down to 8, margin share
 * margin × close ÷ size to 20 half-up then 8 down), then open the rest (initial margin
 * notional ÷ leverage to 20 half-up then 8 up; entry the weighted average to 20 half-up then 12
 * half-even). Returns new objects; `held` is not changed.
 */
export function applyFillUnits(
  held: PositionUnits | undefined,
  fill: FillUnits,
  scales: Scales,
): StepUnits {
  let closeLots = 0;
  let pnl = 0n;
  let marginBack = 0n;
  let closed: PositionUnits | undefined;
  let base = held;
  let feeLeft = fill.fee;
  const priceEntry = BigInt(fill.ticks) * scales.tickToEntry;
  if (held && held.view.side !== fill.side) {
    closeLots = fill.lots < held.lots ? fill.lots : held.lots;
    const perCoin = held.view.side === 'long' ? priceEntry - held.entry : held.entry - priceEntry;
    pnl = (perCoin * BigInt(closeLots)) / scales.pnlCut;
    const all = closeLots === held.lots;
    if (all) marginBack = held.margin;
    else {
      const share = halfUp(held.margin * BigInt(closeLots) * CUT_20_TO_8, BigInt(held.lots));
      marginBack = share / CUT_20_TO_8;
    }
    const after: PositionUnits = {
      view: held.view,
      takeProfit: held.takeProfit,
      stopLoss: held.stopLoss,
      updatedAt: fill.ts,
      lots: held.lots - closeLots,
      entry: held.entry,
      entryBig: held.entryBig,
      margin: held.margin - marginBack,
      pnl: held.pnl + pnl - feeLeft,
    };
    feeLeft = 0n;
    if (all) {
      closed = after;
      base = undefined;
    } else base = after;
  }
  const openLots = fill.lots - closeLots;
  let marginIn = 0n;
  let next = base;
  if (openLots > 0) {
    marginIn = initialMarginUnits(fill.ticks, openLots, fill.leverage, scales);
    if (base) {
      const lots = base.lots + openLots;
      // (entry × size + price × open) ÷ size, in 10^-(12 + size decimals) over lots.
      const sum = base.entry * BigInt(base.lots) + priceEntry * BigInt(openLots);
      const e20 = halfUp(sum * CUT_20_TO_12, BigInt(lots));
      let entry = e20 / CUT_20_TO_12;
      const rest = (e20 % CUT_20_TO_12) * 2n;
      if (rest > CUT_20_TO_12 || (rest === CUT_20_TO_12 && entry % 2n === 1n)) entry += 1n;
      next = {
        view: base.view,
        takeProfit: fill.takeProfit ?? base.takeProfit,
        stopLoss: fill.stopLoss ?? base.stopLoss,
        updatedAt: fill.ts,
        lots,
        entry,
        entryBig: undefined,
        margin: base.margin + marginIn,
        pnl: base.pnl - feeLeft,
      };
    } else {
      next = {
        view: {
          id: 0,
          userId: fill.userId,
          symbol: fill.symbol,
          side: fill.side,
          size: fill.price,
          entryPrice: fill.price,
          margin: fill.price,
          isolated: fill.isolated,
          leverage: fill.leverage,
          takeProfit: fill.takeProfit,
          stopLoss: fill.stopLoss,
          realizedPnl: fill.price,
          openedAt: fill.ts,
          updatedAt: fill.ts,
        },
        takeProfit: fill.takeProfit,
        stopLoss: fill.stopLoss,
        updatedAt: fill.ts,
        lots: openLots,
        entry: priceEntry,
        entryBig: fill.price,
        margin: marginIn,
        pnl: -feeLeft,
      };
    }
  }
  return { next, closed, closeLots, openLots, pnl, marginBack, marginIn };
}
