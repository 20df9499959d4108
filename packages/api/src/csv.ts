// CSV files the server offers for download (capital flow's "Export CSV", issue 17), written
// here once so the server and the MSW fixtures produce the same bytes.

/** RFC 4180 line break: CRLF after every record, the header included. */
export const CSV_LINE_END = '\r\n';

/** A plain decimal number: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** Leading characters a spreadsheet may start a formula with (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell as RFC 4180 text, safe to open in a spreadsheet: a text starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return gets a leading `'` so it is never run as a formula; a plain
 * decimal number ("-2500.5", a statement's outgoing amount) is data, not a formula, and stays as
 * it is so the column still sums. Cells with a comma, a quote or a line break are quoted, quotes
 * doubled.
 *
 * @example csvCell('=HYPERLINK("x")') // '"\'=HYPERLINK(""x"")"'
 * @example csvCell('-2500.5') // '-2500.5'
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = !PLAIN_NUMBER.test(text) && FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * One CSV record, line end included.
 *
 * @example csvRecord(['type', 'amount']) // 'type,amount\r\n'
 */
export function csvRecord(cells: readonly (string | number)[]): string {
  return cells.map(csvCell).join(',') + CSV_LINE_END;
}

/**
 * The `Content-Disposition` of a download: `attachment` with the file's name (ASCII only, the
 * names are ours).
 *
 * @example attachment('capital-flow-2026-11-24.csv') // 'attachment; filename="capital-flow-2026-11-24.csv"'
 */
export function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
}

/** The file name a `Content-Disposition` header carries, or undefined. */
export function filenameOf(disposition: string | null): string | undefined {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1];
}
