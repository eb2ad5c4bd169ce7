// What every measurement of `npm run bench` (scripts/bench.mjs) shares: where things are, the browser it may
// use, progress on stderr, the cleanups that run on every way out, the results folder and the report's rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBudget, median } from './bench-lib.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const RESULTS_DIR = path.join(ROOT, 'bench-results');
export const AUTOCANNON_BIN = path.join(ROOT, 'node_modules/.bin/autocannon');

// Never let anything fetch a browser or phone home: Debian's Chromium, headless, no background traffic
// (the same browser and flags as the end-to-end tests, scripts/chromium.json).
export const chromium = JSON.parse(fs.readFileSync(path.join(ROOT, 'scripts/chromium.json'), 'utf8'));
export const CHROMIUM = process.env.CHROME_PATH ?? chromium.path;

/** Stops a measurement that needs the browser when there is none: the bench never downloads one. */
export function assertChromium() {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} not found (apt-get install chromium); not downloading one`);
}

// ---------------------------------------------------------------- cleanup

// Emergency actions (kill server, kill Chrome, delete temp data) that must run on every way out,
// including Ctrl-C and the watchdog. They are synchronous so they also work inside process.on('exit').
const cleanups = new Map();
let nextCleanupId = 0;

export function onCleanup(fn) {
  const id = nextCleanupId++;
  cleanups.set(id, fn);
  return () => cleanups.delete(id);
}

export function runCleanups() {
  for (const [id, fn] of [...cleanups].reverse()) {
    cleanups.delete(id);
    try {
      fn();
    } catch {
      // Best effort: the process may already be gone.
    }
  }
}

export function installExitHandlers(totalMs) {
  process.on('exit', runCleanups);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      log(`received ${signal}, stopping server and browser`);
      runCleanups();
      process.exit(128 + os.constants.signals[signal]);
    });
  }
  const watchdog = setTimeout(() => {
    log(`bench exceeded ${totalMs / 60_000} min, giving up`);
    runCleanups();
    process.exit(1);
  }, totalMs);
  // The watchdog must not by itself keep the process alive once the work is done.
  watchdog.unref();
}

// Progress goes to stderr so stdout carries only the report.
export function log(message) {
  process.stderr.write(`[bench] ${message}\n`);
}

/** A temporary folder for a server's data, removed on every way out. */
export function tempDataDir(prefix) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

export function writeReport(name, text) {
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, name);
  fs.writeFileSync(file, typeof text === 'string' ? text : JSON.stringify(text, null, 2));
  return path.relative(ROOT, file);
}

export function medianOf(runs, pick) {
  return median(runs.map(pick));
}

// ---------------------------------------------------------------- report rows

// value, op and limit decide pass or fail; shown and text are how value and budget read in the table.
export function budgetRow(metric, { value, shown, op, limit, text }, skipped) {
  if (skipped) return { metric, value: 'skipped', budget: text, result: 'skip', budgeted: true, skipped: true };
  const pass = checkBudget(value, op, limit);
  return { metric, value: shown ?? '-', budget: text, result: pass ? 'pass' : 'FAIL', budgeted: true, pass };
}

export function infoRow(metric, shown) {
  return { metric, value: shown ?? '-', budget: '', result: '' };
}

export function ms(value) {
  return typeof value === 'number' ? `${value} ms` : null;
}
