import { Big } from 'big.js';
import { describe, expect, it } from 'vitest';
import { signalsBetween } from './copy-signals.ts';

const long = (size: string, leverage = 10) => ({
  side: 'long' as const,
  size: new Big(size),
  leverage,
});
const short = (size: string, leverage = 10) => ({
  side: 'short' as const,
  size: new Big(size),
  leverage,
});
const brief = (
  before: Parameters<typeof signalsBetween>[0],
  after: Parameters<typeof signalsBetween>[1],
) =>
  signalsBetween(before, after).map((s) => [
    s.action,
    s.side,
    s.amount,
    s.size_before,
    s.size_after,
  ]);

describe('signalsBetween', () => {
  it('signals an open, an add, a reduce and a close', () => {
    expect(brief(null, long('0.2'))).toEqual([['open', 'long', '0.2', '0', '0.2']]);
    expect(brief(long('0.2'), long('0.5'))).toEqual([['open', 'long', '0.3', '0.2', '0.5']]);
    expect(brief(long('0.5'), long('0.1'))).toEqual([['close', 'long', '0.4', '0.5', '0.1']]);
    expect(brief(short('0.5'), null)).toEqual([['close', 'short', '0.5', '0.5', '0']]);
  });

  it('signals a flip as a close of everything, then an open of the new side', () => {
    expect(brief(long('0.2'), short('0.3'))).toEqual([
      ['close', 'long', '0.2', '0.2', '0'],
      ['open', 'short', '0.3', '0', '0.3'],
    ]);
  });

  it("carries the leader's leverage: the open's new one, the close's old one", () => {
    const [close, open] = signalsBetween(long('0.2', 5), short('0.3', 20));
    expect(close?.leverage).toBe(5);
    expect(open?.leverage).toBe(20);
  });

  it('signals nothing for no change, nor for a change of leverage alone', () => {
    expect(signalsBetween(null, null)).toEqual([]);
    expect(signalsBetween(long('0.2', 5), long('0.2', 20))).toEqual([]);
  });
});
