import { Big } from 'big.js';
import type { Ad, AdStatus, Advertiser, OrderSide, PriceType } from '@exchange/api';
import {
  adOrderable,
  adPrice,
  checkC2cAd,
  coinToFiat,
  maxOrderFiat,
  type C2cAdProblem,
} from '@exchange/formulas';
import { coinById } from '../config/coins.ts';
import { levelOf } from '../identity/review.ts';
import {
  type AccountSnapshot,
  type Executor,
  ledger,
  toAmount,
  type UserId,
} from '../wallet/ledger.ts';
import { C2C_COINS, c2cError, type C2cIndexSource } from './c2c-config.ts';
import { adRef, type AdRow, type C2cDb, fromEscrow, lockAd, toEscrow } from './c2c-escrow.ts';
import { ownMethods } from './c2c-methods.ts';
import { advertisers } from './c2c-stats.ts';

// C2C advertisements (issue 22): publish (a sell ad freezes its amount into escrow in the same
// transaction), pause, resume and close (closing returns the free rest), and the lists.

export interface PublishAdInput {
  side: OrderSide;
  coin_id: number;
  fiat: string;
  price_type: PriceType;
  price_value: string;
  amount: string;
  min_fiat: string;
  max_fiat: string;
  payment_method_ids: number[];
  pay_window_minutes: number;
  terms?: string | undefined;
}

/** The coin of a C2C coin id and its decimals, or a 422 naming `field`. */
export function c2cCoin(coinId: number, field: string): { name: string; decimals: number } {
  const coin = coinById(coinId);
  const decimals = coin ? C2C_COINS[coin.name] : undefined;
  if (!coin || decimals === undefined)
    throw c2cError(422, field, `Coin ${String(coinId)} is not traded in C2C`);
  return { name: coin.name, decimals };
}

/** The index of a coin in a fiat, or a 422 on `fiat` when the fiat is not quoted. */
export function indexOf(index: C2cIndexSource, coin: string, fiat: string, now: number) {
  if (!index.fiats.includes(fiat)) throw c2cError(422, 'fiat', `${fiat} is not traded in C2C`);
  return index.quote(coin, fiat, now);
}

function problemMessage(problem: C2cAdProblem): string {
  switch (problem.kind) {
    case 'not_a_number':
      return 'Expected a number above zero';
    case 'precision':
      return `At most ${String(problem.decimals)} decimals`;
    case 'out_of_range':
      return `Expected ${problem.min} to ${problem.max}`;
    case 'below_min':
      return `Must be at least the minimum, ${problem.min_fiat}`;
    case 'above_total':
      return `Must be at most what the whole amount costs, ${problem.total}`;
    case 'insufficient':
      return `Insufficient balance: ${problem.balance} available`;
  }
}

/** An ad's price now, or null for a floating ad without an index. */
export function priceOf(row: AdRow, index: C2cIndexSource, now: number): Big | null {
  const quote = row.price_type === 'floating' ? index.quote(row.coin, row.fiat, now) : null;
  return adPrice(row.price_type, row.price_value, quote?.price ?? null);
}

export function adView(row: AdRow, advertiser: Advertiser, price: Big | null): Ad {
  return {
    id: row.id,
    advertiser,
    side: row.side,
    coin_id: row.coin_id,
    coin_name: row.coin,
    coin_precision: C2C_COINS[row.coin] ?? 0,
    fiat: row.fiat,
    price_type: row.price_type,
    price_value: toAmount(row.price_value),
    price: price === null ? '0' : price.toFixed(),
    available: toAmount(row.available),
    min_fiat: toAmount(row.min_fiat),
    max_fiat: toAmount(row.max_fiat),
    payment_kinds: idKinds(row.payment_kinds),
    pay_window_minutes: row.pay_window_minutes,
    terms: row.terms,
    status: row.status,
    created_at: row.created_at,
  };
}

function idKinds(text: string): Ad['payment_kinds'] {
  return text.split(',') as Ad['payment_kinds'];
}

/** Ads as the wire has them, each with its advertiser's statistics and its price now. */
export async function adViews(
  db: C2cDb,
  rows: readonly AdRow[],
  index: C2cIndexSource,
  now: number,
): Promise<Ad[]> {
  const people = await advertisers(
    db,
    rows.map((row) => row.user_id),
    now,
  );
  return rows.flatMap((row) => {
    const advertiser = people.get(row.user_id);
    return advertiser ? [adView(row, advertiser, priceOf(row, index, now))] : [];
  });
}

/**
 * Advertisers have passed basic identity verification (issue 22; demo merchants aside), else a
 * 403 naming `identity`.
 */
async function requireVerified(trx: Executor, userId: UserId): Promise<void> {
  const merchant = await trx
    .selectFrom('c2c_merchants')
    .select('user_id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!merchant && (await levelOf(trx, userId)) === 'unverified')
    throw c2cError(403, 'identity', 'Complete basic identity verification to publish ads');
}

/**
 * Publish an ad after every check (each refusal a 4xx naming its field): identity, the coin and fiat, the
 * price type and value in range, min ≤ max ≤ what the amount costs, the advertiser's own payment
 * methods, and for a sell ad the balance, frozen into escrow in the same transaction.
 */
export async function publishAd(
  db: C2cDb,
  index: C2cIndexSource,
  userId: UserId,
  body: PublishAdInput,
  now: number,
): Promise<{ row: AdRow; accounts: AccountSnapshot[] }> {
  const coin = c2cCoin(body.coin_id, 'coin_id');
  const quote = indexOf(index, coin.name, body.fiat, now);
  if (body.price_type === 'floating' && quote === null)
    throw c2cError(422, 'price_type', `No index price for ${coin.name} in ${body.fiat}`);
  return await db.transaction().execute(async (trx) => {
    await requireVerified(trx, userId);
    const methods = await ownMethods(trx, userId, body.payment_method_ids, 'payment_method_ids');
    const spot = await ledger.account(trx, userId, 'spot', coin.name);
    const problem = checkC2cAd(body, {
      index: quote?.price ?? null,
      coinDecimals: coin.decimals,
      ...(body.side === 'sell' ? { balance: spot.balance } : {}),
    });
    if (problem) throw c2cError(422, problem.field, problemMessage(problem));
    const price = adPrice(body.price_type, body.price_value, quote?.price ?? null);
    if (price !== null) {
      const total = coinToFiat(body.amount, price);
      if (new Big(body.max_fiat).gt(total))
        throw c2cError(
          422,
          'max_fiat',
          `Must be at most what the whole amount costs, ${total.toFixed()}`,
        );
    }
    const kinds = [...new Set(methods.map((method) => method.kind))];
    const row = await trx
      .insertInto('c2c_ads')
      .values({
        user_id: userId,
        side: body.side,
        coin_id: body.coin_id,
        coin: coin.name,
        fiat: body.fiat,
        price_type: body.price_type,
        price_value: toAmount(body.price_value),
        amount: toAmount(body.amount),
        available: toAmount(body.amount),
        min_fiat: toAmount(body.min_fiat),
        max_fiat: toAmount(body.max_fiat),
        payment_method_ids: body.payment_method_ids.join(','),
        payment_kinds: kinds.join(','),
        pay_window_minutes: body.pay_window_minutes,
        terms: body.terms ?? '',
        status: 'online',
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const accounts =
      body.side === 'sell'
        ? (await toEscrow(trx, userId, coin.name, toAmount(body.amount), adRef(row.id))).accounts
        : [];
    return { row, accounts };
  });
}

/**
 * Pause, resume or close one's own ad (404 naming `id` otherwise). A closed ad stays closed
 * (409 naming `status`); closing a sell ad returns its free rest from escrow.
 */
export async function setAdStatus(
  db: C2cDb,
  userId: UserId,
  id: number,
  status: AdStatus,
  now: number,
): Promise<{ row: AdRow; accounts: AccountSnapshot[] }> {
  return await db.transaction().execute(async (trx) => {
    const ad = await lockAd(trx, id, 'id');
    if (ad.user_id !== userId) throw c2cError(404, 'id', `Ad ${String(id)} not found`);
    if (ad.status === 'closed') throw c2cError(409, 'status', 'The ad is closed');
    let accounts: AccountSnapshot[] = [];
    const rest = toAmount(ad.available);
    if (status === 'closed' && ad.side === 'sell' && new Big(rest).gt(0))
      accounts = (await fromEscrow(trx, userId, ad.coin, rest, adRef(id), 'c2c_refund')).accounts;
    const row = await trx
      .updateTable('c2c_ads')
      .set({ status, updated_at: now, ...(status === 'closed' ? { available: '0' } : {}) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, accounts };
  });
}

export interface PublicAdsQuery {
  side: OrderSide;
  coin_id: number;
  fiat: string;
  payment_kind?: string | undefined;
  amount?: string | undefined;
}

/**
 * The online ads of a market that can take an order (and `amount` of fiat, when given), best
 * price first: lowest for sell ads, highest for buy ads; then oldest first.
 */
export async function publicAds(
  db: C2cDb,
  index: C2cIndexSource,
  query: PublicAdsQuery,
  now: number,
): Promise<{ row: AdRow; price: Big }[]> {
  const rows = await db
    .selectFrom('c2c_ads')
    .selectAll()
    .where('status', '=', 'online')
    .where('side', '=', query.side)
    .where('coin_id', '=', query.coin_id)
    .where('fiat', '=', query.fiat)
    .orderBy('id')
    .execute();
  const priced = rows.flatMap((row) => {
    const price = priceOf(row, index, now);
    if (price === null || !adOrderable(row, price)) return [];
    if (
      query.payment_kind !== undefined &&
      !idKinds(row.payment_kinds).includes(query.payment_kind as never)
    )
      return [];
    if (query.amount !== undefined) {
      const fiat = new Big(query.amount);
      if (fiat.lt(row.min_fiat) || fiat.gt(maxOrderFiat(row, price))) return [];
    }
    return [{ row, price }];
  });
  const sign = query.side === 'sell' ? 1 : -1;
  return priced.sort((a, b) => sign * a.price.cmp(b.price) || a.row.id - b.row.id);
}
