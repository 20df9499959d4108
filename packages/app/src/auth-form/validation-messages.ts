import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FieldProblem, PasswordRuleKey } from './validation.ts';

/** The validation messages of the account forms, in every language. */
export const FIELD_PROBLEMS: Record<FieldProblem, MessageDescriptor> = {
  emailRequired: msg`Enter your e-mail address.`,
  emailInvalid: msg`Enter a valid e-mail address.`,
  codeRequired: msg`Enter the code we sent you.`,
  codeInvalid: msg`The code has 6 digits.`,
  currentPasswordRequired: msg`Enter your password.`,
  passwordRequired: msg`Enter a password.`,
  passwordRules: msg`The password does not meet the rules below.`,
  passwordMismatch: msg`The passwords do not match.`,
};

export const PASSWORD_RULES: Record<PasswordRuleKey, MessageDescriptor> = {
  length: msg`8 to 64 characters`,
  letter: msg`At least one letter`,
  digit: msg`At least one digit`,
};
