import { entrustSchema, type Entrust } from './contract.ts';
import { optionOrderSchema, type OptionOrder } from './option.ts';
import { spotFillSchema, spotOrderSchema, type SpotFill, type SpotOrder } from './spot.ts';
import { statementSchema, type Statement } from './wallet.ts';

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

/**
 * The columns of capital flow's CSV: every field of a statement row, in the wire's order, so a
 * field added to the row is exported too. `created_at` is written as ISO 8601 UTC.
 */
export const STATEMENT_CSV_COLUMNS = Object.keys(statementSchema.shape) as (keyof Statement)[];

/**
 * One statement row as a CSV record (after the {@link STATEMENT_CSV_COLUMNS} header record).
 *
 * @example statementCsvRecord(row) // '7,1,USDT,spot,transfer_out,-250.5,…,2026-11-24T01:02:03.000Z\r\n'
 */
export function statementCsvRecord(row: Statement): string {
  return csvRecord(
    STATEMENT_CSV_COLUMNS.map((column) =>
      column === 'created_at' ? new Date(row.created_at).toISOString() : row[column],
    ),
  );
}

/** The name of a capital-flow export made at `now`: `capital-flow-2026-11-24.csv` (UTC date). */
export function statementsCsvFilename(now: number): string {
  return `capital-flow-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

/** The columns of the contract order centre's CSV: every field of an entrust, in the wire's order. */
export const ENTRUST_CSV_COLUMNS = Object.keys(entrustSchema.shape) as (keyof Entrust)[];

/** One entrust as a CSV record; times as ISO 8601 UTC, a missing price as an empty cell. */
export function entrustCsvRecord(row: Entrust): string {
  return csvRecord(
    ENTRUST_CSV_COLUMNS.map((column) => {
      const value = row[column];
      if (column === 'created_at' || column === 'updated_at') {
        return new Date(value as number).toISOString();
      }
      return value === null ? '' : String(value);
    }),
  );
}

/** The name of an order-centre export made at `now`: `contract-orders-2026-11-24.csv` (UTC date). */
export function entrustsCsvFilename(now: number): string {
  return `contract-orders-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

/** The columns of the option order centre's CSV: every field of an option order, in the wire's order. */
export const OPTION_CSV_COLUMNS = Object.keys(optionOrderSchema.shape) as (keyof OptionOrder)[];

const OPTION_TIME_COLUMNS: ReadonlySet<keyof OptionOrder> = new Set([
  'opened_at',
  'entry_at',
  'settle_at',
  'settled_at',
]);

/** One option order as a CSV record; times as ISO 8601 UTC, what is not known yet as an empty cell. */
export function optionCsvRecord(row: OptionOrder): string {
  return csvRecord(
    OPTION_CSV_COLUMNS.map((column) => {
      const value = row[column];
      if (value === null) return '';
      if (OPTION_TIME_COLUMNS.has(column)) return new Date(value).toISOString();
      return String(value);
    }),
  );
}

/** The name of an option order-centre export made at `now`: `option-orders-2026-11-24.csv`. */
export function optionOrdersCsvFilename(now: number): string {
  return `option-orders-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

/** The columns of the spot order centre's order CSV: every field of a spot order, in the wire's order. */
export const SPOT_ORDER_CSV_COLUMNS = Object.keys(spotOrderSchema.shape) as (keyof SpotOrder)[];

/** One spot order as a CSV record; times as ISO 8601 UTC, a market order's missing price empty. */
export function spotOrderCsvRecord(row: SpotOrder): string {
  return csvRecord(
    SPOT_ORDER_CSV_COLUMNS.map((column) => {
      const value = row[column];
      if (column === 'created_at' || column === 'updated_at') {
        return new Date(value as number).toISOString();
      }
      return value === null ? '' : String(value);
    }),
  );
}

/** The columns of the spot trade-history CSV: every field of a fill, in the wire's order. */
export const SPOT_FILL_CSV_COLUMNS = Object.keys(spotFillSchema.shape) as (keyof SpotFill)[];

/** One spot fill as a CSV record; its time as ISO 8601 UTC. */
export function spotFillCsvRecord(row: SpotFill): string {
  return csvRecord(
    SPOT_FILL_CSV_COLUMNS.map((column) =>
      column === 'created_at' ? new Date(row.created_at).toISOString() : String(row[column]),
    ),
  );
}

/** The name of a spot export made at `now`: `spot-orders-2026-11-24.csv` or `spot-trades-…`. */
export function spotCsvFilename(kind: 'orders' | 'trades', now: number): string {
  return `spot-${kind}-${new Date(now).toISOString().slice(0, 10)}.csv`;
}
