import fc from 'fast-check';

// How `fuzz.test.ts` sends its bodies (well-formed or broken multipart, JSON, wrong content
// types) and the `:id` it puts in paths.

const BOUNDARY = '----exchangefuzz7MA4YWxkTrZu0gW';

function multipart(body: Record<string, unknown>, boundary = BOUNDARY): Buffer {
  const parts = Object.entries(body).map(([name, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const safeName = name.replace(/["\r\n]/g, '_');
    return `--${boundary}\r\nContent-Disposition: form-data; name="${safeName}"\r\n\r\n${text}\r\n`;
  });
  return Buffer.from(`${parts.join('')}--${boundary}--\r\n`, 'utf8');
}

/** How the body travels: proper multipart or JSON, broken multipart, or a wrong content type. */
export type Encoding =
  | { kind: 'multipart' }
  | { kind: 'json' }
  | { kind: 'truncated'; at: number }
  | { kind: 'no-boundary' }
  | { kind: 'wrong-boundary' }
  | { kind: 'garbage'; bytes: Uint8Array }
  | { kind: 'content-type'; type: string };

export const encoding: fc.Arbitrary<Encoding> = fc.oneof(
  { weight: 5, arbitrary: fc.constant({ kind: 'multipart' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'json' as const }) },
  {
    weight: 2,
    arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((at) => ({
      kind: 'truncated' as const,
      at,
    })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'no-boundary' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'wrong-boundary' as const }) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      kind: 'garbage' as const,
      bytes,
    })),
  },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom(
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'multipart/mixed; boundary=x',
        'application/json; charset=utf-16',
        'x/\u0000',
      )
      .map((type) => ({ kind: 'content-type' as const, type })),
  },
);

export function encode(
  body: Record<string, unknown>,
  how: Encoding,
): { contentType: string; payload: Buffer | string } {
  switch (how.kind) {
    case 'multipart':
      return { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: multipart(body) };
    case 'json':
      return { contentType: 'application/json', payload: JSON.stringify(body) };
    case 'truncated': {
      const full = multipart(body);
      return {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: full.subarray(0, Math.floor(full.length * how.at)),
      };
    }
    case 'no-boundary':
      return { contentType: 'multipart/form-data', payload: multipart(body) };
    case 'wrong-boundary':
      return { contentType: 'multipart/form-data; boundary=nope', payload: multipart(body) };
    case 'garbage':
      return {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: Buffer.from(how.bytes),
      };
    case 'content-type':
      return { contentType: how.type, payload: JSON.stringify(body) };
  }
}

/** A path parameter: plausible or not (the cancel route's `:id`). */
export const pathId = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', 'abc', '1.5', '9'.repeat(30), '%00', '%E2%80%AE'),
  fc.nat().map(String),
);
