/** Why a field is not accepted; the texts live in validation-messages.ts. */
export type FieldProblem =
  | 'emailRequired'
  | 'emailInvalid'
  | 'codeRequired'
  | 'codeInvalid'
  | 'passwordRequired'
  | 'passwordRules';

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

export function newPasswordProblem(password: string): FieldProblem | null {
  if (password === '') return 'passwordRequired';
  return passwordRules(password).every((rule) => rule.met) ? null : 'passwordRules';
}

/**
 * Where to go after signing in: the page the guard interrupted, if it is a path of this site.
 * Anything else (another origin, `//host`) goes home, so the link cannot send users away.
 */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return '/';
  return target;
}
