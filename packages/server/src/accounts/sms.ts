import type { Executor } from '../wallet/ledger.ts';
import { createCode } from './email-codes.ts';

/** A mobile number with its calling code, as codes are keyed: "+44 7700900123". */
export function phoneTarget(countryCode: string, mobile: string): string {
  return `${countryCode} ${mobile}`;
}

/** "+44 7700900123" → "+44 ****0123": shown, not exposed. */
export function maskMobile(countryCode: string, mobile: string): string {
  return `${countryCode} ****${mobile.slice(-4)}`;
}

/**
 * The reference exchange sends no real SMS: every text goes to the `sms_outbox` table, which
 * demo mode shows at `GET /demo/sms` (like the demo mailbox for e-mail).
 */
export async function deliverSms(
  db: Executor,
  sms: { countryCode: string; mobile: string; body: string; now: number },
): Promise<void> {
  await db
    .insertInto('sms_outbox')
    .values({
      country_code: sms.countryCode,
      mobile: sms.mobile,
      body: sms.body,
      created_at: sms.now,
    })
    .execute();
}

/**
 * Create a 6-digit code for a number and purpose (same rules as e-mail codes: 10 minutes, single
 * use, 5 wrong tries, the resend guard) and text it to the demo SMS inbox.
 */
export async function issueSmsCode(
  db: Executor,
  input: {
    countryCode: string;
    mobile: string;
    purpose: string;
    now: number;
    log: (line: string) => void;
    resendAfterMs?: number | undefined;
  },
): Promise<{ expires_at: number; resend_at: number }> {
  const target = phoneTarget(input.countryCode, input.mobile);
  const { code, expires_at, resend_at } = await createCode(db, {
    email: target,
    purpose: input.purpose,
    now: input.now,
    resendAfterMs: input.resendAfterMs,
  });
  await deliverSms(db, {
    countryCode: input.countryCode,
    mobile: input.mobile,
    body: `Your verification code is ${code}. It expires in 10 minutes.`,
    now: input.now,
  });
  input.log(`demo SMS: ${input.purpose} code for ${target} is ${code}`);
  return { expires_at, resend_at };
}
