// The HTTP load generator of `npm run bench`, run as its own process so the load does not share
// the server's event loop: POST /spots/order as multipart forms, every request a new
// client order id, alternating buy/sell limit orders that cross half the time.
// Usage: node --import tsx bench/http-load.ts <baseUrl> <token>[,<token>…] <seconds> <connections>
import autocannon from 'autocannon';

const [baseUrl = '', tokenList = '', seconds = '10', connections = '20'] = process.argv.slice(2);
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
const result = await autocannon({
  url: baseUrl,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    {
      method: 'POST',
      path: '/spots/order',
      setupRequest: (request) => {
        sequence += 1;
        const side = sequence % 2 === 0 ? 'buy' : 'sell';
        // Prices 2995..3005 around 3000: about half the orders cross and fill.
        const price = String(2995 + (sequence % 11));
        return {
          ...request,
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
            client_order_id: `b${process.pid}-${sequence}`,
          }),
        };
      },
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
