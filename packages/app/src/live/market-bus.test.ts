import { describe, expect, it, vi } from 'vitest';
import type { MarketUpdate, ServerMessage, UserEvent } from '@exchange/api/socket';
import { createMarketBus, marketChannel } from './market-bus.ts';

function setup() {
  const subscribe = vi.fn();
  const unsubscribe = vi.fn();
  const bus = createMarketBus({ subscribe, unsubscribe });
  return { bus, subscribe, unsubscribe };
}

const depth: MarketUpdate = {
  channel: 'depth',
  symbol: 'BTCUSDT',
  asks: [['101', '1']],
  bids: [['99', '2']],
  ts: 1,
};
const trade: MarketUpdate = {
  channel: 'trade',
  symbol: 'BTCUSDT',
  trades: [{ id: '7', price: '100', amount: '0.5', side: 'buy', ts: 2 }],
};
const fill: UserEvent = {
  event: 'fill',
  fill: {
    tradeId: '1',
    orderId: '2',
    market: 'spot',
    symbol: 'BTCUSDT',
    side: 'buy',
    price: '100',
    amount: '1',
    fee: '0.001',
    feeCoin: 'BTC',
    ts: 3,
  },
};

describe('createMarketBus', () => {
  it('subscribes a channel once for many listeners and unsubscribes after the last leaves', () => {
    const { bus, subscribe, unsubscribe } = setup();
    const offA = bus.onMarket('spot', 'BTCUSDT', () => undefined);
    const offB = bus.onMarket('spot', 'BTCUSDT', () => undefined);
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(subscribe).toHaveBeenCalledWith('trade@BTCUSDT');
    offA();
    offA();
    expect(unsubscribe).not.toHaveBeenCalled();
    offB();
    expect(unsubscribe).toHaveBeenCalledWith('trade@BTCUSDT');
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('routes a market message to the listeners of its market and symbol only', () => {
    const { bus } = setup();
    const btc = vi.fn();
    const eth = vi.fn();
    const contract = vi.fn();
    bus.onMarket('spot', 'BTCUSDT', btc);
    bus.onMarket('spot', 'ETHUSDT', eth);
    bus.onMarket('contract', 'BTCUSDT', contract);
    bus.dispatch({ cmd: 'spot', data: depth });
    bus.dispatch({ cmd: 'spot', data: trade });
    expect(btc.mock.calls).toEqual([[depth], [trade]]);
    expect(eth).not.toHaveBeenCalled();
    expect(contract).not.toHaveBeenCalled();
    bus.dispatch({ cmd: 'contract', data: depth });
    expect(contract).toHaveBeenCalledWith(depth);
  });

  it('counts the same function registered twice as two listeners', () => {
    const { bus, unsubscribe } = setup();
    const listener = vi.fn();
    const off1 = bus.onMarket('spot', 'BTCUSDT', listener);
    bus.onMarket('spot', 'BTCUSDT', listener);
    bus.dispatch({ cmd: 'spot', data: depth });
    expect(listener).toHaveBeenCalledTimes(2);
    off1();
    bus.dispatch({ cmd: 'spot', data: depth });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(unsubscribe).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, even from inside a listener', () => {
    const { bus } = setup();
    const second = vi.fn();
    const offFirst = bus.onMarket('spot', 'BTCUSDT', () => {
      offFirst();
    });
    bus.onMarket('spot', 'BTCUSDT', second);
    bus.dispatch({ cmd: 'spot', data: depth });
    bus.dispatch({ cmd: 'spot', data: depth });
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('hands bindUid events to user listeners and ignores tickers, notices and heartbeats', () => {
    const { bus } = setup();
    const user = vi.fn();
    const market = vi.fn();
    const off = bus.onUserEvent(user);
    bus.onMarket('spot', 'BTCUSDT', market);
    const ignored: ServerMessage[] = [
      { cmd: 'ticker', data: { kind: 'trade', tickers: [] } },
      { cmd: 'notify', data: { type: 50, key: '', device_type: '10', msg: '' } },
      { cmd: 'home.heartbeat', data: { ts: 1 } },
    ];
    for (const message of ignored) bus.dispatch(message);
    bus.dispatch({ cmd: 'bindUid', data: fill });
    expect(user).toHaveBeenCalledExactlyOnceWith(fill);
    expect(market).not.toHaveBeenCalled();
    off();
    bus.dispatch({ cmd: 'bindUid', data: fill });
    expect(user).toHaveBeenCalledTimes(1);
  });

  it('names spot channels trade@, contract channels contract@ and option channels option@', () => {
    expect(marketChannel('spot', 'BTCUSDT')).toBe('trade@BTCUSDT');
    expect(marketChannel('contract', 'BTCUSDT')).toBe('contract@BTCUSDT');
    expect(marketChannel('option', 'BTCUSDT')).toBe('option@BTCUSDT');
  });
});
