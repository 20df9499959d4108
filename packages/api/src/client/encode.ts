// How request parts go on the wire: queries as URL parameters, bodies as multipart form data
// (SPEC.md section 7). Undefined and null fields are left out, so optional fields stay absent.

type FieldValue = string | number | boolean | bigint | Blob | null | undefined;

function isFieldRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  throw new TypeError(`Field "${name}" must be a string, number or boolean`);
}

/**
 * Encode a query object as URL parameters, without the leading "?".
 *
 * @example encodeQuery({ symbol: 'BTCUSDT', page: 2, side: undefined }) // 'symbol=BTCUSDT&page=2'
 */
export function encodeQuery(query: unknown): string {
  if (query === undefined) return '';
  if (!isFieldRecord(query)) throw new TypeError('A query must be an object');
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(name, text(name, value));
  }
  return params.toString();
}

/**
 * Encode a body as multipart form data; `Blob`/`File` fields become file parts.
 *
 * @example encodeForm({ nickname: 'Ann', avatar: file }) // FormData with a text and a file part
 */
export function encodeForm(body: unknown): FormData {
  if (!isFieldRecord(body)) throw new TypeError('A body must be an object');
  const form = new FormData();
  for (const [name, value] of Object.entries(body) as [string, FieldValue][]) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) {
      form.append(name, value, value instanceof File ? value.name : name);
    } else {
      form.append(name, text(name, value));
    }
  }
  return form;
}
