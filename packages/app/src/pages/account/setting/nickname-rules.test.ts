import { describe, expect, it } from 'vitest';
import { nicknameProblem } from './nickname-rules.ts';

describe('nicknameProblem', () => {
  it('accepts 1 to 32 characters once trimmed', () => {
    expect(nicknameProblem('Ann')).toBeNull();
    expect(nicknameProblem(`  ${'a'.repeat(32)}  `)).toBeNull();
  });

  it('refuses a blank nickname', () => {
    expect(nicknameProblem('')).toBe('required');
    expect(nicknameProblem('   ')).toBe('required');
  });

  it('refuses a 33rd character', () => {
    expect(nicknameProblem('a'.repeat(33))).toBe('tooLong');
  });

  it('refuses control and direction characters', () => {
    expect(nicknameProblem('Ann\u202Eevil')).toBe('unsafe');
    expect(nicknameProblem('Ann\u0007')).toBe('unsafe');
  });
});
