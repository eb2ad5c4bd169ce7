import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm start` as a person runs it, on the build the browser tests use (no build here), a port and a data folder
// of its own: SIGTERM to npm's own process ends every process of the start within 10 s, and a restart opens the
// same data (issue 30).
const root = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'forum-clean-stop-'));
const started: ChildProcess[] = [];

afterAll(() => {
  // after a failure: whatever is left of a start, so that no server outlives the test run
  for (const child of started) {
    for (const pid of [...descendantsOf(child.pid as number), child.pid as number]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already ended
      }
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('stops every process of it on SIGTERM to npm, and starts again on the same data', async () => {
    const port = await freePort();
    const first = await startSite(port);
    expect(first.output()).toContain('Loaded the demo data');
    expect(first.output()).toContain('"Serving on port');

    const tree = descendantsOf(first.child.pid as number);
    // npm, the start script and the server (npm's shell is replaced by the script: `exec` in package.json)
    expect(tree.length).toBeGreaterThanOrEqual(2);
    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    const left = await waitUntilGone([first.child.pid as number, ...tree], 10_000);
    expect(left, `still running ${Date.now() - stoppedAt} ms after SIGTERM: ${left.join(', ')}`).toEqual([]);
    expect(first.output()).toContain('SIGTERM: stopping');

    const second = await startSite(port);
    // the data of the first start, opened again: nothing to seed, the seeded products are there
    expect(second.output()).not.toContain('Loaded the demo data');
    const products = (await (await fetch(`http://127.0.0.1:${port}/api/products`)).json()) as {
      data: { items: unknown[] };
    };
    expect(products.data.items.length).toBeGreaterThan(0);
    const secondTree = [second.child.pid as number, ...descendantsOf(second.child.pid as number)];
    second.child.kill('SIGTERM');
    expect(await waitUntilGone(secondTree, 10_000)).toEqual([]);
  }, 360_000);
});

async function startSite(port: number) {
  const child = spawn('npm', ['start'], {
    cwd: root,
    // as a person starts it: production (vitest's NODE_ENV=test left out) on the embedded database
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let text = '';
  child.stdout?.on('data', (chunk) => {
    text += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    text += chunk;
  });
  const output = () => text;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start ended (${child.exitCode}):\n${output()}`);
    const status = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { child, output };
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`npm start did not answer within 150 s:\n${output()}`);
}

/** Every process below `pid`, from /proc (Linux). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // pid (command) state ppid …: the command may hold spaces and brackets, so read after its last ')'
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(name), ppid);
    } catch {
      // ended while the list was read
    }
  }
  const found: number[] = [];
  const pending = [pid];
  while (pending.length) {
    const parent = pending.pop() as number;
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        pending.push(child);
      }
    }
  }
  return found;
}

function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // a zombie has ended; only its exit status waits for its parent
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function waitUntilGone(pids: number[], withinMs: number): Promise<number[]> {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (!pids.some(isRunning)) return [];
    await new Promise((done) => setTimeout(done, 100));
  }
  return pids.filter(isRunning);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
