import { basicIdentityBodySchema, type DocumentType } from '@exchange/api';

// The basic level's form checked in the page before anything is posted: the contract's own
// schema (the server's first check) decides, and each of its refusals becomes one problem key
// whose words live in identity-problems.ts; the age check is the server's second one, run here
// on the reader's date so "must be 18 or older" shows before posting.

/** The adult age the server requires (issue 18). */
export const MIN_AGE_YEARS = 18;

/** What the reader typed or chose; '' while empty. */
export interface BasicDraft {
  full_name: string;
  country: string;
  document_type: DocumentType | '';
  document_number: string;
  birth_date: string;
}

export type BasicField = keyof BasicDraft;

export const BASIC_FIELDS: readonly BasicField[] = [
  'full_name',
  'country',
  'document_type',
  'document_number',
  'birth_date',
];

export const EMPTY_BASIC_DRAFT: BasicDraft = {
  full_name: '',
  country: '',
  document_type: '',
  document_number: '',
  birth_date: '',
};

/** Why a field of the basic form is not accepted. */
export type BasicProblem =
  | 'fullNameRequired'
  | 'fullNameLength'
  | 'fullNameCharacters'
  | 'countryRequired'
  | 'documentTypeRequired'
  | 'documentNumberRequired'
  | 'documentNumberFormat'
  | 'birthDateRequired'
  | 'birthDateFormat'
  | 'birthDateNoSuchDate'
  | 'birthDateFuture'
  | 'birthDateUnderAge';

interface SchemaIssue {
  code: string;
  message: string;
}

/** The problem behind one of the schema's refusals of `field`. */
function problemOf(field: BasicField, issue: SchemaIssue, value: string): BasicProblem {
  const empty = value.trim() === '';
  switch (field) {
    case 'full_name':
      if (empty) return 'fullNameRequired';
      return issue.code === 'too_small' || issue.code === 'too_big'
        ? 'fullNameLength'
        : 'fullNameCharacters';
    case 'country':
      return 'countryRequired';
    case 'document_type':
      return 'documentTypeRequired';
    case 'document_number':
      return empty ? 'documentNumberRequired' : 'documentNumberFormat';
    case 'birth_date':
      if (empty) return 'birthDateRequired';
      // calendarDateSchema's refinement: the format is right but the day does not exist.
      return issue.code === 'custom' ? 'birthDateNoSuchDate' : 'birthDateFormat';
    default:
      return field satisfies never;
  }
}

/**
 * The reader's calendar date as YYYY-MM-DD (the date input's format).
 *
 * @example localDate(new Date(2026, 0, 5)) // '2026-01-05'
 */
export function localDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear())}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Whether someone born on `birthDate` is at least {@link MIN_AGE_YEARS} on `today` (both
 * YYYY-MM-DD). Someone born on 29 February comes of age on 1 March in other years.
 */
export function isOfAge(birthDate: string, today: string): boolean {
  const year = Number(birthDate.slice(0, 4)) + MIN_AGE_YEARS;
  return `${String(year).padStart(4, '0')}${birthDate.slice(4)}` <= today;
}

/**
 * The first problem of each field, or no entry when it is fine: the form may be posted when
 * this is empty.
 *
 * @example basicProblems({ ...EMPTY_BASIC_DRAFT, full_name: 'A' }, '2026-11-24').full_name // 'fullNameLength'
 */
export function basicProblems(
  draft: BasicDraft,
  today: string,
): Partial<Record<BasicField, BasicProblem>> {
  const problems: Partial<Record<BasicField, BasicProblem>> = {};
  const parsed = basicIdentityBodySchema.safeParse(draft);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(BASIC_FIELDS as readonly string[]).includes(field)) continue;
    const key = field as BasicField;
    problems[key] ??= problemOf(key, issue, draft[key]);
  }
  if (problems.birth_date === undefined) {
    if (draft.birth_date > today) problems.birth_date = 'birthDateFuture';
    else if (!isOfAge(draft.birth_date, today)) problems.birth_date = 'birthDateUnderAge';
  }
  return problems;
}
