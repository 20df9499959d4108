import { Big } from 'big.js';
import type { Executor } from '../wallet/ledger.ts';
import { toAmount } from '../wallet/ledger.ts';
import type { ContractPairConfig } from './contract-pairs.ts';
import './risk-tables.ts';

/** The spot market as the index reads it: the last traded price, when known without work. */
export interface SpotLastPrice {
  peekLastPrice(symbol: string): Big | undefined;
}

/**
 * The index price of each contract (issue 19): the spot market's last price of the same
 * symbol, unless the demo route holds it (POST /demo/contract/index). A held price is stored, so
 * it survives a restart; "" releases it. Before the spot pair's first price the contract's
 * reference price stands in.
 *
 * @example
 * const index = await IndexPrices.open(db, CONTRACT_PAIRS, market);
 * index.indexOf('BTCUSDT'); // Big
 */
export class IndexPrices {
  private constructor(
    private readonly pairs: readonly ContractPairConfig[],
    private readonly spot: SpotLastPrice,
    private readonly held: Map<string, Big>,
  ) {}

  static async open(
    db: Executor,
    pairs: readonly ContractPairConfig[],
    spot: SpotLastPrice,
  ): Promise<IndexPrices> {
    const rows = await db.selectFrom('contract_index_overrides').selectAll().execute();
    return new IndexPrices(
      pairs,
      spot,
      new Map(rows.map((row) => [row.symbol, new Big(row.price)])),
    );
  }

  indexOf(symbol: string): Big {
    const held = this.held.get(symbol);
    if (held) return held;
    const pair = this.pairs.find((p) => p.symbol === symbol);
    return this.spot.peekLastPrice(symbol) ?? new Big(pair?.referencePrice ?? '0');
  }

  /** The price the demo route holds for the symbol, if any. */
  heldOf(symbol: string): Big | undefined {
    return this.held.get(symbol);
  }

  /** Hold the symbol's index at `price` ("" releases it); stored before memory changes. */
  async hold(db: Executor, symbol: string, price: string, now: number): Promise<Big> {
    if (price === '') {
      await db.deleteFrom('contract_index_overrides').where('symbol', '=', symbol).execute();
      this.held.delete(symbol);
      return this.indexOf(symbol);
    }
    const value = new Big(price);
    await db
      .insertInto('contract_index_overrides')
      .values({ symbol, price: toAmount(value), updated_at: now })
      .onConflict((oc) =>
        oc.column('symbol').doUpdateSet({ price: toAmount(value), updated_at: now }),
      )
      .execute();
    this.held.set(symbol, value);
    return value;
  }
}
