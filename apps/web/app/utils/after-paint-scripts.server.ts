import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { HELD_MODULE, HELD_PRELOAD } from './after-paint-scripts.ts';

// Rewrites React Router's module preloads and boot module as the HTML goes out (see after-paint-scripts.ts).
const REWRITES: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', `<link rel="${HELD_PRELOAD}"`],
  ['type="module" async=""', `type="${HELD_MODULE}" async=""`],
];
const LONGEST = Math.max(...REWRITES.map(([from]) => from.length));

/** How many characters at the end of `text` could be the start of a pattern cut off by the chunk's end. */
function openTail(text: string): number {
  for (let size = Math.min(text.length, LONGEST - 1); size > 0; size--) {
    const tail = text.slice(-size);
    if (REWRITES.some(([from]) => from.startsWith(tail))) return size;
  }
  return 0;
}

function rewrite(text: string): string {
  return REWRITES.reduce((out, [from, to]) => out.replaceAll(from, to), text);
}

/** A text stream that holds back the page's module preloads and boot module, wherever chunks are split. */
export function holdScriptsUntilPaint(): Transform {
  let carry = '';
  // a chunk may end inside a multi-byte (Arabic) character: the decoder keeps such bytes for the next one
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding, done: TransformCallback) {
      const text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk));
      // keep back, unrewritten, a tail that may be the start of a pattern the next chunk completes
      const cut = text.length - openTail(text);
      carry = text.slice(cut);
      done(null, rewrite(text.slice(0, cut)));
    },
    flush(done: TransformCallback) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}

/**
 * Whether pages hold their scripts until the first paint: yes, unless the server was started with
 * HOLD_SCRIPTS_UNTIL_PAINT=0, which the real-browser bench uses to measure both ways on the same build
 * (decision 024). Read from the server's environment only: no visitor can switch it.
 */
export function scriptsHeld(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.HOLD_SCRIPTS_UNTIL_PAINT !== '0';
}
