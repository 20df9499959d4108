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
    expect(statementLabel(i18n, 'copy_profit_share')).toBe('copy_profit_share');
  });
});
