import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { STATEMENT_TYPES } from '@exchange/api';
import { statementLabel } from './statement-labels.ts';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

describe('statementLabel', () => {
  it('names every type the wire knows', () => {
    for (const type of STATEMENT_TYPES) expect(statementLabel(i18n, type)).not.toBe(type);
  });

  it('shows an unknown type as the server wrote it', () => {
    // A type a newer server may send (copy_profit_share was one until copy trading came).
    const unknown = 'not_yet_a_statement_type';
    expect((STATEMENT_TYPES as readonly string[]).includes(unknown)).toBe(false);
    expect(statementLabel(i18n, unknown)).toBe(unknown);
  });
});
