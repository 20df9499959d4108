import fc from 'fast-check';
import { apiRoutes, type ApiRoute } from '@exchange/api';

// The bodies `fuzz.test.ts` throws at every POST/PUT route: plausible, nasty, mistyped.

/** Every POST/PUT route of the contract (the server 404s those it does not serve yet). */
export const BODY_ROUTES = Object.entries(apiRoutes).filter(
  ([, route]) => route.method === 'POST' || route.method === 'PUT',
) as [string, ApiRoute][];

/** Plausible values per field name, so fuzzed bodies also get past the schemas into handlers. */
const PLAUSIBLE: Record<string, readonly string[]> = {
  symbol: ['BTCUSDT', 'ETHUSDT', 'DOGEUSDT', 'NOPEUSDT'],
  side: ['buy', 'sell'],
  type: ['limit', 'market', 'register', 'withdraw'],
  price: ['3000', '3000.5', '2999.99', '64000', '0.15', ''],
  amount: ['0.01', '1', '0.5', '20', '100', '0.0001'],
  client_order_id: ['fz-1', 'fz-2', 'fz-3'],
  coin_id: ['1', '2', '3', '6', '99'],
  network: ['TRC20', 'ERC20', 'BTC', 'BEP20', 'SOL'],
  address: [
    'TC4LWmLbxFPxyGdgEAuArz4dQQYXr6uNwr',
    '0x52908400098527886E0F7030069857D2E4169EE7',
    'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  ],
  memo: ['100001', ''],
  label: ['Cold', 'Hot wallet'],
  from: ['spot', 'futures', 'finance'],
  to: ['spot', 'futures', 'finance'],
  id: ['1', '2', '3'],
  nickname: ['Ava', 'Bob 🚀'],
  email: ['fuzz@example.com', 'nobody@example.com'],
  password: ['wrong password 1'],
  email_code: ['123456'],
  google_code: ['123456'],
  invite_code: ['ABCD1234'],
  running: ['true', 'false'],
  leverage: ['10'],
  margin_mode: ['cross'],
  position_id: ['1'],
  time_id: ['1'],
  direction: ['up'],
  full_name: ['Ada Lovelace'],
  country: ['GB', 'BR', 'QQ'],
  document_type: ['passport', 'id_card', 'driving_licence'],
  document_number: ['AB1234821', 'X-12345'],
  birth_date: ['1990-12-10', '2020-01-01', '1990-02-30'],
  level: ['basic', 'advanced'],
  decision: ['approve', 'reject'],
  reason: ['Blurred photo'],
};

/** Numbers a careless or hostile client sends. */
const NASTY_NUMBERS: readonly string[] = [
  '',
  ' ',
  '-1',
  '-0',
  '0',
  '0.0',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e-7',
  '0x10',
  '9'.repeat(400),
  `-${'9'.repeat(40)}`,
  `${'9'.repeat(20)}.${'9'.repeat(18)}`,
  '9'.repeat(21),
  `0.${'0'.repeat(18)}1`,
  '1.0000000000000000001',
  '99999999999999999999',
  '9007199254740993',
  '1,5',
];

/** Texts a careless or hostile client sends. */
const NASTY_TEXT: readonly string[] = [
  'true',
  'null',
  'undefined',
  '[object Object]',
  'a\u0001\u001b[2Jb',
  'T\u0000Q5Nm9h1o3YxvDk2pq8a7Rz4s6bEw1uLcV',
  'abc\u202edcba',
  '\u2066x\u2069',
  'line\nbreak',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
  'x'.repeat(5000),
  '__proto__',
];

const NASTY = [...NASTY_NUMBERS, ...NASTY_TEXT];

/** Fields that carry numbers (as text on the wire). */
const NUMERIC = new Set(['price', 'amount', 'coin_id', 'id', 'position_id', 'time_id', 'leverage']);

/** One value of a field: plausible, nasty, random text or (JSON only) a non-string. */
const fieldValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.stringMatching(/^-?\d{1,45}(\.\d{1,25})?$/) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.integer() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(true, false, null, [], [1, 2], {}, { a: 1 }, Number.MAX_VALUE),
  },
);

/** The field names a route's body schema declares (a zod object's shape), if any. */
function fieldsOf(route: ApiRoute): string[] {
  const shape = (route.body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/**
 * A body for a route: either each declared field plausible, nasty or missing, or every field
 * plausible but one (which reaches the handlers and the ledger far more often); maybe extras.
 */
export function bodyFor(route: ApiRoute): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(route);
  const plausible = fields.map((name) => fc.constantFrom(...(PLAUSIBLE[name] ?? ['x'])));
  const anything = fields.map((name) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...(PLAUSIBLE[name] ?? ['x'])) },
      { weight: 3, arbitrary: fieldValue },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  );
  // One field odd, the odd value picked for what the field holds (numbers or text).
  const oneOff = fc.integer({ min: 0, max: Math.max(0, fields.length - 1) }).chain((pick) =>
    fc.tuple(
      ...fields.map((name, i) =>
        i === pick
          ? fc.oneof(
              {
                weight: 3,
                arbitrary: fc.constantFrom(...(NUMERIC.has(name) ? NASTY_NUMBERS : NASTY_TEXT)),
              },
              { weight: 2, arbitrary: fieldValue },
              { weight: 1, arbitrary: fc.constant(undefined) },
            )
          : fc.constantFrom(...(PLAUSIBLE[name] ?? ['x'])),
      ),
    ),
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 2, arbitrary: fc.tuple(...anything) },
        { weight: 3, arbitrary: oneOff },
        { weight: 1, arbitrary: fc.tuple(...plausible) },
      ),
      fc.dictionary(fc.string({ unit: 'binary-ascii', maxLength: 12 }), fieldValue, {
        maxKeys: 2,
      }),
      fc.boolean(),
    )
    .map(([values, extra, withExtra]) => {
      const body: Record<string, unknown> = withExtra ? { ...extra } : {};
      fields.forEach((name, i) => {
        if (values[i] !== undefined) body[name] = values[i];
      });
      return body;
    });
}
