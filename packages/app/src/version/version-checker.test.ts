import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VersionInfo } from '@exchange/api';
import { createSafeStorage } from '../storage/safe-storage.ts';
import { createVersionChecker, VERSION_KEY } from './version-checker.ts';

const release = (version_number: string): VersionInfo => ({
  version_number,
  content: 'Notes',
  created_at: 0,
});

beforeEach(() => {
  localStorage.clear();
});

function setup(latest: string, stored: string | null) {
  if (stored !== null) localStorage.setItem(VERSION_KEY, stored);
  const storage = createSafeStorage(localStorage);
  const reload = vi.fn();
  const server = { latest };
  const checker = createVersionChecker({
    fetchLatest: () => Promise.resolve(release(server.latest)),
    storage,
    reload,
  });
  return { checker, reload, server };
}

describe('createVersionChecker', () => {
  it('offers a newer release; Update stores it and reloads', async () => {
    const { checker, reload } = setup('1.1.0', '1.0.0');
    await checker.check(false);
    expect(checker.getSnapshot()).toEqual({ kind: 'update', version: release('1.1.0') });
    checker.accept();
    expect(localStorage.getItem(VERSION_KEY)).toBe('1.1.0');
    expect(reload).toHaveBeenCalledOnce();
    expect(checker.getSnapshot()).toBeNull();
  });

  it('says "current version" on a manual check of the same release, and nothing otherwise', async () => {
    const { checker } = setup('1.1.0', '1.1.0');
    await checker.check(false);
    expect(checker.getSnapshot()).toBeNull();
    await checker.check(true);
    expect(checker.getSnapshot()?.kind).toBe('current');
  });

  it('ends quietly when the version cannot be fetched', async () => {
    const reload = vi.fn();
    const checker = createVersionChecker({
      fetchLatest: () => Promise.reject(new Error('offline')),
      storage: createSafeStorage(localStorage),
      reload,
    });
    await checker.check(true);
    expect(checker.getSnapshot()).toBeNull();
  });

  it('adopts the latest release silently on a first visit, then compares against it', async () => {
    const { checker, server, reload } = setup('2.0.0', null);
    const listener = vi.fn();
    checker.subscribe(listener);
    await checker.check(false);
    expect(checker.getSnapshot()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    expect(localStorage.getItem(VERSION_KEY)).toBe('2.0.0');
    server.latest = '2.1.0';
    await checker.check(false);
    expect(checker.getSnapshot()).toEqual({ kind: 'update', version: release('2.1.0') });
    expect(listener).toHaveBeenCalledOnce();
    checker.dismiss();
    expect(checker.getSnapshot()).toBeNull();
    expect(localStorage.getItem(VERSION_KEY)).toBe('2.0.0');
    expect(reload).not.toHaveBeenCalled();
  });

  it('says "current version" on a manual first-visit check and stores the release', async () => {
    const { checker } = setup('2.0.0', null);
    await checker.check(true);
    expect(checker.getSnapshot()).toEqual({ kind: 'current', version: release('2.0.0') });
    expect(localStorage.getItem(VERSION_KEY)).toBe('2.0.0');
  });
});
