// What the risk side's tests share: a ContractRisk over the contract test kit's engine, with the
// index held per symbol (as the demo route does), the notices told to users, and trades opened
// between two traders at a price.
import type { Storage } from '../db/connect.ts';
import type { UserId } from '../wallet/ledger.ts';
import type { ContractActions } from './contract-actions.ts';
import { CONTRACT_PAIRS } from './contract-pairs.ts';
import type { ContractEngine } from './contract-service.ts';
import { btc, contractSetup, engineOver, fundFutures, NOW } from './contract-test-kit.ts';
import { IndexPrices } from './index-price.ts';
import { FundAccount } from './liquidation-fund.ts';
import type { ContractNotice } from './liquidation-sweep.ts';
import { ContractRisk } from './risk-engine.ts';

export const HOUR = 3_600_000;
/** The insurance fund's trading account in these tests. */
export const FUND_ID = 999;

/** A risk side over an engine and storage; the spot market has no price (reference price). */
export async function riskOver(
  storage: Storage,
  engine: ContractEngine,
  options: { fundingIntervalMs?: number; now?: () => number } = {},
) {
  const index = await IndexPrices.open(storage.db, CONTRACT_PAIRS, {
    peekLastPrice: () => undefined,
  });
  const notices: { userId: UserId; notice: ContractNotice }[] = [];
  const errors: unknown[] = [];
  let clock = NOW;
  const risk = new ContractRisk({
    storage,
    engine,
    pairs: CONTRACT_PAIRS,
    index,
    // The engine's tests use bare user ids 1, 2, 3 … without users rows: the fund's account
    // takes one far from them (installContractRisk creates a real users row instead).
    fund: FundAccount.fixed(FUND_ID),
    fundingIntervalMs: options.fundingIntervalMs ?? 8 * HOUR,
    now: options.now ?? (() => clock),
    tell: (userId, notice) => notices.push({ userId, notice }),
    onError: (error) => errors.push(error),
  });
  return {
    risk,
    index,
    notices,
    errors,
    /** Hold BTC's index (and so its mark, with an empty book and no trades) at `price`. */
    async indexAt(price: string) {
      await index.hold(storage.db, 'BTCUSDT', price, clock);
    },
    /** Tick the risk side at `at` (its clock moves there). */
    async tickAt(at: number) {
      clock = at;
      await risk.tick(at);
    },
  };
}

/** The contract kit's setup with the risk side on top, BTC's index held at 60,000. */
export async function riskSetup(options: { fundingIntervalMs?: number } = {}) {
  const setup = await contractSetup();
  const risk = await riskOver(setup.storage, setup.engine, options);
  await risk.indexAt('60000');
  await risk.tickAt(NOW);
  return { ...setup, ...risk };
}

/**
 * `long` and `short` trade `amount` BTC at `price` (the short rests a limit, the long takes it)
 * with the given leverage and margin mode; both are funded with `funds` USDT first.
 */
export async function trade(
  actions: ContractActions,
  storage: Storage,
  input: {
    long: UserId;
    short: UserId;
    price: string;
    amount: string;
    leverage?: number;
    mode?: 'cross' | 'isolated';
    funds?: string;
  },
) {
  const leverage = input.leverage ?? 20;
  const mode = input.mode ?? 'isolated';
  for (const user of [input.long, input.short]) {
    if (input.funds) await fundFutures(storage, user, input.funds);
    await actions.adjustLever(user, { symbol: 'BTCUSDT', leverage, margin_mode: mode });
  }
  await actions.open(input.short, btc('short', 'limit', input.amount, input.price));
  await actions.open(input.long, btc('long', 'market', input.amount));
}

export { btc, engineOver, fundFutures, NOW };
