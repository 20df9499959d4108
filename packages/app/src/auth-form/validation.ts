import type { CaptchaPurpose } from '@exchange/api';

/** Why a field is not accepted; the texts live in validation-messages.ts. */
export type FieldProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'codeRequired'
  | 'codeInvalid'
  | 'currentPasswordRequired'
  | 'passwordRequired'
  | 'passwordRules'
  | 'passwordMismatch';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The problem with an e-mail field, or null when it is fine. */
export function emailProblem(email: string): FieldProblem | null {
  if (email.trim() === '') return 'emailRequired';
  if (!EMAIL.test(email.trim())) return 'emailInvalid';
  return null;
}

/** The problem with a 6-digit e-mail code field, or null. */
export function codeProblem(code: string): FieldProblem | null {
  if (code.trim() === '') return 'codeRequired';
  if (!/^\d{6}$/.test(code.trim())) return 'codeInvalid';
  return null;
}

export type PasswordRuleKey = 'length' | 'letter' | 'digit';

/**
 * The password rules shown under the field while typing; the same rules the server applies
 * (`passwordSchema` of @exchange/api: 8 to 64 characters, a letter and a digit).
 */
export function passwordRules(password: string): { key: PasswordRuleKey; met: boolean }[] {
  return [
    { key: 'length', met: password.length >= 8 && password.length <= 64 },
    { key: 'letter', met: /[A-Za-z]/.test(password) },
    { key: 'digit', met: /\d/.test(password) },
  ];
}

/** The problem with a new password: empty, or one of {@link passwordRules} unmet. */
export function newPasswordProblem(password: string): FieldProblem | null {
  if (password === '') return 'passwordRequired';
  return passwordRules(password).every((rule) => rule.met) ? null : 'passwordRules';
}

/**
 * Which fields an account form has (use-account-fields.ts). The e-mail is typed unless `email`
 * gives the account's own (a code to confirm a withdrawal goes to it, no input shown).
 */
export interface AccountFieldsOptions {
  /** The account's address, fixed: no e-mail input, the code goes there. */
  email?: string;
  /** An e-mail code field, sending codes for this purpose. */
  code?: CaptchaPurpose;
  /** The password the account has now (only checked for presence). */
  currentPassword?: boolean;
  /** A new password, checked against the rules shown under it. */
  newPassword?: boolean;
  /** The new password once more (with `newPassword`). */
  confirmPassword?: boolean;
}

/** What the user typed into an account form, untrimmed. */
export interface AccountFieldValues {
  email: string;
  code: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type AccountField = keyof AccountFieldValues;

/**
 * The problem with each field the form has, or no entry when it is fine: the form may be sent
 * when this is empty.
 *
 * @example accountFieldProblems({ currentPassword: true }, values).email // 'emailInvalid'
 */
export function accountFieldProblems(
  options: AccountFieldsOptions,
  values: AccountFieldValues,
): Partial<Record<AccountField, FieldProblem>> {
  const problems: Partial<Record<AccountField, FieldProblem>> = {};
  const email = emailProblem(options.email ?? values.email);
  if (email !== null) problems.email = email;
  const code = options.code === undefined ? null : codeProblem(values.code);
  if (code !== null) problems.code = code;
  if (options.currentPassword && values.currentPassword === '') {
    problems.currentPassword = 'currentPasswordRequired';
  }
  const password = options.newPassword ? newPasswordProblem(values.newPassword) : null;
  if (password !== null) problems.newPassword = password;
  if (options.confirmPassword && values.confirmPassword !== values.newPassword) {
    problems.confirmPassword = 'passwordMismatch';
  }
  return problems;
}
