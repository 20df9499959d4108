import { fromPromise } from 'xstate';
import { parseCommand, type ChannelSymbol, type ServerMessage } from '@exchange/api/socket';
import type { SocketFactory } from '@exchange/machines';
import type { LiveDeps } from '../app-root.tsx';

export interface FakeLiveOptions {
  /** Frames the fake server pushes right after the socket opens. */
  frames?: readonly ServerMessage[];
  /** The probe's round trip in ms, or 'fail' for a failing probe. */
  rttMs?: number | 'fail';
  /** Never open the socket (a server that is down). */
  neverOpen?: boolean;
  /**
   * Frames pushed when the client subscribes to a channel (`home.subscribe`), as the real server
   * sends a channel's depth and trades on subscribe: market frames need a listener to land.
   */
  channelFrames?: Partial<Record<ChannelSymbol, readonly ServerMessage[]>>;
}

/**
 * A socket and a network probe for stories and tests: the socket opens at once and pushes the
 * given frames; the probe answers with a fixed round trip. Nothing touches the network.
 */
export function fakeLive({
  frames = [],
  rttMs = 42,
  neverOpen = false,
  channelFrames = {},
}: FakeLiveOptions = {}): LiveDeps {
  const createSocket: SocketFactory = (on) => {
    let closed = false;
    if (!neverOpen) {
      queueMicrotask(() => {
        if (closed) return;
        on.open();
        for (const frame of frames) on.message(JSON.stringify(frame));
      });
    }
    return {
      send: (raw) => {
        const command = parseCommand(raw);
        if (!command.ok || command.value.cmd !== 'home.subscribe') return;
        const replies = channelFrames[command.value.data.symbol] ?? [];
        queueMicrotask(() => {
          if (closed) return;
          for (const frame of replies) on.message(JSON.stringify(frame));
        });
      },
      close: () => {
        closed = true;
      },
    };
  };
  const probe = fromPromise<number>(() =>
    rttMs === 'fail' ? Promise.reject(new Error('probe failed')) : Promise.resolve(rttMs),
  );
  return { createSocket, probe };
}
