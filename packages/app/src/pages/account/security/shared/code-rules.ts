/** A 6-digit code (e-mail, SMS or authenticator), as the contract's code schemas take it. */
const SIX_DIGITS = /^\d{6}$/;

/** Whether `code` (trimmed) is six digits: the form says so before asking the server. */
export function isSixDigitCode(code: string): boolean {
  return SIX_DIGITS.test(code.trim());
}
