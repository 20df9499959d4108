import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@exchange/api';
import { createSafeStorage } from '../storage/safe-storage.ts';
import { STORAGE_KEYS } from '../storage/storage-keys.ts';
import { createAuthStore } from './auth-store.ts';

const user: UserInfo = {
  id: 7,
  email: 'ada@example.com',
  nickname: 'Ada',
  avatar_url: '',
  is_google2fa: false,
  invite_code: 'ADA7',
  created_at: 0,
  language: 'en',
  timezone: 'Asia/Shanghai',
  time_24: false,
  theme: 'dark',
};

beforeEach(() => {
  localStorage.clear();
});

describe('createAuthStore', () => {
  it('persists token and user under the spec keys and notifies', () => {
    const auth = createAuthStore(createSafeStorage(localStorage));
    const listener = vi.fn();
    auth.subscribe(listener);
    auth.signIn('token-1234567890abcdef', user);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('token-1234567890abcdef');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? 'null')).toEqual(user);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('restores the session after a reload', () => {
    createAuthStore(createSafeStorage(localStorage)).signIn('token-1234567890abcdef', user);
    expect(createAuthStore(createSafeStorage(localStorage)).getSnapshot()).toEqual({
      token: 'token-1234567890abcdef',
      user,
    });
  });

  it('clears token and user', () => {
    const auth = createAuthStore(createSafeStorage(localStorage));
    auth.signIn('token-1234567890abcdef', user);
    auth.clear();
    expect(auth.getSnapshot()).toEqual({ token: null, user: null });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('treats a corrupt stored user as none', () => {
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(createAuthStore(createSafeStorage(localStorage)).getSnapshot().user).toBeNull();
  });
});
