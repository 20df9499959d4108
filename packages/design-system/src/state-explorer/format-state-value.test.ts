import { describe, expect, it } from 'vitest';
import { asStateValue, formatStateValue } from './format-state-value.ts';

describe('formatStateValue', () => {
  it('keeps a flat state as it is', () => {
    expect(formatStateValue('failed')).toEqual(['failed']);
  });
  it('joins nested states with dots', () => {
    expect(formatStateValue({ ready: { more: 'idle' } })).toEqual(['ready.more.idle']);
  });
  it('lists every region of a parallel state', () => {
    expect(formatStateValue({ quality: 'stable', probe: { cycle: 'waiting' } })).toEqual([
      'quality.stable',
      'probe.cycle.waiting',
    ]);
  });
});

describe('asStateValue', () => {
  it('accepts strings and objects and rejects the rest', () => {
    expect(asStateValue('idle')).toBe('idle');
    expect(asStateValue({ a: 'b' })).toEqual({ a: 'b' });
    expect(() => asStateValue(undefined)).toThrow('Not a state value: undefined');
  });
});
