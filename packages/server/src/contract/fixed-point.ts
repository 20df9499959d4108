// The contract engine's hot path in scaled integers (issue 19 throughput): decimals become
// bigint units of 10^-scale, so divisions and the margin check skip big.js's digit-by-digit long
// division. Every function returns exactly what the big.js formula it replaces returns (tested
// against @exchange/formulas with fast-check in fixed-point.test.ts); decimals arrive and leave
// as Big at the edges.
import { Big } from 'big.js';
import { maxNotionalFor, openCost, type OpenCostInput } from '@exchange/formulas';
import type { MarginBracket } from '@exchange/api';

/** big.js divides to this many decimals (Big.DP) with half-up (Big.RM), as the formulas do. */
const DIV_DECIMALS = 20;
/** The most decimals an exact product may carry here: a fee's price × size × rate fits. */
const MAX_DECIMALS = 40;
const POW10: bigint[] = Array.from({ length: MAX_DECIMALS * 2 + 2 }, (_, i) => 10n ** BigInt(i));

/** Big's rounding modes: 0 down, 1 half-up, 2 half-even, 3 up (all by magnitude). */
export type RoundingMode = 0 | 1 | 2 | 3;

/** A decimal as sign × units / 10^decimals, units ≥ 0. */
interface Scaled {
  units: bigint;
  decimals: number;
  negative: boolean;
}

function pow10(n: number): bigint {
  return POW10[n] ?? 10n ** BigInt(n);
}

/** A Big's exact integer form, read from its digits (no string parsing of a formatted value). */
/** The last few Bigs read (a Big never changes): a pair's fee rate and the mark repeat. */
const recent: { big: Big | undefined; scaled: Scaled }[] = Array.from({ length: 4 }, () => ({
  big: undefined,
  scaled: { units: 0n, decimals: 0, negative: false },
}));
let recentNext = 0;

function scaled(x: Big): Scaled {
  for (const slot of recent) if (slot.big === x) return slot.scaled;
  const read = readScaled(x);
  const slot = recent[recentNext] as (typeof recent)[number];
  slot.big = x;
  slot.scaled = read;
  recentNext = (recentNext + 1) % recent.length;
  return read;
}

function readScaled(x: Big): Scaled {
  const digits = x.c;
  const decimals = digits.length - 1 - x.e;
  let units = 0n;
  if (digits.length <= 15) {
    let small = 0;
    for (const d of digits) small = small * 10 + d;
    units = BigInt(small);
  } else units = BigInt(digits.join(''));
  if (decimals < 0) return { units: units * pow10(-decimals), decimals: 0, negative: x.s < 0 };
  return { units, decimals, negative: x.s < 0 };
}

/** units / 10^decimals as a Big. */
function toBig(units: bigint, decimals: number, negative: boolean): Big {
  if (units === 0n) return new Big(negative ? '-0' : '0');
  let text = units.toString();
  if (decimals > 0) {
    if (text.length <= decimals) text = '0'.repeat(decimals - text.length + 1) + text;
    text = `${text.slice(0, text.length - decimals)}.${text.slice(text.length - decimals)}`;
  }
  return new Big(negative ? `-${text}` : text);
}

/** q + 1 when the cut-off remainder `r` of divisor `d` rounds `q` away from zero in mode `rm`. */
function roundQuotient(q: bigint, r: bigint, d: bigint, rm: RoundingMode): bigint {
  if (r === 0n || rm === 0) return q;
  if (rm === 3) return q + 1n;
  const twice = r * 2n;
  if (twice > d) return q + 1n;
  if (twice < d) return q;
  return rm === 1 || q % 2n === 1n ? q + 1n : q;
}

/**
 * Exactly `n.div(d).round(dp, rm)` as big.js computes it (the quotient rounded half-up to 20
 * decimals first, then to `dp`), in integers.
 *
 * @example divRound(new Big('10.5'), 4, 8, 3) // Big(2.625)
 */
export function divRound(n: Big, d: Big | number, dp: number, rm: RoundingMode): Big {
  const a = scaled(n);
  const b = scaled(typeof d === 'number' ? new Big(d) : d);
  if (b.units === 0n) throw new RangeError('Division by zero');
  // n / d × 10^20 = a.units × 10^(b.decimals + 20) / (b.units × 10^a.decimals)
  const num = a.units * pow10(b.decimals + DIV_DECIMALS);
  const den = b.units * pow10(a.decimals);
  const q20 = roundQuotient(num / den, num % den, den, 1);
  const negative = a.negative !== b.negative;
  if (dp >= DIV_DECIMALS) return toBig(q20, DIV_DECIMALS, negative);
  const cut = pow10(DIV_DECIMALS - dp);
  return toBig(roundQuotient(q20 / cut, q20 % cut, cut, rm), dp, negative);
}

/** openCost as units of 10^-decimals (decimals ≥ 8), or undefined outside the integer case. */
function openCostScaled(input: CostInput): { units: bigint; decimals: number } | undefined {
  const price = scaled(input.price);
  const mark = scaled(input.mark);
  const size = scaled(input.size);
  const rate = scaled(input.feeRate);
  const lev = input.leverage;
  const wide = Math.max(price.decimals, mark.decimals) + size.decimals + rate.decimals;
  if (
    price.negative ||
    mark.negative ||
    size.negative ||
    rate.negative ||
    !Number.isInteger(lev) ||
    lev <= 0 ||
    wide > MAX_DECIMALS
  )
    return undefined;
  const nd = price.decimals + size.decimals;
  const pd = Math.max(price.decimals, mark.decimals);
  const lossDecimals = pd + size.decimals;
  // Every term in units of 10^-S: wide enough that none is cut.
  const S = Math.max(DIV_DECIMALS, 8, lossDecimals);
  const notional = price.units * size.units; // 10^-nd
  const lever = BigInt(lev) * pow10(nd);
  const scaledNotional = notional * pow10(DIV_DECIMALS);
  const margin = roundQuotient(scaledNotional / lever, scaledNotional % lever, lever, 1); // 10^-20
  const feeDecimals = nd + rate.decimals;
  const feeExact = notional * rate.units; // 10^-feeDecimals
  const fee =
    feeDecimals > 8 ? feeExact / pow10(feeDecimals - 8) : feeExact * pow10(8 - feeDecimals); // 10^-8, rounded down
  const p = price.units * pow10(pd - price.decimals);
  const m = mark.units * pow10(pd - mark.decimals);
  const perUnit = input.side === 'long' ? p - m : m - p; // 10^-pd
  const loss = perUnit > 0n ? perUnit * size.units : 0n; // 10^-lossDecimals
  const total =
    margin * pow10(S - DIV_DECIMALS) + fee * pow10(S - 8) + loss * pow10(S - lossDecimals);
  return { units: total, decimals: S };
}

/** The order's cost input: {@link fastOpenCost} and {@link openCostUnits}. */
interface CostInput {
  side: 'long' | 'short';
  price: Big;
  mark: Big;
  size: Big;
  leverage: number;
  feeRate: Big;
}

/**
 * Exactly @exchange/formulas' `openCost` (initial margin at the order's price to 20 decimals
 * half-up, + the fee rounded down to 8, + the open loss), in integers when every input is
 * positive and short enough; otherwise the formula itself answers.
 */
export function fastOpenCost(input: CostInput): Big {
  const exact = openCostScaled(input);
  return exact
    ? toBig(exact.units, exact.decimals, false)
    : openCost(input satisfies OpenCostInput);
}

/**
 * The margin check's figure, one function for the engine (ContractActions.costOf) and the
 * bench: `openCost(input).round(8, Big.roundUp)` as a count of 10^-8 of the quote coin.
 *
 * @example openCostUnits({ side: 'long', price: new Big(101), mark: new Big(100), size: new Big(1), leverage: 10, feeRate: new Big('0.0005') }) // 1115050000n
 */
export function openCostUnits(input: CostInput): bigint {
  const exact = openCostScaled(input);
  if (!exact) {
    const cost = openCost(input satisfies OpenCostInput).round(8, Big.roundUp);
    return BigInt(cost.times(100_000_000).toFixed(0));
  }
  const cut = pow10(exact.decimals - 8);
  const whole = exact.units / cut;
  return exact.units % cut === 0n ? whole : whole + 1n;
}

/** maxNotionalFor per (brackets, leverage), computed once: a pair's brackets never change. */
const notionalCache = new WeakMap<readonly MarginBracket[], Map<number, Big>>();

/** Exactly `maxNotionalFor(brackets, leverage)`, remembered per bracket table. */
export function cachedMaxNotional(brackets: readonly MarginBracket[], leverage: number): Big {
  let byLeverage = notionalCache.get(brackets);
  if (!byLeverage) notionalCache.set(brackets, (byLeverage = new Map<number, Big>()));
  let cap = byLeverage.get(leverage);
  if (!cap) byLeverage.set(leverage, (cap = new Big(maxNotionalFor(brackets, leverage))));
  return cap;
}
