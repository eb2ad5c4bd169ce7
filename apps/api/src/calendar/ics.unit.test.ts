import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine, formatOffset, formatUtc } from './ics.ts';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

/** Undoes the folding (RFC 5545 §3.1) and splits a file into its content lines. */
function unfold(file: string): string[] {
  return file
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

const event = {
  uid: 'event-7@forum',
  start: new Date('2027-02-16T06:00:00Z'),
  end: new Date('2027-02-16T08:30:00Z'),
  summary: 'Opening; keynote, and more',
  description: 'First line\nSecond line with a back\\slash',
  location: 'Al Waha Centre, Riyadh',
  geo: { lat: 24.8163, lng: 46.7011 },
  url: 'https://forum.example/en/events/7',
};

describe('formatUtc', () => {
  it('writes a UTC date-time without separators or milliseconds', () => {
    expect(formatUtc(new Date('2027-02-16T06:05:09.123Z'))).toBe('20270216T060509Z');
  });
});

describe('escapeText', () => {
  it('escapes backslashes, semicolons and commas, and writes line breaks as \\n', () => {
    expect(escapeText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });

  it('drops control characters but keeps tabs and Arabic text', () => {
    expect(escapeText('x\u0000y\u0007z\tw')).toBe('xyz\tw');
    expect(escapeText('ليلة الأفلام، جدة')).toBe('ليلة الأفلام، جدة');
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets alone', () => {
    const line = `SUMMARY:${'a'.repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(foldLine(line)).toBe(line);
  });

  it('folds long lines so that no line exceeds 75 octets and unfolding restores it', () => {
    const line = `DESCRIPTION:${'abcdefghij'.repeat(30)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const part of lines) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('never cuts a multi-byte character in two', () => {
    const line = `SUMMARY:${'سينما تحت النجوم في العلا '.repeat(8)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(Buffer.from(part, 'utf8').toString('utf8')).toBe(part);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });
});

describe('buildCalendar', () => {
  const file = buildCalendar([event], { productId: '-//Forum//Events//EN', now: new Date('2026-11-22T10:00:00Z') });

  it('ends every line with CRLF and never has a bare line feed', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });

  it('wraps one VEVENT in a VCALENDAR with the required properties', () => {
    const lines = unfold(file);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toEqual(
      expect.arrayContaining([
        'VERSION:2.0',
        'PRODID:-//Forum//Events//EN',
        'BEGIN:VEVENT',
        'UID:event-7@forum',
        'DTSTAMP:20261122T100000Z',
        'DTSTART:20270216T060000Z',
        'DTEND:20270216T083000Z',
        'SUMMARY:Opening\\; keynote\\, and more',
        'DESCRIPTION:First line\\nSecond line with a back\\\\slash',
        'LOCATION:Al Waha Centre\\, Riyadh',
        'GEO:24.816300;46.701100',
        'URL:https://forum.example/en/events/7',
        'END:VEVENT',
      ]),
    );
    expect(lines.indexOf('BEGIN:VEVENT')).toBeLessThan(lines.indexOf('END:VEVENT'));
  });

  it('names a feed and asks subscribers to refresh it, for calendars that follow the hint', () => {
    const feed = unfold(
      buildCalendar([event, { ...event, uid: 'event-8@forum' }], {
        productId: '-//Forum//Agenda//EN',
        name: 'My agenda, forum',
        refreshMinutes: 60,
      }),
    );
    expect(feed).toContain('X-WR-CALNAME:My agenda\\, forum');
    expect(feed).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT60M');
    expect(feed.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  });
});

describe('formatOffset', () => {
  it('writes a UTC offset as a sign, hours and minutes', () => {
    expect(formatOffset(180)).toBe('+0300');
    expect(formatOffset(-210)).toBe('-0330');
    expect(formatOffset(0)).toBe('+0000');
  });
});

describe('buildCalendar with a time zone', () => {
  const zoned = unfold(
    buildCalendar([event], { productId: '-//Forum//Agenda//EN', timeZone: 'Asia/Riyadh', now: new Date(0) }),
  );

  it("writes local times of the forum's zone with its TZID, and keeps DTSTAMP in UTC", () => {
    expect(zoned).toContain('DTSTART;TZID=Asia/Riyadh:20270216T090000');
    expect(zoned).toContain('DTEND;TZID=Asia/Riyadh:20270216T113000');
    expect(zoned).toContain('DTSTAMP:19700101T000000Z');
    expect(zoned.some((line) => /^DT(START|END):.*Z$/.test(line))).toBe(false);
  });

  it('names the zone and describes it with one fixed-offset STANDARD rule, before the events', () => {
    expect(zoned).toContain('X-WR-TIMEZONE:Asia/Riyadh');
    const start = zoned.indexOf('BEGIN:VTIMEZONE');
    expect(zoned.slice(start, start + 9)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Asia/Riyadh',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:+0300',
      'TZOFFSETTO:+0300',
      'TZNAME:+03',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
    expect(start).toBeLessThan(zoned.indexOf('BEGIN:VEVENT'));
  });

  it('falls back to UTC times for a zone that changes its clocks, which one fixed rule cannot describe', () => {
    const berlin = unfold(buildCalendar([event], { productId: '-//Forum//Agenda//EN', timeZone: 'Europe/Berlin' }));
    expect(berlin).toContain('DTSTART:20270216T060000Z');
    expect(berlin.some((line) => line.includes('VTIMEZONE') || line.startsWith('X-WR-TIMEZONE'))).toBe(false);
  });
});
