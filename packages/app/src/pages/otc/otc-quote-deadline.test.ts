import { describe, expect, it } from 'vitest';
import { quoteDeadline } from './otc-quote-deadline.ts';

describe('quoteDeadline', () => {
  it("lays the quote's lifetime from when it was asked for, whatever the server's clock", () => {
    const quote = { created_at: 1_700_000_000_000, expires_at: 1_700_000_010_000 };
    // The reader's clock is five minutes behind the server's.
    expect(quoteDeadline(quote, 1_699_999_700_000)).toBe(1_699_999_710_000);
  });

  it('never gives a deadline before the request for a quote born expired', () => {
    expect(quoteDeadline({ created_at: 10, expires_at: 5 }, 100)).toBe(100);
  });
});
