import { Big } from 'big.js';
import type { OrderSide, OtcCoin, OtcQuote, OtcTrade } from '@exchange/api';
import { coinByName } from '../config/coins.ts';
import type { ServerContext } from '../http/context.ts';
import { fieldError, HttpError } from '../http/errors.ts';
import {
  type AccountSnapshot,
  type Executor,
  ledger,
  SYSTEM_USER,
  toAmount,
} from '../wallet/ledger.ts';
import { type OtcCoinConfig, type OtcConfig, quotePrice, spreadFor } from './otc-config.ts';
import type { OtcQuotesTable, OtcTradesTable } from './otc-tables.ts';

/** What the desk reads of the spot market: the last price of a symbol (MarketService fits). */
export interface OtcIndexSource {
  peekLastPrice(symbol: string): Big | undefined;
}

type QuoteRow = Omit<OtcQuotesTable, 'id'> & { id: number };
type TradeRow = Omit<OtcTradesTable, 'id'> & { id: number };

/** A refusal of an accept, naming `quote_id`. */
function quoteError(status: number, message: string): HttpError {
  return new HttpError(status, `quote_id: ${message}`, [{ field: 'quote_id', message }]);
}

function coinIdOf(name: string): number {
  const coin = coinByName(name);
  if (!coin) throw new Error(`OTC coin ${name} is not listed`);
  return coin.id;
}

export function otcQuoteView(row: QuoteRow): OtcQuote {
  return {
    id: row.id,
    coin_id: coinIdOf(row.coin),
    coin_name: row.coin,
    quote_coin: row.quote_coin,
    side: row.side,
    amount: toAmount(row.amount),
    price: toAmount(row.price),
    total: toAmount(row.total),
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

export function otcTradeView(row: TradeRow): OtcTrade {
  return {
    id: row.id,
    quote_id: row.quote_id,
    coin_id: coinIdOf(row.coin),
    coin_name: row.coin,
    quote_coin: row.quote_coin,
    side: row.side,
    amount: toAmount(row.amount),
    price: toAmount(row.price),
    total: toAmount(row.total),
    created_at: row.created_at,
  };
}

/** The legs' coins: what the user pays and receives, as (coin, amount) pairs. */
function paysOf(side: OrderSide, row: Pick<QuoteRow, 'coin' | 'quote_coin' | 'amount' | 'total'>) {
  return side === 'buy'
    ? { pay: row.quote_coin, payAmount: row.total, get: row.coin, getAmount: row.amount }
    : { pay: row.coin, payAmount: row.amount, get: row.quote_coin, getAmount: row.total };
}

/**
 * The OTC desk (issue 24): quotes priced from the spot index with a size-dependent spread, kept
 * for the configured time on the server clock; an accept in time trades the whole size against
 * the 'otc' house in one ledger transaction, at exactly the quoted price.
 */
export class OtcService {
  constructor(
    private readonly ctx: ServerContext,
    private readonly index: OtcIndexSource,
    readonly config: OtcConfig,
  ) {}

  coins(): OtcCoin[] {
    return this.config.coins.map((c) => ({
      coin_id: coinIdOf(c.coin),
      coin_name: c.coin,
      quote_coin: c.quote,
      min_amount: c.minAmount,
      max_amount: c.maxAmount,
      amount_precision: c.amountPrecision,
      price_precision: c.pricePrecision,
    }));
  }

  private coinOf(coinId: number): OtcCoinConfig {
    const coin = this.config.coins.find((c) => coinByName(c.coin)?.id === coinId);
    if (!coin) throw fieldError('coin_id', 'is not traded over the counter');
    return coin;
  }

  /**
   * The spot last of `{coin}{quote}`; before that pair has traded, the server's reference price
   * (a USDT price, so only for a USDT quote), as the C2C index does.
   */
  private indexOf(coin: OtcCoinConfig): Big | undefined {
    const last = this.index.peekLastPrice(`${coin.coin}${coin.quote}`);
    if (last) return last;
    const reference = coin.quote === 'USDT' ? this.ctx.prices(coin.coin) : undefined;
    return reference === undefined ? undefined : new Big(reference);
  }

  /** Refuse (naming `amount`) a user's side they cannot pay; the house's side likewise. */
  private async checkFunds(trx: Executor, userId: number, row: QuoteRow | Omit<QuoteRow, 'id'>) {
    const { pay, payAmount, get, getAmount } = paysOf(row.side, row);
    const own = await ledger.account(trx, userId, 'spot', pay);
    if (new Big(own.balance).lt(payAmount))
      throw fieldError('amount', `needs ${toAmount(payAmount)} ${pay} available`);
    const house = await ledger.account(trx, SYSTEM_USER, 'otc', get);
    if (new Big(house.balance).lt(getAmount))
      throw fieldError('amount', 'is more than the desk can fill now');
  }

  async quote(
    userId: number,
    body: { coin_id: number; side: OrderSide; amount: string },
  ): Promise<OtcQuote> {
    const coin = this.coinOf(body.coin_id);
    const amount = new Big(body.amount);
    if (!amount.round(coin.amountPrecision, Big.roundDown).eq(amount))
      throw fieldError('amount', `has more than ${String(coin.amountPrecision)} decimals`);
    if (amount.lt(coin.minAmount)) throw fieldError('amount', `is below ${coin.minAmount}`);
    if (amount.gt(coin.maxAmount)) throw fieldError('amount', `is above ${coin.maxAmount}`);
    const index = this.indexOf(coin);
    if (!index || index.lte(0)) throw fieldError('coin_id', 'has no index price yet');
    const spread = spreadFor(this.config.tiers, amount.times(index));
    const price = quotePrice(index, spread, body.side, coin.pricePrecision);
    const now = this.ctx.now();
    const values = {
      user_id: userId,
      coin: coin.coin,
      quote_coin: coin.quote,
      side: body.side,
      amount: amount.toFixed(),
      price: price.toFixed(),
      total: amount.times(price).toFixed(),
      created_at: now,
      expires_at: now + this.config.quoteTtlMs,
      accepted_at: null,
    };
    const db = this.ctx.storage.db;
    await this.checkFunds(db, userId, values);
    const { id } = await db
      .insertInto('otc_quotes')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return otcQuoteView({ ...values, id });
  }

  async accept(userId: number, quoteId: number): Promise<OtcTrade> {
    const now = this.ctx.now();
    let accounts: AccountSnapshot[] = [];
    const trade = await this.ctx.storage.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('otc_quotes')
        .selectAll()
        .where('id', '=', quoteId)
        .executeTakeFirst();
      if (row?.user_id !== userId) throw quoteError(404, `quote ${String(quoteId)} not found`);
      if (row.accepted_at !== null) throw quoteError(409, 'the quote was already accepted');
      if (now >= row.expires_at) throw quoteError(410, 'the quote has expired');
      const taken = await trx
        .updateTable('otc_quotes')
        .set({ accepted_at: now })
        .where('id', '=', quoteId)
        .where('accepted_at', 'is', null)
        .executeTakeFirst();
      if (taken.numUpdatedRows !== 1n) throw quoteError(409, 'the quote was already accepted');
      await this.checkFunds(trx, userId, row);
      const { pay, payAmount, get, getAmount } = paysOf(row.side, row);
      const posting = await ledger.post(trx, {
        reason: 'otc_trade',
        refId: `otc-${String(quoteId)}`,
        legs: [
          { userId, kind: 'spot', coin: pay, balance: new Big(payAmount).neg() },
          { userId: SYSTEM_USER, kind: 'otc', coin: pay, balance: payAmount },
          { userId: SYSTEM_USER, kind: 'otc', coin: get, balance: new Big(getAmount).neg() },
          { userId, kind: 'spot', coin: get, balance: getAmount },
        ],
      });
      accounts = posting.accounts.filter((a) => a.userId === userId);
      const values = {
        quote_id: row.id,
        user_id: userId,
        coin: row.coin,
        quote_coin: row.quote_coin,
        side: row.side,
        amount: toAmount(row.amount),
        price: toAmount(row.price),
        total: toAmount(row.total),
        created_at: now,
      };
      const { id } = await trx
        .insertInto('otc_trades')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return otcTradeView({ ...values, id });
    });
    if (accounts.length > 0) this.ctx.hooks.onBalances?.(userId, accounts);
    return trade;
  }
}
