import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { holdScriptsUntilPaint } from './after-paint-scripts.server.ts';

async function through(chunks: Buffer[]): Promise<string> {
  return text(Readable.from(chunks).pipe(holdScriptsUntilPaint()));
}

// the shape React Router's <Scripts> is rendered in by React
const page =
  '<html dir="rtl"><head><link rel="modulepreload" href="/assets/a.js" nonce="n1"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n1"/><link rel="stylesheet" href="/s.css"/></head>' +
  '<body><p>برنامج المؤتمر: type="module"</p><script nonce="n1">window.x = 1;</script>' +
  '<script nonce="n1" type="module" async="">import "/assets/a.js";</script></body></html>';

describe('holdScriptsUntilPaint', () => {
  it('holds back every module preload and the boot module, and nothing else', async () => {
    const out = await through([Buffer.from(page)]);
    expect(out).not.toContain('rel="modulepreload"');
    expect(out.match(/rel="forum\/held-modulepreload"/g)).toHaveLength(2);
    expect(out).toContain('<script nonce="n1" type="forum/held-module" async="">import "/assets/a.js";</script>');
    expect(out).toContain('<p>برنامج المؤتمر: type="module"</p><script nonce="n1">window.x = 1;</script>');
    expect(out).toContain('<link rel="stylesheet" href="/s.css"/>');
  });

  it('gives the same page however the bytes are split, inside tags and inside Arabic letters', async () => {
    const bytes = Buffer.from(page);
    const whole = await through([bytes]);
    for (let size = 1; size <= 60; size += 1) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await through(chunks)).toBe(whole);
    }
  });
});
