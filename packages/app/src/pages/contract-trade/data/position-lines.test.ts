import { describe, expect, it } from 'vitest';
import { positionsFixture } from '@exchange/api/msw';
import { positionLines } from './position-lines.ts';

const [held] = positionsFixture;
if (!held) throw new Error('The fixtures have no position');
const long = {
  ...held,
  entry_price: '64100',
  take_profit: '70000',
  stop_loss: null,
  liquidation_price: '49850.5',
};
const labels = { entry: 'Entry', takeProfit: 'TP', stopLoss: 'SL', liquidation: 'Liq.' };
const colors = { entry: 'blue', takeProfit: 'green', stopLoss: 'orange', liquidation: 'red' };
const format = (price: string) => `[${price}]`;

describe('positionLines', () => {
  it('draws the entry, the levels set and the liquidation price, labelled with their price', () => {
    expect(positionLines({ ...long, stop_loss: '60000' }, labels, colors, format)).toEqual([
      { id: 'entry', price: '64100', label: 'Entry [64100]', color: 'blue' },
      { id: 'take-profit', price: '70000', label: 'TP [70000]', color: 'green' },
      { id: 'stop-loss', price: '60000', label: 'SL [60000]', color: 'orange' },
      { id: 'liquidation', price: '49850.5', label: 'Liq. [49850.5]', color: 'red' },
    ]);
  });

  it('leaves out a level the position has not: no stop-loss, no liquidation price ("0")', () => {
    const lines = positionLines({ ...long, liquidation_price: '0' }, labels, colors, format);
    expect(lines.map((line) => line.id)).toEqual(['entry', 'take-profit']);
  });

  it('draws nothing without a position', () => {
    expect(positionLines(undefined, labels, colors, format)).toEqual([]);
  });
});
