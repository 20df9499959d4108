import type { Bracket } from './contract-types.ts';

// Bracket tables the contract tests compute with: Binance's published BTCUSDT table
// (exchange-facts.md section 1, first five rows, as issue 19 starts BTC with) and a stricter
// two-row one.

/** BTCUSDT: 0–50k 125× 0.4 % cum 0 … 20M–40M 10× 5 % cum 546,300. */
export const BTC_TEST_BRACKETS: readonly Bracket[] = [
  { notional_floor: '0', notional_cap: '50000', max_leverage: 125, mmr: '0.004', cum: '0' },
  { notional_floor: '50000', notional_cap: '250000', max_leverage: 100, mmr: '0.005', cum: '50' },
  { notional_floor: '250000', notional_cap: '3000000', max_leverage: 50, mmr: '0.01', cum: '1300' },
  {
    notional_floor: '3000000',
    notional_cap: '20000000',
    max_leverage: 20,
    mmr: '0.025',
    cum: '46300',
  },
  {
    notional_floor: '20000000',
    notional_cap: '40000000',
    max_leverage: 10,
    mmr: '0.05',
    cum: '546300',
  },
];

/** A small coin's table: 0–5k 50× 1 %, 5k–25k 20× 2.5 % (cum 5,000 × 1.5 % = 75). */
export const SMALL_TEST_BRACKETS: readonly Bracket[] = [
  { notional_floor: '0', notional_cap: '5000', max_leverage: 50, mmr: '0.01', cum: '0' },
  { notional_floor: '5000', notional_cap: '25000', max_leverage: 20, mmr: '0.025', cum: '75' },
];
