import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { changedFields } from './audit.ts';
import { csvCell, csvLine } from './csv.ts';
import { containsPattern } from './list.ts';
import { LIST_CSV_BATCH, sendListCsv } from './list-csv.ts';
import { refuseStale } from './stale.ts';

describe('the console tools', () => {
  it('keep only the fields an update changed, both sides', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2] })).toEqual({
      before: { b: 'x', c: [1] },
      after: { b: 'y', c: [1, 2] },
    });
    expect(changedFields(null, { a: 1 })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields({ a: 1 }, undefined)).toEqual({ before: { a: 1 }, after: null });
  });

  it('refuse an edit opened on values that have changed since, naming each field and its value now', () => {
    const current = { title: 'New', capacity: 40, untouched: 'same' };
    expect(() => refuseStale(JSON.stringify({ title: 'New', capacity: 40 }), current)).not.toThrow();
    expect(() => refuseStale(undefined, current)).not.toThrow();
    try {
      refuseStale(JSON.stringify({ title: 'Old', capacity: 40, untouched: 'same' }), current);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const refusal = error as AppError;
      expect(refusal.code).toBe('staleEdit');
      expect(refusal.status).toBe(409);
      expect(refusal.fields).toEqual([
        { key: 'base', messageKey: 'staleEdit' },
        { key: 'title', messageKey: 'changedMeanwhile', params: { value: 'New' } },
      ]);
    }
    expect(() => refuseStale('not json', current)).toThrow(AppError);
    expect(() => refuseStale('[1]', current)).toThrow(AppError);
  });

  it('write CSV cells a spreadsheet cannot run, quoted when they need it', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('مرحبا')).toBe('مرحبا');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-2.5)).toBe('-2.5');
    expect(csvLine(['a', 'b\nc'])).toBe('a,"b\nc"\r\n');
  });

  it('search for the text as typed, a pattern character taken literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it("export a list's every filtered row through its own page function, a batch at a time, headed in the caller's language", async () => {
    type Row = { id: number; name: string };
    const rows: Row[] = Array.from({ length: 2 * LIST_CSV_BATCH + 3 }, (_, i) => ({
      id: i + 1,
      name: i === 0 ? '=1+1' : `n${i + 1}`,
    }));
    const asked: unknown[] = [];
    const sent: { headers: Record<string, string>; body?: Readable } = { headers: {} };
    const reply = {
      header(name: string, value: string) {
        sent.headers[name] = value;
        return this;
      },
      send(body: Readable) {
        sent.body = body;
        return this;
      },
    } as unknown as FastifyReply;
    const request = { locale: 'ar', query: { q: 'n', sort: '-name', cols: 'name' } } as unknown as FastifyRequest;
    await sendListCsv(request, reply, 'test.csv', {
      summary: '',
      columns: [
        { key: 'id', heading: 'peopleCsvId', value: (row: Row) => row.id },
        { key: 'name', heading: 'csvName', value: (row: Row) => row.name },
      ],
      page: async (query: { page: number; perPage: number }) => {
        asked.push(query);
        return { items: rows.slice((query.page - 1) * query.perPage, query.page * query.perPage) };
      },
    });
    let text = '';
    for await (const chunk of sent.body as Readable) text += chunk;
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFالاسم');
    expect(lines[1]).toBe("'=1+1");
    expect(lines.slice(1, -1)).toHaveLength(rows.length);
    expect(lines.at(-2)).toBe(`n${rows.length}`);
    // the list's own query, its filters and sort kept, `cols` not passed on; pages until one is short
    expect(asked).toEqual([1, 2, 3].map((page) => ({ q: 'n', sort: '-name', page, perPage: LIST_CSV_BATCH })));
    expect(sent.headers['content-type']).toContain('text/csv');
  });

  it('refuse a list export before a byte is sent when its first page is refused', async () => {
    let wasSent = false;
    const reply = {
      header() {
        return this;
      },
      send() {
        wasSent = true;
        return this;
      },
    } as unknown as FastifyReply;
    const request = { locale: 'en', query: {} } as unknown as FastifyRequest;
    const answer = sendListCsv(request, reply, 'test.csv', {
      summary: '',
      columns: [],
      page: async () => {
        throw new AppError('forbidden');
      },
    });
    await expect(answer).rejects.toBeInstanceOf(AppError);
    expect(wasSent).toBe(false);
  });
});
