import { describe, expect, it, vi } from 'vitest';
import { isMobileUserAgent, redirectMobile } from './mobile-redirect.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36';

describe('redirectMobile', () => {
  it('recognises phones and leaves desktops alone', () => {
    expect(isMobileUserAgent(IPHONE)).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe(true);
    expect(isMobileUserAgent(DESKTOP)).toBe(false);
  });

  it('sends a phone to the mobile site, then raises "Going to mobile site"', () => {
    const replace = vi.fn();
    expect(() => {
      redirectMobile(IPHONE, 'https://m.example.com', { replace });
    }).toThrow('Going to mobile site');
    expect(replace).toHaveBeenCalledWith('https://m.example.com');
  });

  it('does nothing on a desktop or without a configured mobile site', () => {
    const replace = vi.fn();
    redirectMobile(DESKTOP, 'https://m.example.com', { replace });
    redirectMobile(IPHONE, undefined, { replace });
    expect(replace).not.toHaveBeenCalled();
  });
});
