import { describe, expect, it } from 'vitest';
import {
  codeProblem,
  emailProblem,
  newPasswordProblem,
  passwordRules,
  safeRedirect,
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

  it('returns only to a path of this site after login', () => {
    expect(safeRedirect('/assets/overview?tab=spot')).toBe('/assets/overview?tab=spot');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
