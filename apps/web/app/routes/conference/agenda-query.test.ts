import { describe, expect, it } from 'vitest';
import { agendaSearch, hasFilters, parseAgendaQuery, shownDay } from './agenda-query.ts';

const days = ['2027-02-16', '2027-02-17', '2027-02-18'];
const parse = (search: string) => parseAgendaQuery(new URLSearchParams(search));

describe('the agenda address', () => {
  it('reads every filter', () => {
    expect(parse('day=2027-02-17&hall=2&track=3&type=panel&language=en&q=%20سينما%20')).toEqual({
      day: '2027-02-17',
      hall: 2,
      track: 3,
      type: 'panel',
      language: 'en',
      q: 'سينما',
    });
  });

  it('ignores values that cannot be filters', () => {
    expect(parse('day=tomorrow&hall=-1&track=abc&type=party&language=fr')).toEqual({
      day: null,
      hall: null,
      track: null,
      type: null,
      language: null,
      q: '',
    });
  });

  it('writes only what is set, and reads back the same', () => {
    const query = parse('day=all&type=keynote&q=film');
    expect(agendaSearch(query)).toBe('?day=all&type=keynote&q=film');
    expect(parse(agendaSearch(query).slice(1))).toEqual(query);
    expect(agendaSearch({})).toBe('');
    expect(hasFilters(parse('day=2027-02-16'))).toBe(false);
    expect(hasFilters(parse('q=x'))).toBe(true);
  });
});

describe('the day shown', () => {
  it('is the first day before and after the forum, today while it runs', () => {
    expect(shownDay(parse(''), days, '2026-11-22')).toBe('2027-02-16');
    expect(shownDay(parse(''), days, '2027-02-17')).toBe('2027-02-17');
  });

  it('is the day asked for, or all days for a search without a day', () => {
    expect(shownDay(parse('day=2027-02-18'), days, '2027-02-17')).toBe('2027-02-18');
    expect(shownDay(parse('q=film'), days, '2027-02-17')).toBe('all');
    expect(shownDay(parse('day=2027-02-18&q=film'), days, '2027-02-17')).toBe('2027-02-18');
    expect(shownDay(parse('day=2030-01-01'), days, '2027-02-17')).toBe('2027-02-17');
  });
});
