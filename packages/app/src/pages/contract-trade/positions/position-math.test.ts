import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import type { MarginBracket, Position } from '@exchange/api';
import { positionsFixture } from '@exchange/api/msw';
import {
  adlBars,
  checkClose,
  checkMarginChange,
  checkTriggers,
  closeAmountFor,
  decimalForInput,
  liquidationAfterMargin,
  liveFigures,
  maxRemovableMargin,
  triggerChanges,
} from './position-math.ts';

// The figures these tests pin are their own, not the fixtures' (those follow the formulas).
const [btcFixture, ethFixture] = positionsFixture;
if (!btcFixture || !ethFixture) throw new Error('The fixture has two positions');
const btcLong: Position = {
  ...btcFixture,
  side: 'long',
  margin_mode: 'cross',
  leverage: 20,
  amount: '0.15',
  entry_price: '64100',
  mark_price: '64012.37',
  unrealized_pnl: '-13.14',
  roe: '-2.73',
  take_profit: '70000',
  stop_loss: null,
};
const ethShort: Position = {
  ...ethFixture,
  side: 'short',
  margin_mode: 'isolated',
  leverage: 10,
  amount: '1',
  entry_price: '3231.6',
  margin: '323.16',
  take_profit: null,
  stop_loss: '3400',
};
const ethBrackets: MarginBracket[] = [
  {
    bracket: 1,
    notional_floor: '0',
    notional_cap: '10000',
    max_leverage: 75,
    mmr: '0.0065',
    cum: '0',
  },
  {
    bracket: 2,
    notional_floor: '10000',
    notional_cap: '100000',
    max_leverage: 50,
    mmr: '0.01',
    cum: '35',
  },
];

describe('liveFigures', () => {
  it('keeps the fetched figures until a live mark comes', () => {
    expect(liveFigures(btcLong, undefined)).toEqual({
      mark: '64012.37',
      pnl: '-13.14',
      roe: '-2.73',
    });
  });

  it('recomputes PnL and ROE over the initial margin at entry from the live mark', () => {
    // 0.15 × (64,500 − 64,100) = 60 on 0.15 × 64,100 ÷ 20 = 480.75.
    const live = liveFigures(btcLong, '64500');
    expect(live.mark).toBe('64500');
    expect(live.pnl).toBe('60');
    expect(new Big(live.roe).round(4).toFixed()).toBe('12.4805');
  });

  it('gives a short a profit when the mark falls', () => {
    expect(liveFigures(ethShort, '3131.6').pnl).toBe('100');
  });

  it('ignores a mark that is not a positive decimal', () => {
    expect(liveFigures(btcLong, '').pnl).toBe('-13.14');
  });
});

describe('checkTriggers', () => {
  it('wants a long TP above and SL below the entry', () => {
    expect(checkTriggers('long', '64100', '70000', '60000')).toEqual({});
    expect(checkTriggers('long', '64100', '63000', '65000')).toEqual({
      take_profit: 'take_profit_above',
      stop_loss: 'stop_loss_below',
    });
  });

  it('wants a short TP below and SL above the entry', () => {
    expect(checkTriggers('short', '3231.6', '3000', '3400')).toEqual({});
    expect(checkTriggers('short', '3231.6', '3300', '3100')).toEqual({
      take_profit: 'take_profit_below',
      stop_loss: 'stop_loss_above',
    });
  });

  it('refuses a trigger at the entry itself, as the server does', () => {
    expect(checkTriggers('long', '64100', '64100', '64100')).toEqual({
      take_profit: 'take_profit_above',
      stop_loss: 'stop_loss_below',
    });
  });

  it('treats an empty field as no trigger', () => {
    expect(checkTriggers('long', '64100', '', '')).toEqual({});
  });
});

describe('triggerChanges', () => {
  it('sends only what changed, "" for a removed trigger', () => {
    expect(triggerChanges(btcLong, '70000', '')).toEqual({});
    expect(triggerChanges(btcLong, '70000.0', '60000')).toEqual({ stop_loss: '60000' });
    expect(triggerChanges(btcLong, '', '')).toEqual({ take_profit: '' });
  });
});

describe('checkClose', () => {
  it('refuses closing more than the position holds', () => {
    expect(checkClose({ type: 'market', price: '', amount: '0.2' }, '0.15')).toEqual({
      amount: 'amount_over_held',
    });
    expect(checkClose({ type: 'market', price: '', amount: '0.15' }, '0.15')).toEqual({});
  });

  it('needs an amount, and a price for a limit close', () => {
    expect(checkClose({ type: 'limit', price: '', amount: '' }, '0.15')).toEqual({
      price: 'price_required',
      amount: 'amount_required',
    });
  });
});

describe('closeAmountFor', () => {
  it('truncates a share of the position to the size decimals', () => {
    expect(closeAmountFor(25, '0.15', 3)).toBe('0.037');
    expect(closeAmountFor(100, '0.15', 3)).toBe('0.15');
  });
});

describe('decimalForInput', () => {
  it('truncates to the pair decimals, keeps the wire digits when unknown', () => {
    expect(decimalForInput('64012.37', 1)).toBe('64012.3');
    expect(decimalForInput('64012.37', -1)).toBe('64012.37');
  });
});

describe('maxRemovableMargin', () => {
  it('is the margin less the initial margin at entry', () => {
    expect(maxRemovableMargin({ ...ethShort, margin: '400' })).toBe('76.84');
  });

  it('is never negative', () => {
    expect(maxRemovableMargin({ ...ethShort, margin: '300' })).toBe('0');
  });
});

describe('checkMarginChange', () => {
  const limits = { removable: '76.84', available: '2400' };
  it('needs an amount within the limit of its direction', () => {
    expect(checkMarginChange('add', '', limits)).toBe('amount_required');
    expect(checkMarginChange('remove', '76.85', limits)).toBe('over_removable');
    expect(checkMarginChange('remove', '76.84', limits)).toBeNull();
    expect(checkMarginChange('add', '2400.01', limits)).toBe('over_available');
    expect(checkMarginChange('add', '5000', { ...limits, available: undefined })).toBeNull();
  });
});

describe('liquidationAfterMargin', () => {
  it('moves a short liquidation price up as margin is added', () => {
    const now = new Big(liquidationAfterMargin(ethShort, ethBrackets, '0'));
    const more = new Big(liquidationAfterMargin(ethShort, ethBrackets, '50'));
    const less = new Big(liquidationAfterMargin(ethShort, ethBrackets, '-50'));
    expect(more.gt(now)).toBe(true);
    expect(less.lt(now)).toBe(true);
    // Isolated short: (margin + size × entry) ÷ (size × (1 + mmr)) in the first bracket.
    expect(now.round(4).toFixed()).toBe(
      new Big('323.16').plus('3231.6').div(new Big(1).plus('0.0065')).round(4).toFixed(),
    );
  });
});

describe('adlBars', () => {
  it('lights as many bars as the rank', () => {
    expect(adlBars(3)).toEqual([true, true, true, false, false]);
    expect(adlBars(1)).toEqual([true, false, false, false, false]);
  });
});
