import { Big } from 'big.js';
import {
  buySuspendedUntil,
  c2cOrderAmounts,
  checkC2cOrder,
  payDeadline,
  utcDayStart,
  type C2cOrderProblem,
} from '@exchange/formulas';
import {
  type AccountSnapshot,
  type Executor,
  ledger,
  toAmount,
  type UserId,
} from '../wallet/ledger.ts';
import { c2cError, type C2cConfig, type C2cIndexSource } from './c2c-config.ts';
import { c2cCoin, priceOf } from './c2c-ads.ts';
import { systemMessage, type MessageRow } from './c2c-chat.ts';
import { type C2cDb, lockAd, type OrderRow, orderRef, toEscrow } from './c2c-escrow.ts';
import { idList, ownMethods } from './c2c-methods.ts';

// Placing a C2C order (issue 22): on a sell ad the caller buys and the ad's escrow covers the
// order; on a buy ad the caller sells and their coin moves into escrow at once. Either way the
// ad's available amount goes down in the same transaction.

export interface PlaceOrderInput {
  ad_id: number;
  amount: string;
  amount_in: 'fiat' | 'coin';
  payment_method_id?: number | undefined;
}

function problemMessage(problem: C2cOrderProblem): string {
  switch (problem.kind) {
    case 'not_a_number':
      return 'Expected a number above zero';
    case 'precision':
      return `At most ${String(problem.decimals)} decimals`;
    case 'too_small':
      return 'Too small for this price';
    case 'below_min':
      return `Below the ad's minimum of ${problem.min_fiat}`;
    case 'above_max':
      return `Above the ad's maximum of ${problem.max_fiat}`;
    case 'above_available':
      return `Above what the ad has available, ${problem.available}`;
    case 'insufficient':
      return `Insufficient balance: ${problem.balance} available`;
  }
}

/** When the user's buying is suspended until (three buyer cancellations today), or null. */
export async function buyingSuspendedUntil(
  db: Executor,
  userId: UserId,
  now: number,
): Promise<number | null> {
  const rows = await db
    .selectFrom('c2c_orders')
    .select('cancelled_at')
    .where('buyer_id', '=', userId)
    .where('cancel_reason', '=', 'buyer')
    .where('cancelled_at', '>=', utcDayStart(now))
    .execute();
  return buySuspendedUntil(
    rows.flatMap((row) => (row.cancelled_at === null ? [] : [row.cancelled_at])),
    now,
  );
}

/**
 * Place an order (each refusal a 4xx naming its field, nothing changed): the ad online and not
 * the caller's own, the amount within its limits and availability, buying not suspended, and
 * selling into a buy ad: one of the seller's methods of a kind the ad takes, and the balance.
 */
export async function placeOrder(
  db: C2cDb,
  deps: { index: C2cIndexSource; config: C2cConfig },
  userId: UserId,
  body: PlaceOrderInput,
  now: number,
): Promise<{ row: OrderRow; message: MessageRow; accounts: AccountSnapshot[] }> {
  return await db.transaction().execute(async (trx) => {
    const ad = await lockAd(trx, body.ad_id, 'ad_id');
    if (ad.status !== 'online')
      throw c2cError(409, 'ad_id', `Ad ${String(ad.id)} is not taking orders`);
    if (ad.user_id === userId) throw c2cError(422, 'ad_id', 'You cannot trade with your own ad');
    const buying = ad.side === 'sell';
    if (buying) {
      const until = await buyingSuspendedUntil(trx, userId, now);
      if (until !== null)
        throw c2cError(
          403,
          'ad_id',
          `Buying is suspended after three cancellations today, until ${new Date(until).toISOString()}`,
        );
    }
    const coin = c2cCoin(ad.coin_id, 'ad_id');
    const price = priceOf(ad, deps.index, now);
    if (price === null) throw c2cError(409, 'ad_id', `No index price for ${ad.coin} now`);
    let methodIds = idList(ad.payment_method_ids);
    if (!buying) {
      if (body.payment_method_id === undefined)
        throw c2cError(422, 'payment_method_id', 'Choose the payment method you will be paid with');
      const [method] = await ownMethods(trx, userId, [body.payment_method_id], 'payment_method_id');
      if (!method || !ad.payment_kinds.split(',').includes(method.kind))
        throw c2cError(422, 'payment_method_id', 'The ad does not take this kind of payment');
      methodIds = [method.id];
    } else if (body.payment_method_id !== undefined && !methodIds.includes(body.payment_method_id))
      throw c2cError(422, 'payment_method_id', 'The ad does not take this payment method');
    const spot = buying ? null : await ledger.account(trx, userId, 'spot', ad.coin);
    const problem = checkC2cOrder({
      amount: body.amount,
      amountIn: body.amount_in,
      price,
      coinDecimals: coin.decimals,
      ad: { min_fiat: ad.min_fiat, max_fiat: ad.max_fiat, available: ad.available },
      ...(spot ? { balance: spot.balance } : {}),
    });
    if (problem) throw c2cError(422, problem.field, problemMessage(problem));
    const amounts = c2cOrderAmounts(body.amount, body.amount_in, price, coin.decimals);
    const amount = toAmount(amounts.coin);
    await trx
      .updateTable('c2c_ads')
      .set({ available: toAmount(new Big(ad.available).minus(amounts.coin)), updated_at: now })
      .where('id', '=', ad.id)
      .execute();
    const row = await trx
      .insertInto('c2c_orders')
      .values({
        ad_id: ad.id,
        ad_side: ad.side,
        advertiser_id: ad.user_id,
        buyer_id: buying ? userId : ad.user_id,
        seller_id: buying ? ad.user_id : userId,
        coin_id: ad.coin_id,
        coin: ad.coin,
        fiat: ad.fiat,
        price: toAmount(price),
        amount,
        fiat_amount: toAmount(amounts.fiat),
        payment_method_ids: methodIds.join(','),
        paid_method_id: null,
        status: 'unpaid',
        cancel_reason: null,
        pay_deadline: payDeadline(now, ad.pay_window_minutes, deps.config.payWindowScale),
        appeal_after: null,
        created_at: now,
        paid_at: null,
        completed_at: null,
        cancelled_at: null,
        appeal_by: null,
        appeal_reason: null,
        appeal_description: null,
        appealed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const accounts = buying
      ? []
      : (await toEscrow(trx, userId, ad.coin, amount, orderRef(row.id))).accounts;
    const message = await systemMessage(trx, row.id, 'placed', now);
    return { row, message, accounts };
  });
}
