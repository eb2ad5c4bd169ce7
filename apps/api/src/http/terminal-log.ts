/**
 * The server's log for a person at a terminal (LOG_FORMAT=text, or `auto` on a terminal): the same events as
 * the JSON lines a log collector reads, each on one short line. A request is one line when it is answered
 * (`14:02:11 GET /en/products 200 12 ms`), not the two JSON lines of its start and its end.
 */

type Output = { write: (text: string) => unknown };

type LogEntry = {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { stack?: string; message?: string };
  [field: string]: unknown;
};

// what every line of pino carries, or what the text already says in another way
const KNOWN_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'err', 'req', 'res', 'responseTime']);
// requests started but not yet answered; a bound, for requests whose end is never logged
const MAX_PENDING = 10_000;

/** A stream for Fastify's logger (`stream`) that writes short lines to `out`. */
export function textLogStream(out: Output) {
  const pending = new Map<string, string>();
  return {
    write(line: string) {
      const text = textOfLogLine(line, pending);
      if (text !== null) out.write(`${text}\n`);
    },
  };
}

/** One JSON log line as text, or null when it says nothing on its own (a request's start, Fastify's own address lines). */
export function textOfLogLine(line: string, pending: Map<string, string>): string | null {
  let entry: LogEntry;
  try {
    entry = JSON.parse(line) as LogEntry;
  } catch {
    return line.trimEnd();
  }
  const message = entry.msg ?? '';
  const request = entry.reqId ? pending.get(entry.reqId) : undefined;
  if (entry.reqId && entry.req && message === 'incoming request') {
    if (pending.size >= MAX_PENDING) pending.clear();
    pending.set(entry.reqId, `${entry.req.method ?? ''} ${entry.req.url ?? ''}`);
    return null;
  }
  const time = clockOf(entry.time);
  if (message === 'request completed' && entry.res) {
    if (entry.reqId) pending.delete(entry.reqId);
    const took = typeof entry.responseTime === 'number' ? ` ${Math.round(entry.responseTime)} ms` : '';
    return `${time} ${request ?? entry.reqId ?? 'request'} ${entry.res.statusCode ?? ''}${took}`;
  }
  // the start prints the site's addresses itself, for people (startBanner)
  if (message.startsWith('Server listening at ')) return null;
  const level = entry.level ?? 30;
  const label = level >= 50 ? 'error: ' : level >= 40 ? 'warning: ' : '';
  const extra = Object.entries(entry)
    .filter(([name]) => !KNOWN_FIELDS.has(name))
    .map(([name, value]) => `${name}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const context = [request, ...extra].filter(Boolean).join(', ');
  const stack = entry.err?.stack ? `\n${entry.err.stack}` : entry.err?.message ? ` (${entry.err.message})` : '';
  return `${time} ${label}${message}${context ? ` (${context})` : ''}${stack}`;
}

function clockOf(time: number | undefined): string {
  const date = new Date(time ?? Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

export type StartFacts = {
  port: number;
  host: string;
  publicUrl: string | undefined;
  /** The embedded database's folder, or undefined on PostgreSQL. */
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  /** Where uploads are kept (the file store's own description). */
  files: string;
  demo: boolean;
  startedInMs: number;
};

/** What a person at a terminal reads once the site answers: where it is, where its data is, how to try it. */
export function startBanner(facts: StartFacts): string[] {
  const everyInterface = facts.host === '0.0.0.0' || facts.host === '::';
  const origin = facts.publicUrl ?? `http://${everyInterface ? 'localhost' : hostInUrl(facts.host)}:${facts.port}`;
  const lines = [
    `${origin} (العربية) · ${origin}/en (English) — ready after ${(facts.startedInMs / 1000).toFixed(1)} s`,
    facts.databaseUrl
      ? `  Data: PostgreSQL at ${withoutCredentials(facts.databaseUrl)}; files in ${facts.files}`
      : `  Data: ${facts.dataDir} (the embedded database; files in ${facts.files})`,
  ];
  if (facts.demo) {
    lines.push(
      '  Demo: customer@forum.test or staff@forum.test, password Forum@2026; coupon WELCOME10; ' +
        'card 4111 1111 1111 1111 (README, "Demo accounts")',
    );
  }
  lines.push(
    everyInterface
      ? `  HOST=${facts.host}: other machines on this network reach it too (HOST=127.0.0.1 keeps it to this one). Ctrl+C stops it.`
      : `  HOST=${facts.host}. Ctrl+C stops it.`,
  );
  return lines;
}

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

function withoutCredentials(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.host}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
