import { describe, expect, it } from 'vitest';
import { formatLogLine, readableLogStream } from './console-log.ts';

const at = new Date(2030, 0, 1, 12, 0, 1).getTime();

describe('readable log lines (npm start without LOG_FORMAT=json)', () => {
  it('prints time, level and message on one line', () => {
    expect(
      formatLogLine(
        JSON.stringify({
          level: 30,
          time: at,
          msg: 'demo mailbox: register code for a@b.co is 123456',
        }),
      ),
    ).toBe('12:00:01 INFO  demo mailbox: register code for a@b.co is 123456');
  });

  it('shows a request and its answer when request logs are on', () => {
    expect(
      formatLogLine(
        JSON.stringify({
          level: 30,
          time: at,
          reqId: 'req-1',
          req: { method: 'GET', url: '/health' },
          msg: 'incoming request',
        }),
      ),
    ).toBe('12:00:01 INFO  [req-1] incoming request (GET /health)');
    expect(
      formatLogLine(
        JSON.stringify({
          level: 30,
          time: at,
          reqId: 'req-1',
          res: { statusCode: 200 },
          responseTime: 4.6,
          msg: 'request completed',
        }),
      ),
    ).toBe('12:00:01 INFO  [req-1] request completed → 200 in 5 ms');
  });

  it('puts an error with its first stack frame on the same line', () => {
    const err = {
      type: 'TypeError',
      message: 'boom\nsecond line',
      stack:
        'TypeError: boom\n    at payout (/srv/wallet/withdrawals.ts:12:5)\n    at next (x.js:1:1)',
    };
    expect(
      formatLogLine(JSON.stringify({ level: 50, time: at, err, msg: 'withdrawal payout failed' })),
    ).toBe(
      '12:00:01 ERROR withdrawal payout failed — TypeError: boom second line at /srv/wallet/withdrawals.ts:12:5',
    );
  });

  it("leaves out Fastify's own listening line (the banner says it) and passes non-JSON through", () => {
    expect(
      formatLogLine(JSON.stringify({ level: 30, msg: 'Server listening at http://127.0.0.1:1' })),
    ).toBeNull();
    expect(formatLogLine('plain text')).toBe('plain text');
  });

  it('sends warnings and errors to stderr, the rest to stdout', () => {
    const out: string[] = [];
    const err: string[] = [];
    const stream = readableLogStream(
      { write: (t: string) => out.push(t) },
      { write: (t: string) => err.push(t) },
    );
    stream.write(`${JSON.stringify({ level: 30, time: at, msg: 'hello' })}\n`);
    stream.write(`${JSON.stringify({ level: 40, time: at, msg: 'careful' })}\n`);
    expect(out).toEqual(['12:00:01 INFO  hello\n']);
    expect(err).toEqual(['12:00:01 WARN  careful\n']);
  });
});
