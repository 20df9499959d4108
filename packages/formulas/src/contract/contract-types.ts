import Big from 'big.js';

// The shapes every contract formula shares. Brackets are typed structurally so the api's
// MarginBracket fits without this package importing the api (README: formulas imports nothing of
// ours).

/** A decimal: a Big, or the decimal string the wire and the fields carry. Never a float. */
export type DecimalInput = Big | string;

/** Which way a position (or the order that opens it) goes: long buys, short sells. */
export type ContractSide = 'long' | 'short';

/**
 * One maintenance-margin bracket (Binance `leverageBracket`): a position whose notional lies in
 * [notional_floor, notional_cap) may use at most `max_leverage` and keeps
 * maintenance = notional × mmr − cum.
 */
export interface Bracket {
  notional_floor: string;
  notional_cap: string;
  max_leverage: number;
  /** Maintenance margin rate as a fraction ("0.004" = 0.4 %). */
  mmr: string;
  /** Maintenance amount: keeps the maintenance curve continuous across brackets. */
  cum: string;
}

/**
 * A decimal input as a Big; a string that is not a plain decimal (or a signed one) throws a
 * TypeError naming it.
 *
 * @example big('1.5') // Big(1.5)
 */
export function big(value: DecimalInput): Big {
  if (value instanceof Big) return value;
  const text = value.trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) throw new TypeError(`Not a decimal number: "${value}"`);
  return new Big(text);
}

/**
 * +1 for a long, −1 for a short: the `Side` of Binance's formulas.
 *
 * @example direction('short') // -1
 */
export function direction(side: ContractSide): 1 | -1 {
  return side === 'long' ? 1 : -1;
}

/** The brackets from the lowest floor up (the tables come sorted; a copy is sorted anyway). */
export function sortedBrackets<B extends Bracket>(brackets: readonly B[]): B[] {
  if (brackets.length === 0) throw new RangeError('A pair needs at least one margin bracket');
  return [...brackets].sort((a, b) => new Big(a.notional_floor).cmp(b.notional_floor));
}
