import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import websocket, { type WebSocket } from '@fastify/websocket';
import type { HubClient, HubConnection } from './hub-connection.ts';
import type { SocketHub } from './socket-hub.ts';

/** The live feed's path: `ws://host/ws?token={token}` (the token is optional until bindUid). */
export const LIVE_PATH = '/ws';

/** Ping every socket this often; a socket that answers neither pings nor commands is dropped. */
const PING_MS = 10_000;

/**
 * The hub's side of a ws socket: ws itself, plus {@link HubClient.write} of messages the hub
 * framed once for many sockets, written straight to the TCP socket ws writes to (ws has no
 * public call for bytes already framed). Only for a socket without permessage-deflate, whose
 * ws frames are written in order as they are sent; nothing is written once it is not open.
 */
function hubClientOf(socket: WebSocket): HubClient {
  // ws keeps its TCP socket as `_socket` (ws 8); bufferedAmount counts what is queued on it.
  const tcp = (socket as unknown as { _socket?: Duplex })._socket;
  const client: HubClient = {
    send: (data) => {
      socket.send(data);
    },
    get bufferedAmount() {
      return socket.bufferedAmount;
    },
    close: (code, reason) => {
      socket.close(code, reason);
    },
    terminate: () => {
      socket.terminate();
    },
  };
  if (tcp && socket.extensions === '')
    client.write = (wire) => {
      if (socket.readyState === socket.OPEN) tcp.write(wire);
    };
  return client;
}

/**
 * Serve the socket hub at {@link LIVE_PATH} with @fastify/websocket. Every socket is pinged so
 * half-open TCP connections (a laptop closed mid-session) are found and dropped by the hub.
 * Frames are capped at the hub's `maxPayloadBytes`; sockets are counted per `request.ip` (behind
 * a reverse proxy, set Fastify's `trustProxy` so that is the client's address, not the proxy's).
 *
 * @example await registerLiveRoutes(app, hub);
 */
export async function registerLiveRoutes(app: FastifyInstance, hub: SocketHub): Promise<void> {
  // A larger frame closes the socket with 1009 before the hub sees it (no command is near this).
  await app.register(websocket, { options: { maxPayload: hub.limits.maxPayloadBytes } });
  const sockets = new Map<HubConnection, WebSocket>();
  const ping = setInterval(() => {
    for (const socket of sockets.values()) socket.ping();
  }, PING_MS);
  ping.unref();
  app.addHook('onClose', () => {
    clearInterval(ping);
  });

  app.get(LIVE_PATH, { websocket: true }, (socket, request) => {
    const query = request.query as Record<string, unknown>;
    const token = typeof query.token === 'string' && query.token.length > 0 ? query.token : null;
    const connection = hub.attach(hubClientOf(socket), token, request.ip);
    sockets.set(connection, socket);
    socket.on('message', (data: Buffer) => {
      void connection.receive(data.toString('utf8'));
    });
    socket.on('pong', () => {
      connection.alive();
    });
    socket.on('close', () => {
      sockets.delete(connection);
      connection.closed();
    });
    socket.on('error', () => {
      socket.terminate();
    });
  });
}
