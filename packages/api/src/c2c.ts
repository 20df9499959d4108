import { z } from 'zod';
import {
  coinNameSchema,
  compareDecimal,
  decimalString,
  formId,
  idSchema,
  optionalField,
  orderSideSchema,
  paginated,
  paginationQuery,
  plainText,
  positiveDecimalString,
  signedDecimalString,
  timestampMs,
} from './common.ts';
import { defineRoute } from './route.ts';
import { PAYMENT_METHOD_KINDS, paymentMethodKindSchema } from './search-values.ts';

// C2C, peer-to-peer trading of coins for fiat money (issue 22; SPEC.md section 2 /c2c): the
// advertisements and the payment methods they take. Orders, escrow, chat and appeals are in
// c2c-orders.ts. The API lives under /p2p so it never shadows the app's /c2c pages.

/** A fiat currency code (ISO 4217: "USD", "EUR", "BRL"). */
export const fiatSchema = z.string().regex(/^[A-Z]{3}$/, {
  message: 'Expected a currency code such as "USD"',
});

/** Fixed price, or floating: a percentage of the index price ("101.5" = 1.5 % above). */
export const priceTypeSchema = z.enum(['fixed', 'floating']);
export type PriceType = z.infer<typeof priceTypeSchema>;

export const adStatusSchema = z.enum(['online', 'paused', 'closed']);
export type AdStatus = z.infer<typeof adStatusSchema>;

export { PAYMENT_METHOD_KINDS };
export { paymentMethodKindSchema };
export type PaymentMethodKind = z.infer<typeof paymentMethodKindSchema>;

/** A payment method of the user; the counterparty sees its details during an order. */
export const paymentMethodSchema = z.object({
  id: idSchema,
  kind: paymentMethodKindSchema,
  holder_name: z.string(),
  /** The account's identifier: IBAN or account number, or the wallet's e-mail or tag. */
  account: z.string(),
  /** Bank transfer only: the bank's name and branch; "" for wallets. */
  bank_name: z.string(),
  bank_branch: z.string(),
  created_at: timestampMs,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const addPaymentMethodBodySchema = z
  .object({
    kind: paymentMethodKindSchema,
    holder_name: plainText({ min: 2, max: 64 }),
    account: plainText({ min: 3, max: 64 }),
    bank_name: optionalField(plainText({ max: 64 })),
    bank_branch: optionalField(plainText({ max: 64 })),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'bank_transfer' && body.bank_name === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['bank_name'],
        message: 'A bank transfer needs a bank',
      });
  });

export const deletePaymentMethodBodySchema = z.object({ id: formId });

/**
 * Payment method ids as one form field, comma-separated ("3,7"): multipart has no arrays
 * (SPEC.md section 7). At most 5, no repeats.
 *
 * @example paymentMethodIdsSchema.parse('3,7') // [3, 7]
 */
export const paymentMethodIdsSchema = z
  .string()
  .regex(/^[1-9]\d*(,[1-9]\d*){0,4}$/, { message: 'Expected 1 to 5 ids such as "3,7"' })
  .transform((text) => text.split(',').map(Number))
  .refine((ids) => new Set(ids).size === ids.length, { message: 'Repeated id' });

/** The advertiser as buyers and sellers see them. */
export const advertiserSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  trades_30d: z.number().int().nonnegative(),
  /** Completed ÷ all orders in 30 days, a fraction ("0.98"). */
  completion_rate: decimalString,
  /** Average seconds from "paid" to release, as a seller; null before the first sale. */
  avg_release_seconds: z.number().int().nonnegative().nullable(),
  online: z.boolean(),
});
export type Advertiser = z.infer<typeof advertiserSchema>;

/** An advertisement. `side` is the advertiser's: a `sell` ad is where a user buys. */
export const adSchema = z.object({
  id: idSchema,
  advertiser: advertiserSchema,
  side: orderSideSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  /**
   * Decimals of the coin's amounts in C2C: an order's coin amount is truncated to them
   * (@exchange/formulas c2cOrderAmounts), so the order form previews what the server books.
   */
  coin_precision: z.number().int().min(0).max(18),
  fiat: fiatSchema,
  price_type: priceTypeSchema,
  /** Fixed: the price. Floating: the percentage of the index price. */
  price_value: decimalString,
  /** The price now, in fiat per coin. */
  price: decimalString,
  /** Coin still available. */
  available: decimalString,
  /** Per-order limits, in fiat. */
  min_fiat: decimalString,
  max_fiat: decimalString,
  payment_kinds: z.array(paymentMethodKindSchema).min(1),
  /** Minutes the buyer has to pay (15 by default). */
  pay_window_minutes: z.number().int().positive(),
  terms: z.string(),
  status: adStatusSchema,
  created_at: timestampMs,
});
export type Ad = z.infer<typeof adSchema>;

export const adsQuerySchema = paginationQuery.extend({
  side: orderSideSchema,
  coin_id: formId,
  fiat: fiatSchema,
  payment_kind: paymentMethodKindSchema.optional(),
  /** Only ads whose per-order limits take this fiat amount. */
  amount: positiveDecimalString.optional(),
});

export const myAdsQuerySchema = paginationQuery.extend({ status: adStatusSchema.optional() });

/** Pay windows an ad may set, in minutes. */
export const PAY_WINDOWS = [15, 30, 45, 60] as const;

export const publishAdBodySchema = z
  .object({
    side: orderSideSchema,
    coin_id: formId,
    fiat: fiatSchema,
    price_type: priceTypeSchema,
    price_value: positiveDecimalString,
    /** Coin offered in total; a sell ad freezes it while open. */
    amount: positiveDecimalString,
    min_fiat: positiveDecimalString,
    max_fiat: positiveDecimalString,
    /** The advertiser's own payment methods the ad takes (a sell ad shows them to buyers). */
    payment_method_ids: paymentMethodIdsSchema,
    pay_window_minutes: formId.refine(
      (minutes) => (PAY_WINDOWS as readonly number[]).includes(minutes),
      { message: 'Expected 15, 30, 45 or 60' },
    ),
    terms: optionalField(plainText({ max: 1000 })),
  })
  .superRefine((body, ctx) => {
    // Floating prices stay within ±20 % of the index; the server checks the rest of the ranges.
    if (
      body.price_type === 'floating' &&
      (compareDecimal(body.price_value, '80') < 0 || compareDecimal(body.price_value, '120') > 0)
    )
      ctx.addIssue({
        code: 'custom',
        path: ['price_value'],
        message: 'A floating price is 80 to 120 percent of the index',
      });
  });

export const adStatusBodySchema = z.object({ id: formId, status: adStatusSchema });

/** A quote of the index price used by floating ads, so the form previews the price. */
export const fiatIndexSchema = z.object({
  coin_name: coinNameSchema,
  fiat: fiatSchema,
  price: decimalString,
  /** 24-hour change of the index, as a fraction. */
  change: signedDecimalString,
  updated_at: timestampMs,
});
export type FiatIndex = z.infer<typeof fiatIndexSchema>;

export const fiatIndexQuerySchema = z.object({ coin_id: formId, fiat: fiatSchema });

/** Public: visitors browse the ads; placing an order needs a token. */
export const c2cAds = defineRoute({
  method: 'GET',
  path: '/p2p/ads',
  auth: false,
  query: adsQuerySchema,
  response: paginated(adSchema),
});

export const c2cMyAds = defineRoute({
  method: 'GET',
  path: '/p2p/myAds',
  auth: true,
  query: myAdsQuerySchema,
  response: paginated(adSchema),
});

export const c2cPublishAd = defineRoute({
  method: 'POST',
  path: '/p2p/ads',
  auth: true,
  body: publishAdBodySchema,
  response: adSchema,
});

/** Pause, resume or close one's own ad; closing a sell ad unfreezes what is left. */
export const c2cAdStatus = defineRoute({
  method: 'POST',
  path: '/p2p/ads/status',
  auth: true,
  body: adStatusBodySchema,
  response: adSchema,
});

export const c2cFiatIndex = defineRoute({
  method: 'GET',
  path: '/p2p/index',
  auth: false,
  query: fiatIndexQuerySchema,
  response: fiatIndexSchema,
});

export const c2cPaymentMethods = defineRoute({
  method: 'GET',
  path: '/p2p/paymentMethods',
  auth: true,
  response: z.array(paymentMethodSchema),
});

export const c2cAddPaymentMethod = defineRoute({
  method: 'POST',
  path: '/p2p/paymentMethods',
  auth: true,
  body: addPaymentMethodBodySchema,
  response: paymentMethodSchema,
});

/** Refused while an open ad or order uses the method. */
export const c2cDeletePaymentMethod = defineRoute({
  method: 'POST',
  path: '/p2p/paymentMethods/delete',
  auth: true,
  body: deletePaymentMethodBodySchema,
  response: z.null(),
});

/** Every ad and payment-method route, by name, for the route table. */
export const c2cAdRoutes = {
  c2cAds,
  c2cMyAds,
  c2cPublishAd,
  c2cAdStatus,
  c2cFiatIndex,
  c2cPaymentMethods,
  c2cAddPaymentMethod,
  c2cDeletePaymentMethod,
};
