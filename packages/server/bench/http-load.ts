// The HTTP load generator of `npm run bench`, run as its own process so the load does not share
// the server's event loop: POST /spots/order as multipart forms, every request a new
// client order id, alternating buy/sell limit orders that cross half the time.
// Usage: node --import tsx bench/http-load.ts <baseUrl> <token>[,<token>…] <seconds> <connections> [rate]
// Without a rate: autocannon, as fast as `connections` closed loops go (the max throughput).
// With a rate: an open-loop client (constant-rate.ts) sending `rate` requests/s on a fixed
// schedule, each latency counted from when it was due, so a server that falls behind pays for
// the queue it builds (autocannon's rate mode bursts each second's quota and hides it).
import autocannon from 'autocannon';
import { constantRate } from './constant-rate.ts';

const [baseUrl = '', tokenList = '', seconds = '10', connections = '20', rate = ''] =
  process.argv.slice(2);
const tokens = tokenList.split(',');
const boundary = 'benchboundary';

function form(fields: Record<string, string>): string {
  return (
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`
  );
}

let sequence = 0;
/** The next order: its headers and multipart body. */
function nextOrder(): { headers: Record<string, string>; body: string } {
  sequence += 1;
  const side = sequence % 2 === 0 ? 'buy' : 'sell';
  // Prices 2995..3005 around 3000: about half the orders cross and fill.
  const price = String(2995 + (sequence % 11));
  return {
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${tokens[sequence % tokens.length] ?? ''}`,
      'device-id': 'bench',
      'device-type': '10',
    },
    body: form({
      symbol: 'ETHUSDT',
      side,
      type: 'limit',
      price,
      amount: '0.01',
      client_order_id: `b${String(process.pid)}-${String(sequence)}`,
    }),
  };
}

if (rate) {
  const result = await constantRate({
    url: baseUrl,
    path: '/spots/order',
    rate: Number(rate),
    seconds: Number(seconds),
    connections: Number(connections),
    next: nextOrder,
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
} else {
  const result = await autocannon({
    url: baseUrl,
    connections: Number(connections),
    duration: Number(seconds),
    requests: [
      {
        method: 'POST',
        path: '/spots/order',
        setupRequest: (request) => ({ ...request, ...nextOrder() }),
      },
    ],
  });
  process.stdout.write(
    `${JSON.stringify({
      requests: result.requests.total,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
    })}\n`,
  );
}
