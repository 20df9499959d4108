import type { DocumentType } from '@exchange/api';
import { fieldError } from '../http/errors.ts';

/** The age a holder must have reached on the server's date. */
export const MIN_AGE = 18;
/** Older than this is taken for a mistyped year. */
const MAX_AGE = 120;

/** Letters and digits, dashes only between them, per document type (after the contract's check). */
const DOCUMENT_NUMBER: Readonly<Record<DocumentType, { pattern: RegExp; message: string }>> = {
  passport: {
    pattern: /^(?=.*\d)[A-Z0-9]{6,9}$/i,
    message: 'A passport number is 6 to 9 letters or digits, with at least one digit',
  },
  id_card: {
    pattern: /^(?=.*\d)[A-Z0-9](?:-?[A-Z0-9]){4,19}$/i,
    message:
      'An ID card number is 5 to 20 letters or digits (a "-" only between them), with a digit',
  },
  driving_licence: {
    pattern: /^(?=.*\d)[A-Z0-9](?:-?[A-Z0-9]){4,19}$/i,
    message:
      'A driving licence number is 5 to 20 letters or digits (a "-" only between them), with a digit',
  },
};

/** 422 on `document_number` unless it fits the document type's format. */
export function requireDocumentNumber(type: DocumentType, number: string): void {
  const rule = DOCUMENT_NUMBER[type];
  if (!rule.pattern.test(number)) throw fieldError('document_number', rule.message);
}

/** The server's calendar date (UTC) as [year, month, day]. */
function utcDate(now: number): [number, number, number] {
  const date = new Date(now);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

/**
 * Full years between a YYYY-MM-DD birth date and the server's date: a birthday counts from its
 * day (29 February from 1 March in other years).
 */
export function ageOn(birthDate: string, now: number): number {
  const [by = 0, bm = 0, bd = 0] = birthDate.split('-').map(Number);
  const [ty, tm, td] = utcDate(now);
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** 422 on `birth_date`: in the future, under {@link MIN_AGE}, or an unlikely year. */
export function requireBirthDate(birthDate: string, now: number): void {
  const [ty, tm, td] = utcDate(now);
  const today = `${String(ty).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(td).padStart(2, '0')}`;
  if (birthDate > today) throw fieldError('birth_date', 'The date of birth is in the future');
  const age = ageOn(birthDate, now);
  if (age < MIN_AGE)
    throw fieldError('birth_date', `You must be at least ${MIN_AGE} years old to verify`);
  if (age > MAX_AGE) throw fieldError('birth_date', 'Check the year of birth');
}

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Region codes Intl names that are no country a document is issued by. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ']);

/** 422 on `country` unless it is an ISO 3166-1 country the server's Intl knows. */
export function requireCountry(code: string): void {
  let name: string | undefined;
  try {
    name = regions.of(code);
  } catch {
    name = undefined;
  }
  if (name === undefined || NOT_COUNTRIES.has(code))
    throw fieldError('country', 'Unknown country code');
}

/** "Ada Lovelace" → "A*** L***": the status shows the name, not exposes it. */
export function maskFullName(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word) => `${word.slice(0, 1)}***`)
    .join(' ');
}

/** "AB1234821" → "****4821". */
export function maskDocumentNumber(number: string): string {
  return `****${number.slice(-4)}`;
}
