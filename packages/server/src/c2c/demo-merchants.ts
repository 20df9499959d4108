import { Big } from 'big.js';
import type { PaymentMethodKind } from '@exchange/api';
import { COINS } from '../config/coins.ts';
import type { ServerContext } from '../http/context.ts';
import { HttpError } from '../http/errors.ts';
import { ledger, type UserId } from '../wallet/ledger.ts';
import type { C2cService } from './c2c-service.ts';

// Demo mode (issue 22): simulated merchants, so one person on a fresh `npm start` can complete a
// C2C buy and a sell. At start each merchant exists (a user nobody can log in as), has its payment
// methods, and keeps one online buy and one sell ad on USDT, BTC and ETH in USD and EUR, floating
// around the index; what a sell ad freezes is granted from 'external' like the demo funds. As a
// counterparty, a merchant marks paid (it buys: the user sold to its buy ad) and releases (it
// sells: the user marked paid) once the order has waited `delayMs`. Each act is a state change of
// the order in the database, so it happens once, and a restarted server catches up on the next
// tick with what came due while it was down.

interface DemoMerchant {
  email: string;
  nickname: string;
  inviteCode: string;
  /** Its payment methods, by kind. */
  methods: readonly PaymentMethodKind[];
  /** Floating percentages of its sell and buy ads. */
  sellPercent: string;
  buyPercent: string;
}

export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  {
    email: 'northstar@c2c-merchants.invalid',
    nickname: 'NorthStar OTC',
    inviteCode: 'C2CNORTH',
    methods: ['bank_transfer', 'wise'],
    sellPercent: '101',
    buyPercent: '99',
  },
  {
    email: 'harbor@c2c-merchants.invalid',
    nickname: 'Harbor Exchange',
    inviteCode: 'C2CHARBR',
    methods: ['bank_transfer', 'paypal'],
    sellPercent: '101.5',
    buyPercent: '98.5',
  },
];

/** Each ad's coin amount and per-order limits in fiat (the limits fit the amount in USD and EUR). */
const DEMO_AD_SIZES: Readonly<Record<string, { amount: string; min: string; max: string }>> = {
  USDT: { amount: '20000', min: '10', max: '5000' },
  BTC: { amount: '1', min: '20', max: '20000' },
  ETH: { amount: '10', min: '20', max: '15000' },
};

export const DEMO_AD_FIATS = ['USD', 'EUR'] as const;

const TERMS = 'Demo merchant: pays and releases by itself a few seconds after you act.';

const METHOD_FIELDS: Readonly<
  Record<PaymentMethodKind, { account: string; bank_name?: string; bank_branch?: string }>
> = {
  bank_transfer: {
    account: 'GB29NWBK60161331926819',
    bank_name: 'Harbour Bank',
    bank_branch: 'Canary Wharf',
  },
  wise: { account: 'payments@merchant.example' },
  paypal: { account: 'pay@merchant.example' },
};

/** The merchant's user id, created on first use ('!' is no password hash: nobody logs in). */
async function ensureUser(ctx: ServerContext, merchant: DemoMerchant): Promise<UserId> {
  const { db } = ctx.storage;
  const known = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', merchant.email)
    .executeTakeFirst();
  if (known) return known.id;
  const row = await db
    .insertInto('users')
    .values({
      email: merchant.email,
      password_hash: '!',
      nickname: merchant.nickname,
      avatar_url: '',
      invite_code: merchant.inviteCode,
      invited_by: null,
      is_google2fa: 0,
      created_at: ctx.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The merchant's payment methods, one per kind it takes, added when missing. */
async function ensureMethods(
  c2c: C2cService,
  userId: UserId,
  merchant: DemoMerchant,
): Promise<number[]> {
  const have = await c2c.paymentMethods(userId);
  const ids: number[] = [];
  for (const kind of merchant.methods) {
    const found = have.find((row) => row.kind === kind);
    if (found) {
      ids.push(found.id);
      continue;
    }
    const added = await c2c.addPaymentMethod(userId, {
      kind,
      holder_name: merchant.nickname,
      ...METHOD_FIELDS[kind],
    });
    ids.push(added.id);
  }
  return ids;
}

/** Grant from 'external' what the spot account lacks of `amount`, as the demo funds are. */
async function fundFor(ctx: ServerContext, userId: UserId, coin: string, amount: string) {
  await ctx.storage.db.transaction().execute(async (trx) => {
    const spot = await ledger.account(trx, userId, 'spot', coin);
    const short = new Big(amount).minus(spot.balance);
    if (short.lte(0)) return;
    await ledger.deposit(trx, {
      userId,
      coin,
      amount: short.toFixed(),
      reason: 'demo_grant',
      refId: `demo:${String(userId)}`,
    });
  });
}

/**
 * Set the merchants up (idempotent; runs at every start): users, methods, and for each coin,
 * fiat and side an online ad, published anew when the last one is gone or cannot take its
 * smallest order any more. Returns the merchants' user ids.
 */
export async function seedDemoMerchants(ctx: ServerContext, c2c: C2cService): Promise<UserId[]> {
  const ids: UserId[] = [];
  for (const merchant of DEMO_MERCHANTS) {
    const userId = await ensureUser(ctx, merchant);
    await c2c.registerMerchant(userId);
    const methodIds = await ensureMethods(c2c, userId, merchant);
    const ads = (await c2c.myAds(userId, { page: 1, limit: 100, status: 'online' })).list;
    for (const [coin, size] of Object.entries(DEMO_AD_SIZES)) {
      const coinId = COINS.find((row) => row.name === coin)?.id;
      if (coinId === undefined) continue;
      for (const fiat of DEMO_AD_FIATS)
        for (const side of ['sell', 'buy'] as const) {
          const live = ads.find(
            (ad) =>
              ad.coin_id === coinId &&
              ad.fiat === fiat &&
              ad.side === side &&
              new Big(ad.available).times(ad.price).gte(size.max),
          );
          if (live) continue;
          if (side === 'sell') await fundFor(ctx, userId, coin, size.amount);
          await c2c.publishAd(userId, {
            side,
            coin_id: coinId,
            fiat,
            price_type: 'floating',
            price_value: side === 'sell' ? merchant.sellPercent : merchant.buyPercent,
            amount: size.amount,
            min_fiat: size.min,
            max_fiat: size.max,
            payment_method_ids: methodIds,
            pay_window_minutes: 15,
            terms: TERMS,
          });
        }
    }
    ids.push(userId);
  }
  return ids;
}

/**
 * One round of the merchants at `now`: each unpaid order where a merchant buys is marked paid
 * (with the first of the seller's methods it offers) once created `delayMs` ago; each paid order
 * where a merchant sells is released once paid `delayMs` ago. An order the other party changed
 * meanwhile (cancelled, appealed) is refused by the service and left alone.
 */
export async function merchantRound(
  c2c: C2cService,
  merchantIds: readonly UserId[],
  now: number,
  delayMs: number,
): Promise<void> {
  for (const merchantId of merchantIds) {
    for (const order of await c2c.unfinishedOrders(merchantId)) {
      try {
        if (
          order.buyer_id === merchantId &&
          order.status === 'unpaid' &&
          now >= order.created_at + delayMs
        ) {
          const methodId = Number(order.payment_method_ids.split(',')[0]);
          await c2c.markPaid(merchantId, { id: order.id, payment_method_id: methodId });
        } else if (
          order.seller_id === merchantId &&
          order.status === 'paid' &&
          order.paid_at !== null &&
          now >= order.paid_at + delayMs
        ) {
          await c2c.release(merchantId, { id: order.id });
        }
      } catch (error) {
        // The order moved on between the read and the act (the user cancelled, an appeal): the
        // service refused with a 4xx and nothing changed. Anything else is a real failure.
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      }
    }
  }
}
