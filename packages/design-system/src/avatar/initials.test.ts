import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first letters of the first two words', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AK');
  });
  it('reads an email by its local part', () => {
    expect(initialsOf('satoshi.nakamoto@example.com')).toBe('SN');
    expect(initialsOf('trader@example.com')).toBe('T');
  });
  it('keeps letters outside the basic plane whole and copes with empty names', () => {
    expect(initialsOf('𝒜lice')).toBe('𝒜');
    expect(initialsOf('   ')).toBe('');
  });
});
