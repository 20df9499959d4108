import { z } from 'zod';
import {
  addressSchema,
  coinNameSchema,
  decimalString,
  formId,
  idSchema,
  networkSchema,
  optionalField,
  paginated,
  plainText,
  positiveDecimalString,
  timestampMs,
} from './common.ts';
import { emailCodeSchema, googleCodeSchema } from './user.ts';
import { historyQuery } from './history-query.ts';
import { defineRoute } from './route.ts';
import { kycLevelSchema } from './identity.ts';
import { DEPOSIT_STATUSES, WITHDRAW_STATUSES } from './search-values.ts';

// Moving money in and out: deposit addresses and deposits, withdrawals (frozen until processed,
// cancellable while pending) and the withdrawal address book.

export const depositAddressBodySchema = z.object({
  coin_id: formId,
  network: networkSchema,
});
export const depositAddressSchema = z.object({
  coin_id: idSchema,
  coin_name: coinNameSchema,
  network: z.string(),
  address: z.string().min(1),
  /** Memo/tag to include, "" when the network has none. */
  memo: z.string(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export { DEPOSIT_STATUSES };
export const depositStatusSchema = z.enum(DEPOSIT_STATUSES);
export type DepositStatus = z.infer<typeof depositStatusSchema>;

export const depositSchema = z.object({
  id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  network: z.string(),
  address: z.string(),
  amount: decimalString,
  tx_hash: z.string(),
  confirmations: z.number().int().nonnegative(),
  required_confirmations: z.number().int().nonnegative(),
  status: depositStatusSchema,
  created_at: timestampMs,
});
export type Deposit = z.infer<typeof depositSchema>;

/** GET /wallet/getDeposits: a page within an optional window on created_at (`from`, `to`). */
export const depositsQuerySchema = historyQuery.extend({
  coin_id: formId.optional(),
  status: depositStatusSchema.optional(),
});

export { WITHDRAW_STATUSES };
export const withdrawStatusSchema = z.enum(WITHDRAW_STATUSES);
export type WithdrawStatus = z.infer<typeof withdrawStatusSchema>;

/** A withdrawal: `amount` leaves the account (frozen until processed), `fee` is part of it. */
export const withdrawalSchema = z.object({
  id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  network: z.string(),
  address: z.string(),
  memo: z.string(),
  amount: decimalString,
  fee: decimalString,
  /** amount − fee: what arrives at the address. */
  receive_amount: decimalString,
  status: withdrawStatusSchema,
  /** "" until broadcast. */
  tx_hash: z.string(),
  created_at: timestampMs,
  updated_at: timestampMs,
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const withdrawBodySchema = z.object({
  coin_id: formId,
  network: networkSchema,
  address: addressSchema,
  /** Memo/tag for networks that need one; "" or absent for none. */
  memo: optionalField(plainText({ max: 64 })),
  amount: positiveDecimalString,
  /** From POST /getCaptcha with type "withdraw". */
  email_code: emailCodeSchema,
  /** Required when the account has Google two-factor on. */
  google_code: optionalField(googleCodeSchema),
});

/** GET /wallet/getWithdraw: a page within an optional window on created_at (`from`, `to`). */
export const withdrawalsQuerySchema = historyQuery.extend({
  coin_id: formId.optional(),
  status: withdrawStatusSchema.optional(),
});

export const cancelWithdrawBodySchema = z.object({ id: formId });

export const withdrawQuotaQuerySchema = z.object({
  coin_id: formId,
  network: networkSchema,
});

/** The caller's 24-hour withdrawal limit of a coin on a network, and what is left of it. */
export const withdrawQuotaSchema = z.object({
  coin_id: idSchema,
  coin_name: coinNameSchema,
  network: z.string(),
  /** `withdraw_daily_limit` of the network (GET /config/rechargeWithdraw). */
  limit: decimalString,
  /** Withdrawn (pending, processing or completed) in the last 24 hours. */
  used: decimalString,
  /** limit − used, never below zero: the most one more withdrawal may take. */
  remaining: decimalString,
  /**
   * The identity level's 24-hour limit (issue 18), across every coin and network and valued in
   * its coin (the site's quote coin), which applies on top of the network's limit above.
   */
  level_limit: z
    .object({
      level: kycLevelSchema,
      coin_name: coinNameSchema,
      limit: decimalString,
      used: decimalString,
      remaining: decimalString,
    })
    .optional(),
});
export type WithdrawQuota = z.infer<typeof withdrawQuotaSchema>;

export const addressBookEntrySchema = z.object({
  id: idSchema,
  coin_id: idSchema,
  coin_name: coinNameSchema,
  network: z.string(),
  address: z.string(),
  memo: z.string(),
  label: z.string(),
  created_at: timestampMs,
});
export type AddressBookEntry = z.infer<typeof addressBookEntrySchema>;

export const addressBookQuerySchema = z.object({ coin_id: formId.optional() });

export const addAddressBodySchema = z.object({
  coin_id: formId,
  network: networkSchema,
  address: addressSchema,
  memo: optionalField(plainText({ max: 64 })),
  label: plainText({ max: 32 }),
});

export const deleteAddressBodySchema = z.object({ id: formId });

export const getDepositAddress = defineRoute({
  method: 'POST',
  path: '/wallet/getDepositAddress',
  auth: true,
  body: depositAddressBodySchema,
  response: depositAddressSchema,
});
export const getDeposits = defineRoute({
  method: 'GET',
  path: '/wallet/getDeposits',
  auth: true,
  query: depositsQuerySchema,
  response: paginated(depositSchema),
});
export const withdraw = defineRoute({
  method: 'POST',
  path: '/wallet/withdraw',
  auth: true,
  body: withdrawBodySchema,
  response: withdrawalSchema,
});
export const getWithdraw = defineRoute({
  method: 'GET',
  path: '/wallet/getWithdraw',
  auth: true,
  query: withdrawalsQuerySchema,
  response: paginated(withdrawalSchema),
});
export const cancelWithdraw = defineRoute({
  method: 'POST',
  path: '/wallet/cancelWithdraw',
  auth: true,
  body: cancelWithdrawBodySchema,
  response: withdrawalSchema,
});

export const withdrawQuota = defineRoute({
  method: 'GET',
  path: '/wallet/withdrawQuota',
  auth: true,
  query: withdrawQuotaQuerySchema,
  response: withdrawQuotaSchema,
});

export const getWithdrawalAddressBook = defineRoute({
  method: 'GET',
  path: '/wallet/getWithdrawalAddressBook',
  auth: true,
  query: addressBookQuerySchema,
  response: z.array(addressBookEntrySchema),
});
export const addAddress = defineRoute({
  method: 'POST',
  path: '/wallet/address',
  auth: true,
  body: addAddressBodySchema,
  response: addressBookEntrySchema,
});
export const deleteAddress = defineRoute({
  method: 'POST',
  path: '/wallet/addressDel',
  auth: true,
  body: deleteAddressBodySchema,
  response: z.null(),
});
