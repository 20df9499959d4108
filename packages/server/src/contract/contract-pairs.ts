import type { MarginBracket } from '@exchange/api';

/**
 * A perpetual contract's trading rules (issue 19): linear, margined and settled in the quote
 * coin, one-way mode. Decimals are strings; the engine parses them once (contract-engine.ts).
 */
export interface ContractPairConfig {
  /** Upper-case ticker without separator, e.g. `BTCUSDT`: the book, channel and position key. */
  symbol: string;
  base: string;
  /** The margin and settlement coin. */
  quote: string;
  logo: string;
  /** Decimals of a price: the tick size is 10^-pricePrecision. */
  pricePrecision: number;
  /** Decimals of a size in the base coin: the size step is 10^-sizePrecision. */
  sizePrecision: number;
  tickSize: string;
  /** Sizes are whole multiples of this (= minSize). */
  sizeStep: string;
  minSize: string;
  /** Largest order size in the base coin. */
  maxSize: string;
  /** The first bracket's leverage: the most any position of the pair may use. */
  maxLeverage: number;
  makerFee: string;
  takerFee: string;
  /** A limit price (and a market order's reach) may lie at most this fraction from the mark. */
  priceBand: string;
  /** Largest funding rate either way, as a fraction per interval. */
  fundingCap: string;
  /** Maintenance-margin brackets, lowest notional first (Binance `leverageBracket`). */
  brackets: readonly MarginBracket[];
  /** Where the demo index and the mark sit before the pair's first trade. */
  referencePrice: string;
}

function bracket(
  n: number,
  floor: string,
  cap: string,
  maxLeverage: number,
  mmr: string,
  cum: string,
): MarginBracket {
  return {
    bracket: n,
    notional_floor: floor,
    notional_cap: cap,
    max_leverage: maxLeverage,
    mmr,
    cum,
  };
}

/**
 * BTCUSDT: the first five brackets of Binance's table. `cum` keeps maintenance continuous:
 * cum(n) = cum(n−1) + floor(n) × (mmr(n) − mmr(n−1)).
 */
export const BTC_BRACKETS: readonly MarginBracket[] = [
  bracket(1, '0', '50000', 125, '0.004', '0'),
  bracket(2, '50000', '250000', 100, '0.005', '50'),
  bracket(3, '250000', '3000000', 50, '0.01', '1300'),
  bracket(4, '3000000', '20000000', 20, '0.025', '46300'),
  bracket(5, '20000000', '40000000', 10, '0.05', '546300'),
];

/** ETHUSDT: first bracket capped at 10,000 USDT with MMR 0.5 % (exchange-facts.md section 1). */
export const ETH_BRACKETS: readonly MarginBracket[] = [
  bracket(1, '0', '10000', 100, '0.005', '0'),
  bracket(2, '10000', '100000', 75, '0.0065', '15'),
  bracket(3, '100000', '500000', 50, '0.01', '365'),
  bracket(4, '500000', '1000000', 25, '0.02', '5365'),
  bracket(5, '1000000', '2000000', 10, '0.05', '35365'),
];

/** The 75× alt group (first bracket MMR 0.65 %), as the api's ALT_BRACKETS_FIXTURE. */
export const ALT_BRACKETS: readonly MarginBracket[] = [
  bracket(1, '0', '10000', 75, '0.0065', '0'),
  bracket(2, '10000', '100000', 50, '0.01', '35'),
  bracket(3, '100000', '1000000', 20, '0.025', '1535'),
  bracket(4, '1000000', '5000000', 10, '0.05', '26535'),
];

/** DOGEUSDT: fewer, stricter brackets (50× at most, MMR from 1 %). */
export const DOGE_BRACKETS: readonly MarginBracket[] = [
  bracket(1, '0', '5000', 50, '0.01', '0'),
  bracket(2, '5000', '50000', 20, '0.025', '75'),
  bracket(3, '50000', '500000', 10, '0.05', '1325'),
];

function contract(
  base: string,
  pricePrecision: number,
  sizePrecision: number,
  maxSize: string,
  referencePrice: string,
  brackets: readonly MarginBracket[],
): ContractPairConfig {
  const step = (decimals: number) => (decimals === 0 ? '1' : `0.${'0'.repeat(decimals - 1)}1`);
  return {
    symbol: `${base}USDT`,
    base,
    quote: 'USDT',
    logo: `/coins/${base.toLowerCase()}.svg`,
    pricePrecision,
    sizePrecision,
    tickSize: step(pricePrecision),
    sizeStep: step(sizePrecision),
    minSize: step(sizePrecision),
    maxSize,
    maxLeverage: brackets[0]?.max_leverage ?? 1,
    makerFee: '0.0002',
    takerFee: '0.0005',
    priceBand: '0.05',
    fundingCap: '0.0075',
    brackets,
    referencePrice,
  };
}

/**
 * The perpetual contracts: the spot coins (market/pairs.ts) with their own sizes, fees and
 * brackets. Maximum sizes follow Binance's futures LOT_SIZE order of magnitude.
 */
export const CONTRACT_PAIRS: readonly ContractPairConfig[] = [
  contract('BTC', 2, 3, '1000', '65000', BTC_BRACKETS),
  contract('ETH', 2, 3, '10000', '3200', ETH_BRACKETS),
  contract('SOL', 3, 1, '100000', '150', ALT_BRACKETS),
  contract('DOGE', 5, 0, '50000000', '0.15', DOGE_BRACKETS),
];

/** The contract of a symbol (exact, upper-case), or undefined. */
export function findContractPair(symbol: string): ContractPairConfig | undefined {
  return CONTRACT_PAIRS.find((pair) => pair.symbol === symbol.toUpperCase());
}
