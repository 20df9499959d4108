// The socket clients of `npm run bench`, in their own process: open N websockets to each server
// given, subscribe each to one symbol's depth/trades/candles and the tickers, and count the
// messages (and bytes) each server's sockets receive and the sockets a server closed.
// Prints `ready` once every socket has its first message (the depth snapshot); then, for each
// `mark` line on stdin, one JSON line of the counts so far; `end` closes everything.
// Usage: node --import tsx bench/ws-clients.ts <clients> <wsUrl> [<wsUrl> ...]
import readline from 'node:readline';
import WebSocket from 'ws';

const [clients = '1000', ...urls] = process.argv.slice(2);
const sockets: WebSocket[] = [];
const received = urls.map(() => 0);
const bytes = urls.map(() => 0);
const closed = urls.map(() => 0);
let ending = false;

function open(url: string, server: number): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(url);
    // Subscribed once the server's first message (the depth snapshot) arrives.
    socket.once('message', () => {
      resolve();
      socket.on('message', (data: Buffer) => {
        received[server] = (received[server] ?? 0) + 1;
        bytes[server] = (bytes[server] ?? 0) + data.length;
      });
      socket.on('close', () => {
        if (!ending) closed[server] = (closed[server] ?? 0) + 1;
      });
    });
    socket.once('open', () => {
      socket.send(JSON.stringify({ cmd: 'home.subscribe', data: { symbol: 'trade@ETHUSDT' } }));
      socket.send(JSON.stringify({ cmd: 'home.subscribeTicker', data: { kind: 'trade' } }));
    });
    socket.once('error', reject);
    sockets.push(socket);
  });
}

for (const [server, url] of urls.entries())
  await Promise.all(Array.from({ length: Number(clients) }, () => open(url, server)));
process.stdout.write('ready\n');

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (line === 'mark') {
    process.stdout.write(
      `${JSON.stringify({ at: performance.now(), clients: Number(clients), received, bytes, closed })}\n`,
    );
  } else if (line === 'end') break;
}
ending = true;
for (const socket of sockets) socket.terminate();
process.exit(0);
