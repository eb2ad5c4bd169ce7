import { describe, expect, it } from 'vitest';
import { detectFileKind } from './file-type.ts';

describe('detectFileKind', () => {
  it('recognises PNG, JPEG, WebP and PDF by their first bytes', () => {
    expect(detectFileKind(Buffer.from('89504e470d0a1a0a0000', 'hex'))?.mime).toBe('image/png');
    expect(detectFileKind(Buffer.from('ffd8ffe000104a464946', 'hex'))?.mime).toBe('image/jpeg');
    expect(detectFileKind(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))?.mime).toBe('image/webp');
    expect(detectFileKind(Buffer.from('%PDF-1.7\n', 'latin1'))?.mime).toBe('application/pdf');
  });

  it('refuses SVG, HTML and a file that only claims to be an image', () => {
    expect(detectFileKind(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(detectFileKind(Buffer.from('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(detectFileKind(Buffer.from('GIF89a'))).toBeNull();
    expect(detectFileKind(Buffer.alloc(0))).toBeNull();
  });
});
