import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('sign-in form rules', () => {
  it('returns only to a path of this site after login', () => {
    expect(safeRedirect('/assets/overview?tab=spot')).toBe('/assets/overview?tab=spot');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(undefined)).toBe('/');
  });
});
