import { z } from 'zod';

// Building blocks shared by every area's schemas. Two facts shape them:
// - money is never a float (ARCHITECTURE.md "Decisions"): amounts and prices are decimal strings;
// - POST bodies travel as multipart form data and queries as URL parameters (SPEC.md section 7),
//   so on the server every number and boolean arrives as text. Request fields therefore accept
//   the typed value the client sends *or* its text form, and parse to the typed value.

const UNSIGNED_DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;
const SIGNED_DECIMAL = /^-?(0|[1-9]\d*)(\.\d+)?$/;

/**
 * The widest decimal the exchange stores: `NUMERIC(38,18)` in PostgreSQL, i.e. at most 20 digits
 * before the point and 18 after it. Request and response schemas share the bound, so nothing is
 * accepted that storage cannot hold, and nothing is answered that a client would refuse.
 */
export const MAX_INTEGER_DIGITS = 20;
export const MAX_DECIMALS = 18;

/** Whether a well-formed decimal string fits {@link MAX_INTEGER_DIGITS}.{@link MAX_DECIMALS}. */
export function fitsStorage(value: string): boolean {
  const [integer = '', fraction = ''] = value.replace(/^-/, '').split('.');
  return integer.length <= MAX_INTEGER_DIGITS && fraction.length <= MAX_DECIMALS;
}

/** The bound as a check: a malformed string is left to the format check (one message each). */
const fitsStorageCheck = (value: string) => !SIGNED_DECIMAL.test(value) || fitsStorage(value);
const fitsStorageMessage = {
  message: `At most ${String(MAX_INTEGER_DIGITS)} digits before the decimal point and ${String(MAX_DECIMALS)} after it`,
};

/**
 * A non-negative decimal string such as `"0.00012"` or `"64000"`: no exponent, no sign, no
 * leading zeros, no bare dot; at most 20 integer digits and 18 decimals (what storage holds).
 *
 * @example decimalString.parse('0.5') // '0.5'
 */
export const decimalString = z
  .string()
  .regex(UNSIGNED_DECIMAL, { message: 'Expected a non-negative decimal string such as "0.5"' })
  .refine(fitsStorageCheck, fitsStorageMessage);

/**
 * A decimal string that may be negative: ledger movements, profit and loss, 24 h change. Same
 * digit bounds as {@link decimalString}.
 *
 * @example signedDecimalString.parse('-12.5') // '-12.5'
 */
export const signedDecimalString = z
  .string()
  .regex(SIGNED_DECIMAL, { message: 'Expected a decimal string such as "-12.5"' })
  .refine(fitsStorageCheck, fitsStorageMessage);

/** A decimal string that must be greater than zero (order sizes, transfer amounts …). */
export const positiveDecimalString = decimalString.refine((value) => /[1-9]/.test(value), {
  message: 'Must be greater than 0',
});

/**
 * Compare two decimal strings exactly, without floats: -1, 0 or 1.
 *
 * @example compareDecimal('0.10', '0.1') // 0
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const negA = a.startsWith('-');
  const negB = b.startsWith('-');
  const absA = negA ? a.slice(1) : a;
  const absB = negB ? b.slice(1) : b;
  const zeroA = !/[1-9]/.test(absA);
  const zeroB = !/[1-9]/.test(absB);
  if (zeroA && zeroB) return 0;
  if ((negA && !zeroA) !== (negB && !zeroB)) return negA && !zeroA ? -1 : 1;
  const magnitude = compareAbs(absA, absB);
  return negA && !zeroA ? ((-magnitude || 0) as -1 | 0 | 1) : magnitude;
}

function compareAbs(a: string, b: string): -1 | 0 | 1 {
  const [intA = '0', fracA = ''] = a.split('.');
  const [intB = '0', fracB = ''] = b.split('.');
  const ia = intA.replace(/^0+(?=\d)/, '');
  const ib = intB.replace(/^0+(?=\d)/, '');
  if (ia.length !== ib.length) return ia.length < ib.length ? -1 : 1;
  if (ia !== ib) return ia < ib ? -1 : 1;
  const width = Math.max(fracA.length, fracB.length);
  const fa = fracA.padEnd(width, '0');
  const fb = fracB.padEnd(width, '0');
  if (fa === fb) return 0;
  return fa < fb ? -1 : 1;
}

/**
 * Characters no text field takes: C0 and C1 control characters (NUL, ESC, newlines, DEL …), the
 * line and paragraph separators, and the bidirectional marks, embeddings, overrides and isolates
 * (U+202E turns "gpj.exe" into "exe.jpg" on screen). Emoji, accents and any script are fine.
 */
export const UNSAFE_TEXT =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * A free-text request field (nickname, label, memo …): trimmed, `min` to `max` characters, no
 * control or text-direction characters (422 "Must not contain control or text-direction
 * characters"). Every free-text field of a request schema uses it.
 *
 * @example plainText({ max: 32 }).parse('  Ava 🚀 ') // 'Ava 🚀'
 * @example plainText({ max: 32 }).safeParse('a\u202eb').success // false
 */
export function plainText({ min = 1, max }: { min?: number; max: number }) {
  return z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((text) => !UNSAFE_TEXT.test(text), {
      message: 'Must not contain control or text-direction characters',
    });
}

/**
 * A network code ("TRC20", "ERC20", "BTC"): what the coin catalogue lists, so an unknown one is
 * refused by the server by name without ever echoing odd text.
 */
export const networkSchema = z.string().regex(/^[A-Z0-9]{2,16}$/, {
  message: 'Expected a network code such as "TRC20"',
});

/**
 * A blockchain address as a request field: plain text of letters, digits and `:._-`, at most 128
 * characters. The server checks it against the network's own format (prefix, alphabet, length).
 */
export const addressSchema = plainText({ max: 128 }).refine(
  // Control characters already have their own message: one message per problem.
  (text) => UNSAFE_TEXT.test(text) || /^[A-Za-z0-9:._-]*$/.test(text),
  { message: 'Expected letters and digits only' },
);

/** A database id: a positive integer. */
export const idSchema = z.number().int().positive();

/** Milliseconds since the Unix epoch (UTC). */
export const timestampMs = z.number().int().nonnegative();

/**
 * A candle's time, which may lie before 1970: the yearly period needs 500 bars of history
 * (issue 5), and 500 years back from today is long before the epoch.
 */
export const candleTimeMs = z.number().int();

/** An e-mail address, trimmed and lower-cased so one mailbox is one account. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

/**
 * An integer request field: the client sends a number, multipart/query delivers text.
 *
 * @example formInt.parse('42') // 42
 */
export const formInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d+$/, { message: 'Expected an integer' })
    .transform((text) => Number(text)),
]);

/** A positive integer request field (ids, page numbers). */
export const formId = formInt.pipe(z.number().int().positive());

/**
 * A boolean request field: `true`/`false` from the client, `"true"`/`"false"`/`"1"`/`"0"` as text.
 *
 * @example formBool.parse('1') // true
 */
export const formBool = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((text) => text === 'true' || text === '1'),
]);

/**
 * A file part of a multipart body. The client passes a `Blob`/`File`; the server hands the
 * schema the uploaded part as a `File` (Node 20 has the global) so both sides share one check.
 */
export const fileSchema = z.custom<Blob>((value) => value instanceof Blob, {
  message: 'Expected a file',
});

/**
 * An optional request field where an empty text means "not given": HTML forms send "" for an
 * untouched input, and a blank invite code or a market order's blank price must not be a 422.
 *
 * @example optionalField(inviteCodeSchema).parse('') // undefined
 */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.union([z.literal('').transform(() => undefined), schema]).optional();
}

/** The largest page a list call returns; larger `limit`s are refused, not silently clamped. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

/** `page` (from 1) and `limit` (1 … 100) of every paginated list call. */
export const paginationQuery = z.object({
  page: formId.default(1),
  limit: formId.pipe(z.number().max(MAX_PAGE_SIZE)).default(DEFAULT_PAGE_SIZE),
});

/**
 * One page of a list: the rows plus where they sit in the whole.
 *
 * @example paginated(orderSchema) // { list: Order[], page, limit, total }
 */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });
}

export type Page<T> = { list: T[]; page: number; limit: number; total: number };

/**
 * A trading pair ticker: upper-case base then quote, no separator ("BTCUSDT"); the form used in
 * paths, queries and the socket's `trade@{symbol}` topics.
 */
export const symbolSchema = z.string().regex(/^[A-Z0-9]{2,12}[A-Z0-9]{2,12}$/, {
  message: 'Expected a pair ticker such as "BTCUSDT"',
});

/** A coin's display code ("BTC", "USDT"). */
export const coinNameSchema = z.string().regex(/^[A-Z0-9]{2,12}$/, {
  message: 'Expected a coin code such as "BTC"',
});

/** Client-chosen order id: placing twice with the same one places once (idempotency key). */
export const clientOrderIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,36}$/, {
  message: 'Expected 1 to 36 letters, digits, "_" or "-"',
});

export const ORDER_SIDES = ['buy', 'sell'] as const;
export const orderSideSchema = z.enum(ORDER_SIDES);
export type OrderSide = z.infer<typeof orderSideSchema>;

export const ORDER_TYPES = ['limit', 'market'] as const;
export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** Which orders a list call returns: still open (open, partial), or finished (filled, cancelled). */
export const orderStateSchema = z.enum(['open', 'history']);
export type OrderState = z.infer<typeof orderStateSchema>;

/** Pair availability: trading, or listed but halted. */
export const pairStatusSchema = z.enum(['trading', 'halted']);

export type Decimal = z.infer<typeof decimalString>;
export type UnixMs = z.infer<typeof timestampMs>;
