// The socket clients of `npm run bench`, in their own process: open N websockets, subscribe each
// to one symbol's depth/trades/candles and the tickers, count the frames that arrive.
// Usage: node --import tsx bench/ws-clients.ts <wsUrl> <clients> <seconds>
import WebSocket from 'ws';

const [url = '', clients = '1000', seconds = '10'] = process.argv.slice(2);
const sockets: WebSocket[] = [];
let received = 0;

await Promise.all(
  Array.from(
    { length: Number(clients) },
    () =>
      new Promise<void>((resolve, reject) => {
        const socket = new WebSocket(url);
        // Subscribed once the server's depth snapshot arrives: only then does timing start.
        socket.once('message', () => {
          resolve();
          socket.on('message', () => {
            received += 1;
          });
        });
        socket.once('open', () => {
          socket.send(JSON.stringify({ cmd: 'home.subscribe', data: { symbol: 'trade@ETHUSDT' } }));
          socket.send(JSON.stringify({ cmd: 'home.subscribeTicker', data: { kind: 'trade' } }));
        });
        socket.once('error', reject);
        sockets.push(socket);
      }),
  ),
);
// Tell the parent every socket is subscribed; it starts the trading and the clock.
process.stdout.write('ready\n');
received = 0;
const started = performance.now();
await new Promise((resolve) => setTimeout(resolve, Number(seconds) * 1000));
const elapsed = (performance.now() - started) / 1000;
process.stdout.write(
  `${JSON.stringify({ clients: sockets.length, received, perSecond: received / elapsed })}\n`,
);
for (const socket of sockets) socket.terminate();
