import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../testing/memory-storage.ts';
import {
  DEVICE_SALT_KEY,
  deviceId,
  profileSalt,
  readBrowserTraits,
  type BrowserTraits,
} from './device-id.ts';

const traits: BrowserTraits = {
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156',
  language: 'en-GB',
  languages: ['en-GB', 'en'],
  platform: 'Linux x86_64',
  hardwareConcurrency: 8,
  screen: '1920x1080x24',
  timeZone: 'Europe/London',
  profileSalt: 'salt-1',
};

describe('deviceId', () => {
  it('is a 64-digit hex hash', async () => {
    expect(await deviceId(traits)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is the same for the same browser, as after a reload', async () => {
    const storage = createMemoryStorage();
    const first = await deviceId(readBrowserTraits(profileSalt(storage)));
    expect(storage.get(DEVICE_SALT_KEY)).not.toBeNull();
    expect(await deviceId(readBrowserTraits(profileSalt(storage)))).toBe(first);
    expect(await deviceId({ ...traits })).toBe(await deviceId(traits));
  });

  it('differs when a trait differs', async () => {
    expect(await deviceId({ ...traits, timeZone: 'Asia/Tokyo' })).not.toBe(await deviceId(traits));
  });

  it('tells two browser profiles on one machine apart', async () => {
    const a = await deviceId(readBrowserTraits(profileSalt(createMemoryStorage())));
    const b = await deviceId(readBrowserTraits(profileSalt(createMemoryStorage())));
    expect(a).not.toBe(b);
  });
});
