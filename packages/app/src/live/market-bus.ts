import {
  channelSymbol,
  type ChannelSymbol,
  type Market,
  type MarketUpdate,
  type ServerMessage,
  type UserEvent,
} from '@exchange/api/socket';

/** The channels of one symbol's market message (`depth`, `trade`, `kline`). */
export type MarketChannelKind = MarketUpdate['channel'];

/** The update a listener of `kind` receives. */
export type MarketUpdateOf<K extends MarketChannelKind> = Extract<MarketUpdate, { channel: K }>;

type MarketListener = (update: MarketUpdate) => void;
type UserListener = (event: UserEvent) => void;

/** What the bus needs from the socket: the socket machine's `socket.subscribe` events. */
export interface ChannelSink {
  subscribe: (symbol: ChannelSymbol) => void;
  unsubscribe: (symbol: ChannelSymbol) => void;
}

/**
 * Routes the socket's per-symbol market messages (`spot`, `contract`, `option`) and the user's
 * `bindUid` events to whoever listens, and reference-counts the socket subscription of each
 * channel: the socket machine remembers a channel as a set, so two listeners of `trade@BTCUSDT`
 * must not lose the feed when one of them leaves.
 *
 * @example
 * const bus = createMarketBus({ subscribe, unsubscribe });
 * const off = bus.onMarket('spot', 'BTCUSDT', (update) => console.log(update.channel));
 * bus.dispatch(message); // from the socket's 16 ms batch
 * off();
 */
export interface MarketBus {
  /** Listen to every channel of `symbol` on `market`; the returned function stops listening. */
  onMarket: (market: Market, symbol: string, listener: MarketListener) => () => void;
  /** Listen to the signed-in user's order, fill and balance events. */
  onUserEvent: (listener: UserListener) => () => void;
  /** Hands one socket message to its listeners; other commands are ignored. */
  dispatch: (message: ServerMessage) => void;
}

/** The socket channel of a market's symbol: spot pairs use the `trade@` prefix. */
export function marketChannel(market: Market, symbol: string): ChannelSymbol {
  // Contracts and fixed-time options (issue 20) have channels of their own name.
  return channelSymbol(market === 'spot' ? 'trade' : market, symbol);
}

export function createMarketBus(sink: ChannelSink): MarketBus {
  const market = new Map<string, Set<MarketListener>>();
  const user = new Set<UserListener>();
  const keyOf = (kind: Market, symbol: string) => `${kind}:${symbol}`;

  return {
    onMarket(kind, symbol, listener) {
      const key = keyOf(kind, symbol);
      let listeners = market.get(key);
      if (!listeners) {
        listeners = new Set();
        market.set(key, listeners);
        sink.subscribe(marketChannel(kind, symbol));
      }
      // Wrapped so the same function registered twice counts twice.
      const entry: MarketListener = (update) => {
        listener(update);
      };
      listeners.add(entry);
      let active = true;
      return () => {
        if (!active) return;
        active = false;
        const current = market.get(key);
        if (!current) return;
        current.delete(entry);
        if (current.size === 0) {
          market.delete(key);
          sink.unsubscribe(marketChannel(kind, symbol));
        }
      };
    },
    onUserEvent(listener) {
      const entry: UserListener = (event) => {
        listener(event);
      };
      user.add(entry);
      return () => {
        user.delete(entry);
      };
    },
    dispatch(message) {
      switch (message.cmd) {
        case 'spot':
        case 'contract':
        case 'option': {
          const listeners = market.get(keyOf(message.cmd, message.data.symbol));
          if (!listeners) return;
          // A copy: a listener may unsubscribe while we iterate.
          for (const listener of [...listeners]) listener(message.data);
          return;
        }
        case 'bindUid':
          for (const listener of [...user]) listener(message.data);
          return;
        case 'ticker':
        case 'notify':
        case 'home.heartbeat':
        case 'error': // a refused command (unknown symbol, cap, rate limit): nothing waits on it
          return;
        default:
          message satisfies never;
      }
    },
  };
}
