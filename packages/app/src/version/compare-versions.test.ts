import { describe, expect, it } from 'vitest';
import { versionVerdict } from './compare-versions.ts';

describe('versionVerdict', () => {
  it('offers the update when a newer release exists', () => {
    expect(versionVerdict('1.0.0', '1.0.1', false)).toBe('update');
    expect(versionVerdict('1.0.0', '1.0.1', true)).toBe('update');
  });
  it('says "current version" only on a manual check', () => {
    expect(versionVerdict('1.0.1', '1.0.1', true)).toBe('current');
    expect(versionVerdict('1.0.1', '1.0.1', false)).toBe('silent');
  });
  it('adopts the latest silently when nothing was stored', () => {
    expect(versionVerdict(null, '2.0.0', false)).toBe('silent');
  });
});
