import { createContext, use, useEffect, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyActorLogic } from 'xstate';
import {
  networkQualityMachine,
  socketMachine,
  type NetworkQuality,
  type SocketFactory,
} from '@exchange/machines';
import type { NotifyData } from '@exchange/api/socket';
import { createFeedClock, type FeedClock } from './feed-clock.ts';
import { createMarketBus, type MarketBus } from './market-bus.ts';
import { createTickerStore, type TickerStore } from './ticker-store.ts';

type SocketRef = ReturnType<typeof useActorRef<typeof socketMachine>>;
type NetworkRef = ReturnType<typeof useActorRef<typeof networkQualityMachine>>;

interface Live {
  socket: SocketRef;
  network: NetworkRef;
  tickers: TickerStore;
  /** Per-symbol market messages and the user's bindUid events, routed to their listeners. */
  bus: MarketBus;
  /** When the feed last proved fresh (last market message, last open), for the status pill. */
  feed: FeedClock;
}

const LiveContext = createContext<Live | null>(null);

export interface LiveProviderProps {
  createSocket: SocketFactory;
  /** The networkQuality machine's probe actor (see network-probe.ts). */
  probe: AnyActorLogic;
  /** The signed-in user's id: the socket is bound to it (SPEC.md section 4). */
  userId: number | null;
  /** Session notices and version pushes from the socket (`notify` messages). */
  onNotify: (data: NotifyData) => void;
  children: ReactNode;
}

/**
 * The tab's one socket and its network-quality probe, started at mount and stopped at unmount.
 * Ticker messages land in the ticker store; `notify` messages go to `onNotify`; market messages
 * (`spot`/`contract`/`option`) and `bindUid` user events go through the market bus.
 */
export function LiveProvider({
  createSocket,
  probe,
  userId,
  onNotify,
  children,
}: LiveProviderProps) {
  const tickers = useMemo(() => createTickerStore(), []);
  const feed = useMemo(() => createFeedClock(), []);
  const socket = useActorRef(socketMachine, { input: { createSocket } });
  const network = useActorRef(networkQualityMachine.provide({ actors: { probe } }), {
    input: { online: navigator.onLine },
  });
  const bus = useMemo(
    () =>
      createMarketBus({
        subscribe: (symbol) => {
          socket.send({ type: 'socket.subscribe', symbol });
        },
        unsubscribe: (symbol) => {
          socket.send({ type: 'socket.unsubscribe', symbol });
        },
      }),
    [socket],
  );

  useEffect(() => {
    const messages = socket.on('socket.messages', ({ messages: batch }) => {
      // Market data only: a heartbeat echo or a notify says nothing about the prices shown.
      if (batch.some((message) => MARKET_COMMANDS.has(message.cmd))) feed.message(Date.now());
      for (const message of batch) {
        if (message.cmd === 'ticker') tickers.apply(message.data.kind, message.data.tickers);
        else if (message.cmd === 'notify') onNotify(message.data);
        else bus.dispatch(message);
      }
    });
    const parseErrors = socket.on('socket.parseError', ({ frame, error }) => {
      // SPEC.md section 8: a message that does not parse is logged only.
      console.warn('Dropped a socket message that does not parse', error, frame);
    });
    let wasOpen = socket.getSnapshot().matches({ connection: 'open' });
    if (wasOpen) feed.opened(Date.now());
    const opens = socket.subscribe((snapshot) => {
      const open = snapshot.matches({ connection: 'open' });
      if (open && !wasOpen) feed.opened(Date.now());
      wasOpen = open;
    });
    return () => {
      messages.unsubscribe();
      parseErrors.unsubscribe();
      opens.unsubscribe();
    };
  }, [socket, tickers, bus, feed, onNotify]);

  useEffect(() => {
    if (userId === null) return;
    socket.send({ type: 'socket.bindUid', uid: String(userId) });
    return () => {
      socket.send({ type: 'socket.unbindUid' });
    };
  }, [socket, userId]);

  useEffect(() => {
    const online = () => {
      network.send({ type: 'network.online' });
    };
    const offline = () => {
      network.send({ type: 'network.offline' });
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [network]);

  // The socket gives up after 5 reconnects; when the network answers again, start it over so a
  // restarted server brings the live feed back without a reload.
  const quality = useSelector(network, (snapshot) => qualityOf(snapshot.value));
  useEffect(() => {
    if (quality === 'stable' || quality === 'unstable') {
      if (socket.getSnapshot().matches('failed')) socket.send({ type: 'socket.retry' });
    }
  }, [quality, socket]);

  const live = useMemo(
    () => ({ socket, network, tickers, bus, feed }),
    [socket, network, tickers, bus, feed],
  );
  return <LiveContext value={live}>{children}</LiveContext>;
}

const MARKET_COMMANDS: ReadonlySet<string> = new Set(['ticker', 'spot', 'contract', 'option']);

function qualityOf(value: unknown): NetworkQuality {
  const quality = (value as { quality?: string }).quality;
  return quality === 'stable' || quality === 'unstable' || quality === 'timeout'
    ? quality
    : 'connecting';
}

export function useLive(): Live {
  const live = use(LiveContext);
  if (!live) throw new Error('useLive must be used inside <LiveProvider>');
  return live;
}

/** The network quality and last RTT, for the footer's status bar. */
export function useNetworkQuality(): { quality: NetworkQuality; rttMs: number | null } {
  const { network } = useLive();
  const quality = useSelector(network, (snapshot) => qualityOf(snapshot.value));
  const rttMs = useSelector(network, (snapshot) => snapshot.context.rttMs);
  return { quality, rttMs };
}
