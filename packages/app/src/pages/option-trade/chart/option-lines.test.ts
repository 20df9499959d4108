import { describe, expect, it } from 'vitest';
import { optionOrdersFixture } from '@exchange/api/msw';
import { optionLines, type OptionLineStyle } from './option-lines.ts';

const style: OptionLineStyle = {
  up: 'Up',
  down: 'Down',
  upColor: 'green',
  downColor: 'red',
  formatPrice: (price) => price,
  timeLeft: (settleAt) => `t${String(settleAt)}`,
};

describe('optionLines', () => {
  it('draws each entered open option of the pair at its entry, with its direction and time left', () => {
    const lines = optionLines(optionOrdersFixture, 'BTCUSDT', style);
    const entered = optionOrdersFixture.filter(
      (row) => row.symbol === 'BTCUSDT' && row.status === 'open' && row.open_price !== null,
    );
    expect(lines).toEqual(
      entered.map((row) => ({
        id: `option-${String(row.id)}`,
        price: row.open_price,
        label: `${row.direction === 'up' ? 'Up' : 'Down'} ${String(row.open_price)} · t${String(row.settle_at)}`,
        color: row.direction === 'up' ? 'green' : 'red',
      })),
    );
    expect(lines.length).toBeGreaterThan(0);
  });

  it('leaves out options waiting for their entry, settled ones and other pairs', () => {
    const waiting = optionOrdersFixture.filter((row) => row.open_price === null);
    expect(waiting.length).toBeGreaterThan(0);
    expect(optionLines(waiting, 'BTCUSDT', style)).toEqual([]);
    const settled = optionOrdersFixture.filter((row) => row.status !== 'open');
    expect(optionLines(settled, 'BTCUSDT', style)).toEqual([]);
    expect(optionLines(optionOrdersFixture, 'SOLUSDT', style)).toEqual([]);
  });
});
