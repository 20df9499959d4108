import { describe, expect, it } from 'vitest';
import { depthPercent } from './depth-percent.ts';

describe('depthPercent', () => {
  it('is the share in percent', () => {
    expect(depthPercent('25', '200')).toBe(12.5);
    expect(depthPercent('1', '3')).toBeCloseTo(33.3333, 3);
  });
  it('is capped at 100', () => {
    expect(depthPercent('300', '200')).toBe(100);
    expect(depthPercent('200', '200')).toBe(100);
  });
  it('is 0 for an empty book or a negative part', () => {
    expect(depthPercent('5', '0')).toBe(0);
    expect(depthPercent('-5', '10')).toBe(0);
  });
});
