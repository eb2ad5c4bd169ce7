import { TestRunner } from 'vitest';

/** pino's number for `error`; `fatal` is above it. */
const ERROR_LEVEL = 50;

type Allowance = { reason: string; match: RegExp; untilTestEnds: boolean };
type LogLine = {
  level?: number;
  msg?: string;
  reqId?: string;
  err?: { type?: string; message?: string; stack?: string };
};

const watchers = new Set<ReturnType<typeof watchServerErrors>>();

/**
 * The error-level lines of one test server's log: a fault of the server (a 500 the code did not mean,
 * a failed delivery) that no test declared. The setup file of the API tier (server-errors-setup.ts)
 * fails the test during which one was written; the server's close fails its file for what is left.
 */
export function watchServerErrors() {
  const unexpected: string[] = [];
  const allowances: Allowance[] = [];
  /** what each failed request was, for the message: an error line names the request by its id only */
  const requests = new Map<string, string>();
  const watcher = {
    /** A log line as the server writes it (JSON). */
    read(line: string) {
      let entry: LogLine;
      try {
        entry = JSON.parse(line) as LogLine;
      } catch {
        return;
      }
      if ((entry.level ?? 0) < ERROR_LEVEL) return;
      const request = entry.reqId ? requests.get(entry.reqId) : undefined;
      const text = [entry.msg, request && `(${request})`, entry.err && `${entry.err.type}: ${entry.err.message}`]
        .filter(Boolean)
        .join(' ');
      if (allowances.some((allowance) => allowance.match.test(text))) return;
      unexpected.push(entry.err?.stack ? `${text}\n${entry.err.stack}` : text);
    },
    /** Names the request of a failure, for its message. */
    failed(id: string, request: string) {
      requests.set(id, request);
    },
    allow(reason: string, match: RegExp) {
      if (!reason.trim()) throw new Error('a test that provokes a fault of the server says why');
      allowances.push({ reason, match, untilTestEnds: TestRunner.getCurrentTest() !== undefined });
    },
    /** What the test during which it was written did not declare; taken, so each is told once. */
    take(): string[] {
      for (let index = allowances.length - 1; index >= 0; index -= 1) {
        if (allowances[index]?.untilTestEnds) allowances.splice(index, 1);
      }
      requests.clear();
      return unexpected.splice(0);
    },
    assertNone() {
      watchers.delete(watcher);
      throwFor(watcher.take());
    },
  };
  watchers.add(watcher);
  return watcher;
}

/** Every test server's faults since the last check (the API tier's afterEach). */
export function assertNoServerErrors() {
  throwFor([...watchers].flatMap((watcher) => watcher.take()));
}

function throwFor(lines: string[]) {
  if (!lines.length) return;
  throw new Error(
    `the server logged ${lines.length} error(s) no test declared (a 5xx it did not mean?); fix the cause, or ` +
      `declare a fault the test provokes with api.allowServerErrors(reason, /pattern/):\n${lines.join('\n\n')}`,
  );
}
