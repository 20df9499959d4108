import { describe, expect, it } from 'vitest';
import {
  basicProblems,
  EMPTY_BASIC_DRAFT,
  isOfAge,
  localDate,
  type BasicDraft,
} from './base-auth-rules.ts';

const TODAY = '2026-11-24';
const valid: BasicDraft = {
  full_name: 'Ada Lovelace',
  country: 'GB',
  document_type: 'passport',
  document_number: 'X1234-567',
  birth_date: '1990-04-17',
};

describe('basicProblems', () => {
  it('accepts a complete, adult submission', () => {
    expect(basicProblems(valid, TODAY)).toEqual({});
  });

  it('names every empty field as required', () => {
    expect(basicProblems(EMPTY_BASIC_DRAFT, TODAY)).toEqual({
      full_name: 'fullNameRequired',
      country: 'countryRequired',
      document_type: 'documentTypeRequired',
      document_number: 'documentNumberRequired',
      birth_date: 'birthDateRequired',
    });
  });

  it('maps the contract schema refusals of the name to length and characters', () => {
    expect(basicProblems({ ...valid, full_name: 'A' }, TODAY).full_name).toBe('fullNameLength');
    expect(basicProblems({ ...valid, full_name: 'A'.repeat(65) }, TODAY).full_name).toBe(
      'fullNameLength',
    );
    expect(basicProblems({ ...valid, full_name: 'Ada\u202eLovelace' }, TODAY).full_name).toBe(
      'fullNameCharacters',
    );
    expect(basicProblems({ ...valid, full_name: '   ' }, TODAY).full_name).toBe('fullNameRequired');
  });

  it('refuses a document number outside 4 to 32 letters, digits or "-"', () => {
    expect(basicProblems({ ...valid, document_number: 'AB1' }, TODAY).document_number).toBe(
      'documentNumberFormat',
    );
    expect(basicProblems({ ...valid, document_number: 'AB 1234' }, TODAY).document_number).toBe(
      'documentNumberFormat',
    );
  });

  it('tells a malformed date from one that does not exist', () => {
    expect(basicProblems({ ...valid, birth_date: '17/04/1990' }, TODAY).birth_date).toBe(
      'birthDateFormat',
    );
    expect(basicProblems({ ...valid, birth_date: '2001-02-30' }, TODAY).birth_date).toBe(
      'birthDateNoSuchDate',
    );
  });

  it('refuses a birth date in the future and anyone under 18 before posting', () => {
    expect(basicProblems({ ...valid, birth_date: '2026-11-25' }, TODAY).birth_date).toBe(
      'birthDateFuture',
    );
    expect(basicProblems({ ...valid, birth_date: '2008-11-25' }, TODAY).birth_date).toBe(
      'birthDateUnderAge',
    );
    expect(basicProblems({ ...valid, birth_date: '2008-11-24' }, TODAY).birth_date).toBeUndefined();
  });
});

describe('isOfAge', () => {
  it('lets someone born on 29 February come of age on 1 March', () => {
    expect(isOfAge('2008-02-29', '2026-02-28')).toBe(false);
    expect(isOfAge('2008-02-29', '2026-03-01')).toBe(true);
  });
});

describe('localDate', () => {
  it('pads month and day', () => {
    expect(localDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
