import { describe, expect, it } from 'vitest';
import { startBanner, textLogStream } from './terminal-log.ts';

function collect() {
  const lines: string[] = [];
  const stream = textLogStream({ write: (text) => lines.push(text) });
  const write = (entry: object) => stream.write(`${JSON.stringify({ pid: 1, hostname: 'vm', ...entry })}\n`);
  return { lines, write };
}

const at = new Date(2026, 10, 27, 14, 2, 11).getTime();

describe('textLogStream', () => {
  it('writes a request as one line when it is answered: time, method, address, status, duration', () => {
    const { lines, write } = collect();
    write({
      level: 30,
      time: at,
      reqId: 'req-1',
      req: { method: 'GET', url: '/en/products?q' },
      msg: 'incoming request',
    });
    expect(lines).toEqual([]);
    write({
      level: 30,
      time: at,
      reqId: 'req-1',
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(lines).toEqual(['14:02:11 GET /en/products?q 200 12 ms\n']);
  });

  it('labels warnings and errors, names their request and fields, and keeps a stack', () => {
    const { lines, write } = collect();
    write({ level: 30, time: at, reqId: 'req-2', req: { method: 'POST', url: '/api/cart' }, msg: 'incoming request' });
    write({ level: 50, time: at, reqId: 'req-2', err: { stack: 'Error: boom\n    at x' }, msg: 'request failed' });
    write({ level: 40, time: at, msg: 'two processes on one folder', code: 'X' });
    expect(lines).toEqual([
      '14:02:11 error: request failed (POST /api/cart)\nError: boom\n    at x\n',
      '14:02:11 warning: two processes on one folder (code=X)\n',
    ]);
  });

  it("leaves out Fastify's own address lines (the start prints the site's addresses) and passes other text on", () => {
    const { lines, write } = collect();
    write({ level: 30, time: at, msg: 'Server listening at http://127.0.0.1:3000' });
    expect(lines).toEqual([]);
    textLogStream({ write: (text) => lines.push(text) }).write('not JSON\n');
    expect(lines).toEqual(['not JSON\n']);
  });
});

describe('startBanner', () => {
  const facts = {
    port: 3000,
    host: '0.0.0.0',
    publicUrl: undefined,
    dataDir: '/srv/forum/data',
    databaseUrl: undefined,
    files: 'the folders /srv/forum/data/uploads and /srv/forum/data/private-uploads',
    demo: true,
    startedInMs: 2345,
  };

  it('gives both languages on one line, where the data lives, the demo hint and what HOST means', () => {
    const lines = startBanner(facts);
    expect(lines[0]).toBe('http://localhost:3000 (العربية) · http://localhost:3000/en (English) — ready after 2.3 s');
    expect(lines[1]).toContain('/srv/forum/data (the embedded database');
    expect(lines[2]).toMatch(/customer@forum\.test.*Forum@2026.*WELCOME10.*4111 1111 1111 1111/);
    expect(lines[3]).toContain('HOST=0.0.0.0: other machines on this network reach it too');
  });

  it('names a PostgreSQL server without its password, and gives no demo hint without the demo data', () => {
    const lines = startBanner({
      ...facts,
      host: '127.0.0.1',
      dataDir: undefined,
      databaseUrl: 'postgres://forum:secret@db.internal:5432/forum',
      demo: false,
    });
    expect(lines[0]).toMatch(/^http:\/\/127\.0\.0\.1:3000 \(العربية\)/);
    expect(lines[1]).toContain('PostgreSQL at db.internal:5432/forum');
    expect(lines.join('\n')).not.toContain('secret');
    expect(lines.join('\n')).not.toContain('Demo');
  });
});
