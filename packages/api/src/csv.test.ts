import { describe, expect, it } from 'vitest';
import {
  attachment,
  csvCell,
  csvRecord,
  STATEMENT_CSV_COLUMNS,
  statementCsvRecord,
  statementsCsvFilename,
} from './csv.ts';
import { statementSchema } from './wallet.ts';

describe('CSV (RFC 4180, safe in a spreadsheet)', () => {
  it('quotes cells with a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvRecord(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });

  it('prefixes what a spreadsheet would run as a formula, but keeps plain numbers', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // An outgoing amount is data: it stays a number the column can sum.
    expect(csvCell('-2500.5')).toBe('-2500.5');
    expect(csvCell('-0.00000001')).toBe('-0.00000001');
    expect(csvCell(-3)).toBe('-3');
  });

  it('names the attachment with its own characters only', () => {
    expect(attachment('capital-flow-2026-11-24.csv')).toBe(
      'attachment; filename="capital-flow-2026-11-24.csv"',
    );
    expect(attachment('a"b;c.csv')).toBe('attachment; filename="a_b_c.csv"');
    expect(statementsCsvFilename(Date.UTC(2026, 10, 24, 23, 59))).toBe(
      'capital-flow-2026-11-24.csv',
    );
  });

  it('a statement row is one record of every wire field, its time in ISO 8601 UTC', () => {
    expect(STATEMENT_CSV_COLUMNS).toEqual(Object.keys(statementSchema.shape));
    const row = statementSchema.parse({
      ...Object.fromEntries(STATEMENT_CSV_COLUMNS.map((column) => [column, '0'])),
      id: 7,
      coin_id: 1,
      coin_name: 'USDT',
      account: 'spot',
      type: 'transfer_out',
      amount: '-250.5',
      balance: '9749.5',
      ref_id: 'transfer:3',
      created_at: Date.UTC(2026, 10, 24, 1, 2, 3),
    });
    const cells = statementCsvRecord(row).replace(/\r\n$/, '').split(',');
    expect(cells).toHaveLength(STATEMENT_CSV_COLUMNS.length);
    const at = (column: string) => cells[STATEMENT_CSV_COLUMNS.indexOf(column as never)];
    expect(at('amount')).toBe('-250.5');
    expect(at('ref_id')).toBe('transfer:3');
    expect(at('created_at')).toBe('2026-11-24T01:02:03.000Z');
  });
});
