import { describe, expect, it } from 'vitest';
import { mapsLinkOf, telephoneLinkOf, withProtocol } from './links.ts';

describe('withProtocol', () => {
  it('prepends https:// to a link without a protocol', () => {
    expect(withProtocol('example.com/path?q=1')).toBe('https://example.com/path?q=1');
  });

  it('prepends https:// to a host with a port, which looks like a scheme but is not one', () => {
    expect(withProtocol('localhost:3000/films')).toBe('https://localhost:3000/films');
    expect(withProtocol('example.com:8080')).toBe('https://example.com:8080');
  });

  it('keeps http and https links as they are, whatever their case', () => {
    expect(withProtocol('http://example.com')).toBe('http://example.com');
    expect(withProtocol('https://example.com')).toBe('https://example.com');
    expect(withProtocol('HTTPS://Example.com')).toBe('HTTPS://Example.com');
  });

  it('keeps mailto and tel links', () => {
    expect(withProtocol('mailto:info@example.com')).toBe('mailto:info@example.com');
    expect(withProtocol('TEL:+966501234567')).toBe('TEL:+966501234567');
  });

  it('keeps only web, mail and telephone schemes', () => {
    expect(withProtocol('HTTP://x.com')).toBe('HTTP://x.com');
    expect(withProtocol('ftp://files.example.com')).toBe('https://ftp://files.example.com');
  });

  it('turns a protocol-relative link into an https link', () => {
    expect(withProtocol('//x.com/forum')).toBe('https://x.com/forum');
  });

  it('trims surrounding whitespace', () => {
    expect(withProtocol('  instagram.com/forum \n')).toBe('https://instagram.com/forum');
    expect(withProtocol(' https://x.com ')).toBe('https://x.com');
  });

  it('leaves an empty or blank link empty', () => {
    expect(withProtocol('')).toBe('');
    expect(withProtocol('   ')).toBe('');
  });

  it('does not keep a javascript: link runnable, with or without slashes', () => {
    expect(withProtocol('javascript:alert(1)')).toBe('https://javascript:alert(1)');
    expect(withProtocol('javascript://%0Aalert(1)')).toBe('https://javascript://%0Aalert(1)');
    expect(withProtocol('data:text/html,hi')).toBe('https://data:text/html,hi');
  });
});

describe('contact links', () => {
  it('opens the coordinates in maps', () => {
    expect(mapsLinkOf({ lat: 24.7136, lng: 46.6753 })).toBe('https://www.google.com/maps?q=24.7136,46.6753');
  });

  it('dials the number without its spaces and dashes, keeping a leading +', () => {
    expect(telephoneLinkOf('+966 11 234-5678')).toBe('tel:+966112345678');
    expect(telephoneLinkOf('920 000 000')).toBe('tel:920000000');
  });
});
