import type { SocketFactory } from '@exchange/machines';

/**
 * The socket address: the page's own host at /ws, `wss:` under https (the server serves the app,
 * the API and the feed on one port).
 *
 * @example socketUrl({ protocol: 'https:', host: 'ex.com' }) // 'wss://ex.com/ws'
 */
export function socketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/**
 * The server binds a socket only to the uid of a session it can prove (packages/server: the
 * token in `?token=` or in the bindUid command). The socket opens before sign-in, so the token
 * rides on each `home.bindUid` frame instead, read when the frame is sent.
 *
 * @example withToken('{"cmd":"home.bindUid","data":{"uid":"7"}}', 'jwt') // …"data":{"uid":"7","token":"jwt"}}
 */
export function withToken(frame: string, token: string | null): string {
  if (token === null || !frame.includes('"home.bindUid"')) return frame;
  const command = JSON.parse(frame) as { cmd: string; data: Record<string, unknown> };
  return command.cmd === 'home.bindUid'
    ? JSON.stringify({ ...command, data: { ...command.data, token } })
    : frame;
}

/** A fresh browser WebSocket per connection attempt, for the socket machine's `createSocket`. */
export function browserSocketFactory(url: string, getToken: () => string | null): SocketFactory {
  return (on) => {
    const ws = new WebSocket(url);
    ws.onopen = () => {
      on.open();
    };
    ws.onmessage = (event: MessageEvent) => {
      on.message(typeof event.data === 'string' ? event.data : '');
    };
    ws.onclose = (event: CloseEvent) => {
      on.close(event.code);
    };
    ws.onerror = () => {
      on.error();
    };
    return {
      send: (frame) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(withToken(frame, getToken()));
      },
      close: () => {
        ws.onclose = null;
        ws.onerror = null;
        ws.close();
      },
    };
  };
}
