import Big from 'big.js';
import type { Bracket, ContractSide, DecimalInput } from './contract-types.ts';
import { big, direction, sortedBrackets } from './contract-types.ts';

// Liquidation and bankruptcy prices, one-way mode (issue 19 "The model"; Binance FAQ "How to
// Calculate Liquidation Price of USDⓈ-M Futures Contracts", exchange-facts.md section 1).

const ZERO = new Big(0);

/** What {@link liquidationPrice} needs of a position and of the account around it. */
export interface LiquidationInput {
  side: ContractSide;
  /** Absolute size in the base coin. */
  size: DecimalInput;
  entry: DecimalInput;
  /** Cross: the cross wallet balance; isolated: the position's isolated margin. */
  walletBalance: DecimalInput;
  /** Maintenance margin of the user's OTHER cross positions (0 for isolated). */
  otherMaintenance: DecimalInput;
  /** Unrealised PnL of the user's OTHER cross positions (0 for isolated). */
  otherUnrealizedPnl: DecimalInput;
  brackets: readonly Bracket[];
}

/**
 * The mark price at which the position's margin ratio reaches 100 %:
 * LP = (WB − TMM1 + UPNL1 + cum − side × size × entry) ÷ (size × MMR − side × size), with the
 * bracket whose range holds LP × size. The maintenance curve is continuous and rises more slowly
 * than the PnL, so exactly one bracket holds its own LP (both at a boundary, with the same LP);
 * each bracket is tried from the lowest up, the last one open-ended. Never negative: 0 means the
 * position cannot be liquidated (a long whose balance covers its whole notional). Exact: round it
 * to the pair's tick where it is shown.
 *
 * @example
 * liquidationPrice({ side: 'long', size: '1', entry: '40000', walletBalance: '320',
 *   otherMaintenance: '0', otherUnrealizedPnl: '0', brackets: BTC_BRACKETS }) // Big(39839.357…)
 */
export function liquidationPrice(input: LiquidationInput): Big {
  const size = big(input.size);
  if (size.lte(0)) return ZERO;
  const side = direction(input.side);
  const base = big(input.walletBalance)
    .minus(big(input.otherMaintenance))
    .plus(big(input.otherUnrealizedPnl))
    .minus(size.times(big(input.entry)).times(side));
  const sorted = sortedBrackets(input.brackets);
  for (const [index, bracket] of sorted.entries()) {
    const price = base.plus(bracket.cum).div(size.times(bracket.mmr).minus(size.times(side)));
    if (price.lt(0)) continue;
    const notional = price.times(size);
    const last = index === sorted.length - 1;
    if (notional.gte(bracket.notional_floor) && (last || notional.lt(bracket.notional_cap))) {
      return price;
    }
  }
  return ZERO;
}

/** What {@link bankruptcyPrice} needs: the position and the margin it holds. */
export interface BankruptcyInput {
  side: ContractSide;
  size: DecimalInput;
  entry: DecimalInput;
  /** The position's margin (isolated margin, or its initial margin in cross). */
  margin: DecimalInput;
}

/**
 * The price at which the position's loss equals its margin: entry − margin ÷ size for a long,
 * entry + margin ÷ size for a short; never negative (0 when the margin covers the whole notional).
 *
 * @example bankruptcyPrice({ side: 'long', size: '1', entry: '40000', margin: '320' }) // Big(39680)
 */
export function bankruptcyPrice(input: BankruptcyInput): Big {
  const size = big(input.size);
  if (size.lte(0)) return ZERO;
  const price = big(input.entry).minus(big(input.margin).div(size).times(direction(input.side)));
  return price.lt(0) ? ZERO : price;
}
