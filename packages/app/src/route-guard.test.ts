import { describe, expect, it } from 'vitest';
import { guardedPath } from './route-guard.ts';

describe('guardedPath', () => {
  it('lets a visitor open the five public paths', () => {
    for (const path of [
      '/',
      '/user/register',
      '/user/login',
      '/user/reset-password',
      '/article/detail',
    ]) {
      expect(guardedPath(path, false)).toBe(path);
    }
  });
  it('sends a visitor anywhere else to /user/login', () => {
    expect(guardedPath('/assets/overview', false)).toBe('/user/login');
    expect(guardedPath('/article/list', false)).toBe('/user/login');
  });
  it('tolerates a trailing slash', () => {
    expect(guardedPath('/article/detail/', false)).toBe('/article/detail/');
  });
  it('lets a token holder open everything', () => {
    expect(guardedPath('/assets/overview', true)).toBe('/assets/overview');
  });
});
