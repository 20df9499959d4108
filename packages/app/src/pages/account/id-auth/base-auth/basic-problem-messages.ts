import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BasicProblem } from './base-auth-rules.ts';

/**
 * The words of each problem of the basic form, in every language: the contract's schema
 * messages (English, for the API) mapped to the reader's language, as auth-form's
 * validation-messages.ts does for the account forms.
 */
export const BASIC_PROBLEMS: Record<BasicProblem, MessageDescriptor> = {
  fullNameRequired: msg`Enter your full name as it is on the document.`,
  fullNameLength: msg`The name has 2 to 64 characters.`,
  fullNameCharacters: msg`The name must not contain control or text-direction characters.`,
  countryRequired: msg`Choose the country that issued the document.`,
  documentTypeRequired: msg`Choose the type of document.`,
  documentNumberRequired: msg`Enter the document number.`,
  documentNumberFormat: msg`Use 4 to 32 letters, digits or hyphens.`,
  birthDateRequired: msg`Enter your date of birth.`,
  birthDateFormat: msg`Enter the date as YYYY-MM-DD.`,
  birthDateNoSuchDate: msg`There is no such date.`,
  birthDateFuture: msg`The date of birth cannot be in the future.`,
  birthDateUnderAge: msg`You must be 18 or older.`,
};
