import { z } from 'zod';
import { emailSchema, formId, idSchema, positiveDecimalString, timestampMs } from './common.ts';
import { depositSchema } from './funding.ts';
import { defineRoute } from './route.ts';

// Demo-only calls: they exist only while the reference server runs in demo mode (it answers 404
// otherwise). Never part of the product; the e2e tests and the demo use them to read e-mailed
// codes and to credit deposits without a blockchain.

/** A message the server "sent": codes go to this mailbox instead of real e-mail. */
export const demoMailSchema = z.object({
  id: idSchema,
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The 6-digit code the message carries, when it carries one. */
  code: z.string().nullable(),
  created_at: timestampMs,
});
export type DemoMail = z.infer<typeof demoMailSchema>;

export const demoMailboxQuerySchema = z.object({ email: emailSchema });

export const demoDepositBodySchema = z.object({
  coin_id: formId,
  network: z.string().min(1),
  amount: positiveDecimalString,
});

/** Newest first. */
export const demoMailbox = defineRoute({
  method: 'GET',
  path: '/demo/mailbox',
  auth: false,
  demo: true,
  query: demoMailboxQuerySchema,
  response: z.array(demoMailSchema),
});

/** Credit a confirmed deposit to the caller's spot account. */
export const demoDeposit = defineRoute({
  method: 'POST',
  path: '/demo/deposit',
  auth: true,
  demo: true,
  body: demoDepositBodySchema,
  response: depositSchema,
});
