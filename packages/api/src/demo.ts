import { z } from 'zod';
import {
  emailSchema,
  formBool,
  formId,
  idSchema,
  networkSchema,
  positiveDecimalString,
  timestampMs,
} from './common.ts';
import { depositSchema } from './funding.ts';
import { defineRoute } from './route.ts';

// Demo-only calls: they exist only while the reference server runs in demo mode (it answers 404
// otherwise). Never part of the product; the e2e tests and the demo use them to read e-mailed
// codes, to credit deposits without a blockchain, and to hold the simulated market still.

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
  network: networkSchema,
  amount: positiveDecimalString,
  /** `true`: the demo chain drops this deposit at its next block (status failed, nothing credited). */
  fail: formBool.optional(),
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

/**
 * Send a deposit to the caller over the demo chain: it arrives `confirming` with 0 of its
 * network's confirmations, gains one per block and is credited at the last (or, with `fail`, or
 * for DEMO_DEPOSIT_FAIL_SHARE of deposits, is dropped at its first block: `failed`).
 */
export const demoDeposit = defineRoute({
  method: 'POST',
  path: '/demo/deposit',
  auth: true,
  demo: true,
  body: demoDepositBodySchema,
  response: depositSchema,
});

export const demoSimulatorBodySchema = z.object({
  /** `true` resumes the simulated market, `false` pauses it (a form boolean: "1"/"0" too). */
  running: formBool,
});

export const demoSimulatorSchema = z.object({
  /** Whether the simulator now runs rounds (after the call took effect). */
  running: z.boolean(),
});
export type DemoSimulator = z.infer<typeof demoSimulatorSchema>;

/**
 * Pause or resume the server's market simulator, so an e2e test can read the book and trade
 * against it without a simulated round moving it in between. Pausing answers once the round in
 * flight has finished. No token: like the mailbox it exists only in demo mode, where the market
 * is simulated anyway, and a test may call it before anyone has logged in. Answers 409 when the
 * server runs no simulator (a server that is not listening, or demo mode without simulation).
 *
 * @example
 * await api.call('demoSimulator', { body: { running: false } }); // { running: false }
 */
export const demoSimulator = defineRoute({
  method: 'POST',
  path: '/demo/simulator',
  auth: false,
  demo: true,
  body: demoSimulatorBodySchema,
  response: demoSimulatorSchema,
});
