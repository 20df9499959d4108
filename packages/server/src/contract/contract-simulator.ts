import { Big } from 'big.js';
import type { ContractOpenBody } from '@exchange/api';
import { hashString, normal, seededRandom } from '@exchange/formulas';
import { RoundLoop } from '../market/round-loop.ts';
import { formatScaled } from '../market/scaled.ts';

/** Quotes the maker keeps per side before it cancels its oldest. */
const MAX_QUOTES_PER_SIDE = 12;
/** Levels placed on a side that is thinner than {@link MIN_LEVELS_PER_SIDE}. */
const OPENING_LEVELS = 10;
const MIN_LEVELS_PER_SIDE = 5;
/**
 * The taker's position is kept under this notional (USDT): past it, the taker only trades the
 * position down, so neither simulated trader drifts into a position the size of the market.
 */
const MAX_TAKER_NOTIONAL = new Big('250000');
/** A quote further than this fraction from the mark is stale (the price band is 0.05). */
const STALE_DISTANCE = new Big('0.02');
/** A bid this fraction above the mark (an ask below it) is stale: the mark moved past it. */
const STALE_PAST_MARK = new Big('0.001');
/** The simulated traders' leverage (cross): with their grant, a liquidation is out of reach. */
export const SIMULATOR_LEVERAGE = 3;

/** A contract as the simulator trades it. */
export interface SimulatedPair {
  symbol: string;
  pricePrecision: number;
  sizePrecision: number;
  minSize: string;
  maxLeverage: number;
}

/** What the simulator needs of the contract engine, the mark and the books. */
export interface SimulatedMarket {
  markOf(symbol: string): Big;
  bestPrices(symbol: string): { bid: Big | undefined; ask: Big | undefined };
  /** How many price levels each side of the book holds (up to `limit`). */
  levels(symbol: string, limit: number): { bids: number; asks: number };
  open(userId: number, body: ContractOpenBody): Promise<unknown>;
  cancel(userId: number, entrustId: number): Promise<unknown>;
  /** A user's resting entrusts of a symbol, oldest first. */
  restingOf(
    userId: number,
    symbol: string,
  ): readonly { id: number; side: 'long' | 'short'; price: Big | null }[];
  /** A user's position of a symbol: positive long, negative short, zero flat. */
  positionOf(userId: number, symbol: string): Big;
  /** Set the user's leverage (cross) of a symbol. */
  setLeverage(userId: number, symbol: string, leverage: number): Promise<unknown>;
}

export interface ContractSimulatorOptions {
  market: SimulatedMarket;
  pairs: readonly SimulatedPair[];
  makerId: number;
  takerId: number;
  /** The market seed; `run` counts the starts on the store, so a restart never replays. */
  seed: number;
  run: number;
  now: () => number;
}

/**
 * Seeded market makers and takers on every contract book (issue 19), like the spot simulator
 * (market/simulator.ts): the maker quotes post-only around the mark on both sides, refilling a
 * thin side at once and never crossing the book; the taker sends market orders now and then,
 * so trades, candles and the ticker move. Both trade cross at {@link SIMULATOR_LEVERAGE}x with a
 * large futures balance, so they are never liquidated; the taker's position is kept under
 * {@link MAX_TAKER_NOTIONAL}. Same seed and store, same orders.
 *
 * @example
 * const simulator = new ContractSimulator({ market, pairs, makerId, takerId, seed, run, now });
 * await simulator.prepare();
 * simulator.start(1000);
 */
export class ContractSimulator extends RoundLoop {
  private readonly random: () => number;
  private counter = 0;
  private readonly runId: string;

  constructor(private readonly options: ContractSimulatorOptions) {
    super();
    const { run, seed } = options;
    this.random = seededRandom(
      hashString(run === 0 ? 'contract-simulator' : `contract-simulator#${run}`, seed),
    );
    this.runId = options.now().toString(36);
  }

  /** Set both traders' leverage on every contract (cross, low). */
  async prepare(): Promise<void> {
    const { market, pairs, makerId, takerId } = this.options;
    for (const pair of pairs)
      for (const userId of [makerId, takerId]) {
        try {
          await market.setLeverage(
            userId,
            pair.symbol,
            Math.min(SIMULATOR_LEVERAGE, pair.maxLeverage),
          );
        } catch {
          // Refused (a restart with positions open at this setting already): trade as set.
        }
      }
  }

  private clientId(): string {
    this.counter += 1;
    return `csim-${this.runId}-${this.counter}`;
  }

  private ticks(pair: SimulatedPair, price: Big): number {
    return Number(price.times(new Big(10).pow(pair.pricePrecision)).round(0).toFixed());
  }

  private price(pair: SimulatedPair, ticks: number): string {
    return formatScaled(BigInt(Math.max(1, Math.round(ticks))), pair.pricePrecision);
  }

  /** A random size worth roughly 20 to 2 000 USDT, in whole steps and at least the minimum. */
  private amount(pair: SimulatedPair, price: Big): string {
    const value = 20 * 100 ** this.random();
    const lots = Math.round((value / Number(price)) * 10 ** pair.sizePrecision);
    const minLots = Number(new Big(pair.minSize).times(new Big(10).pow(pair.sizePrecision)));
    return formatScaled(BigInt(Math.max(1, minLots, lots)), pair.sizePrecision);
  }

  private async place(userId: number, body: Omit<ContractOpenBody, 'client_order_id'>) {
    try {
      await this.options.market.open(userId, { ...body, client_order_id: this.clientId() });
    } catch {
      // A refused simulated order (a post-only quote that would take, a band) is skipped.
    }
  }

  /** One round: on every contract the maker requotes and the taker may trade. */
  override async step(): Promise<void> {
    for (const pair of this.options.pairs) {
      // SQLite answers synchronously: between contracts, let requests and the live feed run.
      await new Promise((resolve) => setImmediate(resolve));
      await this.dropStale(pair);
      await this.quote(pair);
      await this.trim(pair);
      await this.take(pair);
    }
  }

  private async quote(pair: SimulatedPair): Promise<void> {
    const { market, makerId } = this.options;
    const mark = market.markOf(pair.symbol);
    // Quotes centre on the mark with a little noise, so the last price wanders around it.
    const fair = this.ticks(pair, mark) * Math.exp(0.0003 * normal(this.random));
    const spread = Math.max(1, Math.round(fair * 0.0002));
    const book = market.levels(pair.symbol, MIN_LEVELS_PER_SIDE);
    const count = (levels: number) => (levels < MIN_LEVELS_PER_SIDE ? OPENING_LEVELS - levels : 1);
    const bids = count(book.bids);
    const asks = count(book.asks);
    for (let level = 0; level < Math.max(bids, asks); level += 1) {
      const offset = spread * (1 + level + Math.floor(this.random() * 4));
      const best = market.bestPrices(pair.symbol);
      // Never cross the book: a maker's quote rests; post-only refuses it otherwise.
      let bidTicks = Math.round(fair - offset);
      let askTicks = Math.round(fair + offset);
      if (best.ask !== undefined) bidTicks = Math.min(bidTicks, this.ticks(pair, best.ask) - 1);
      if (best.bid !== undefined) askTicks = Math.max(askTicks, this.ticks(pair, best.bid) + 1);
      // Both amounts are drawn even for a full side, so a round's draws stay aligned.
      const bidAmount = this.amount(pair, mark);
      const askAmount = this.amount(pair, mark);
      const rest = { symbol: pair.symbol, type: 'limit', time_in_force: 'post_only' } as const;
      if (level < bids)
        await this.place(makerId, {
          ...rest,
          side: 'long',
          price: this.price(pair, bidTicks),
          amount: bidAmount,
        });
      if (level < asks)
        await this.place(makerId, {
          ...rest,
          side: 'short',
          price: this.price(pair, askTicks),
          amount: askAmount,
        });
    }
  }

  /**
   * Cancel the maker's quotes the mark has moved past (a bid above it, an ask below it, by more
   * than {@link STALE_PAST_MARK}) or away from by more than {@link STALE_DISTANCE}: after a jump of the index (the demo call) they
   * would otherwise keep the fresh quotes off one side of the book, or outside the price band.
   */
  private async dropStale(pair: SimulatedPair): Promise<void> {
    const { market, makerId } = this.options;
    const mark = market.markOf(pair.symbol);
    for (const entrust of market.restingOf(makerId, pair.symbol)) {
      const { price } = entrust;
      if (price === null) continue;
      // Quotes centre on the mark with a little noise: only a clear step past it is stale.
      const past = entrust.side === 'long' ? price.minus(mark) : mark.minus(price);
      const wrongSide = past.div(mark).gt(STALE_PAST_MARK);
      if (!wrongSide && price.minus(mark).abs().div(mark).lte(STALE_DISTANCE)) continue;
      await this.cancelQuote(entrust.id);
    }
  }

  private async cancelQuote(id: number): Promise<void> {
    try {
      await this.options.market.cancel(this.options.makerId, id);
    } catch {
      // Filled in the meantime: nothing to cancel.
    }
  }

  /** Cancel the maker's oldest quotes (furthest from the market) past the cap per side. */
  private async trim(pair: SimulatedPair): Promise<void> {
    const { market, makerId } = this.options;
    const resting = market.restingOf(makerId, pair.symbol);
    for (const side of ['long', 'short'] as const) {
      const quotes = resting.filter((entrust) => entrust.side === side);
      for (const entrust of quotes.slice(0, Math.max(0, quotes.length - MAX_QUOTES_PER_SIDE)))
        await this.cancelQuote(entrust.id);
    }
  }

  private async take(pair: SimulatedPair): Promise<void> {
    const { market, takerId } = this.options;
    const trades = this.random() < 0.6;
    const buys = this.random() < 0.5;
    const mark = market.markOf(pair.symbol);
    const amount = this.amount(pair, mark);
    if (!trades) return;
    const held = market.positionOf(takerId, pair.symbol);
    // Past the cap the taker only trades its position down.
    const side = held.abs().times(mark).gt(MAX_TAKER_NOTIONAL)
      ? held.gt(0)
        ? 'short'
        : 'long'
      : buys
        ? 'long'
        : 'short';
    await this.place(takerId, { symbol: pair.symbol, side, type: 'market', amount });
  }
}
