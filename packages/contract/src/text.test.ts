import { describe, expect, it } from 'vitest';
import { truncate } from './text.ts';

describe('truncate', () => {
  it('returns text within the limit unchanged', () => {
    expect(truncate('Saudi Film Forum', 16)).toBe('Saudi Film Forum');
    expect(truncate('short', 100)).toBe('short');
    expect(truncate('', 0)).toBe('');
  });

  it('cuts longer text to the limit and ends it with " ..."', () => {
    expect(truncate('Saudi Film Forum', 5)).toBe('Saudi ...');
    expect(truncate('abcdefghij', 4)).toBe('abcd ...');
  });

  it('drops whitespace left at the cut before the ellipsis', () => {
    expect(truncate('Saudi Film Forum', 6)).toBe('Saudi ...');
    expect(truncate('Saudi   Film', 8)).toBe('Saudi ...');
  });

  it('cuts Arabic text by characters', () => {
    expect(truncate('ملتقى الأفلام السعودي', 5)).toBe('ملتقى ...');
    expect(truncate('ملتقى الأفلام', 13)).toBe('ملتقى الأفلام');
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '🎬🎬🎬 film';
    expect(text.length).toBe(11);
    expect(truncate(text, 9)).toBe(text);
    expect(truncate(text, 2)).toBe('🎬🎬 ...');
    expect(truncate('a🎬b', 2)).toBe('a🎬 ...');
  });

  it('returns only the ellipsis when nothing but whitespace would be kept', () => {
    expect(truncate('   film', 2)).toBe('...');
    expect(truncate('film', 0)).toBe('...');
  });
});
