import { encodeServerMessage, type Ticker, type TickerKind } from '@exchange/api/socket';
import type { HubConnection } from './hub-connection.ts';
import { SharedFrames } from './wire-frames.ts';

/**
 * The ticker feeds (`trade`: spot pairs, `contract`: perpetual contracts): where each kind's
 * tickers come from, and the push of them to every socket listening, one frame per kind.
 *
 * @example
 * const feeds = new TickerFeeds(() => market.tickers(), { contract: () => contracts.tickers() });
 * feeds.tickers('contract');
 */
export class TickerFeeds {
  private readonly sources: Partial<Record<TickerKind, () => Ticker[]>>;

  constructor(
    private readonly fallback: () => Ticker[],
    sources: Partial<Record<TickerKind, () => Ticker[]>> = {},
  ) {
    this.sources = { ...sources };
  }

  /** Serve a kind's tickers from `source` from now on. */
  provide(kind: TickerKind, source: () => Ticker[]): void {
    this.sources[kind] = source;
  }

  /** The tickers of a kind: its own source, else the hub market's. */
  tickers(kind: TickerKind): Ticker[] {
    return (this.sources[kind] ?? this.fallback)();
  }

  /**
   * Each listening socket's kinds: written through `deliver`, or noted as held when the socket
   * is behind (it gets the latest once it drains).
   */
  push(
    connections: Iterable<HubConnection>,
    isBehind: (connection: HubConnection) => boolean,
    deliver: (connection: HubConnection, frames: SharedFrames) => void,
  ): void {
    // Each kind's frame is serialised and framed once for every socket.
    const frames = new Map<TickerKind, SharedFrames>();
    for (const connection of connections) {
      for (const kind of connection.tickers) {
        if (isBehind(connection)) {
          connection.heldTickers.add(kind);
          continue;
        }
        let frame = frames.get(kind);
        if (!frame) {
          frame = new SharedFrames([
            encodeServerMessage({ cmd: 'ticker', data: { kind, tickers: this.tickers(kind) } }),
          ]);
          frames.set(kind, frame);
        }
        deliver(connection, frame);
      }
    }
  }
}
