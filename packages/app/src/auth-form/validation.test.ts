import { describe, expect, it } from 'vitest';
import {
  accountFieldProblems,
  codeProblem,
  emailProblem,
  newPasswordProblem,
  passwordRules,
  type AccountFieldValues,
} from './validation.ts';

describe('sign-in form rules', () => {
  it('asks for an e-mail, then a valid one', () => {
    expect(emailProblem('')).toBe('emailRequired');
    expect(emailProblem('ada@')).toBe('emailInvalid');
    expect(emailProblem(' ada@example.com ')).toBeNull();
  });

  it('wants a 6-digit code', () => {
    expect(codeProblem('')).toBe('codeRequired');
    expect(codeProblem('12345')).toBe('codeInvalid');
    expect(codeProblem('123456')).toBeNull();
  });

  it('shows which password rules are met', () => {
    expect(passwordRules('abc').map((rule) => rule.met)).toEqual([false, true, false]);
    expect(passwordRules('abcdefg1').map((rule) => rule.met)).toEqual([true, true, true]);
    expect(newPasswordProblem('abcdefgh')).toBe('passwordRules');
    expect(newPasswordProblem('abcdefg1')).toBeNull();
  });
});

describe('account form fields', () => {
  const empty: AccountFieldValues = {
    email: '',
    code: '',
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };

  it('checks only the fields the form has', () => {
    expect(accountFieldProblems({ currentPassword: true }, empty)).toEqual({
      email: 'emailRequired',
      currentPassword: 'currentPasswordRequired',
    });
    expect(
      accountFieldProblems({ code: 'register', newPassword: true }, { ...empty, email: 'a@b.co' }),
    ).toEqual({ code: 'codeRequired', newPassword: 'passwordRequired' });
  });

  it('wants the confirmation to repeat the new password', () => {
    const options = { code: 'forget_password', newPassword: true, confirmPassword: true } as const;
    const typed = { ...empty, email: 'a@b.co', code: '123456', newPassword: 'abcdefg1' };
    expect(accountFieldProblems(options, { ...typed, confirmPassword: 'abcdefg2' })).toEqual({
      confirmPassword: 'passwordMismatch',
    });
    expect(accountFieldProblems(options, { ...typed, confirmPassword: 'abcdefg1' })).toEqual({});
  });

  it("checks the account's own address, not the empty input, when the e-mail is fixed", () => {
    const values = { ...empty, code: '123456' };
    expect(accountFieldProblems({ email: 'ada@example.com', code: 'withdraw' }, values)).toEqual(
      {},
    );
  });
});
