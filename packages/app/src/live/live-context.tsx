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
    return () => {
      messages.unsubscribe();
      parseErrors.unsubscribe();
    };
  }, [socket, tickers, bus, onNotify]);

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

  const live = useMemo(() => ({ socket, network, tickers, bus }), [socket, network, tickers, bus]);
  return <LiveContext value={live}>{children}</LiveContext>;
}

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
