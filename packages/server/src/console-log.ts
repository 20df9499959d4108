/**
 * What `npm start` prints: pino's JSON lines (Fastify's logger) made readable for a person at a
 * terminal, one line each: `12:00:01 WARN  message (GET /path) — Error: reason at file:line`.
 * Used by main.ts unless LOG_FORMAT=json.
 */

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

interface LogLine {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
}

/** Fastify's own "Server listening at …" line: main.ts prints its own start banner instead. */
const SKIPPED = /^Server listening at /;

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** One pino JSON line as one readable line (or null to print nothing). */
export function formatLogLine(json: string): string | null {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return oneLine(json);
  }
  const msg = oneLine(line.msg ?? '');
  if (SKIPPED.test(msg)) return null;
  const time = new Date(line.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = LEVELS[line.level ?? 30] ?? String(line.level);
  const parts = [time, level, line.reqId ? `[${line.reqId}]` : '', msg];
  if (line.req?.method) parts.push(`(${line.req.method} ${line.req.url ?? ''})`);
  if (line.res?.statusCode !== undefined) {
    const took = line.responseTime === undefined ? '' : ` in ${line.responseTime.toFixed(0)} ms`;
    parts.push(`→ ${line.res.statusCode}${took}`);
  }
  if (line.err) {
    const where = /\n\s*at .*?\(?([^()\s]+:\d+:\d+)\)?\s*$/m.exec(line.err.stack ?? '')?.[1];
    const error = oneLine(`${line.err.type ?? 'Error'}: ${line.err.message ?? ''}`);
    parts.push(`— ${error}${where ? ` at ${where}` : ''}`);
  }
  return parts.filter(Boolean).join(' ');
}

/**
 * A pino destination: info and debug lines to stdout, warnings and errors to stderr, each in
 * {@link formatLogLine}'s form.
 */
export function readableLogStream(
  out: { write(text: string): unknown } = process.stdout,
  err: { write(text: string): unknown } = process.stderr,
): { write(chunk: string): void } {
  return {
    write(chunk: string) {
      for (const json of chunk.split('\n')) {
        if (!json.trim()) continue;
        const text = formatLogLine(json);
        if (text === null) continue;
        const level = /"level":(\d+)/.exec(json)?.[1];
        (Number(level ?? 30) >= 40 ? err : out).write(`${text}\n`);
      }
    },
  };
}
