import { describe, expect, it } from 'vitest';
import { readFlash } from '~/features/forms/flash.server.ts';
import { openForm } from '~/features/forms/open-form.server.ts';
import { askConfirm, consoleAnswer, recordAction } from './console-form.server.ts';
import { baseOf, isConfirmAnswer, isStaleAnswer, pairOf } from './console-form-rules.ts';

/** A post from this site whose API answers `answer` (`calls`: the API's calls, by method and path). */
function post(fields: Record<string, string>, answer: { status: number; body: unknown }, calls: string[] = []) {
  const apiFetch = async (path: string, init?: RequestInit) => {
    calls.push(`${init?.method ?? 'GET'} ${new URL(path, 'http://api.test').pathname}`);
    return Response.json(answer.body, { status: answer.status });
  };
  const request = new Request('http://forum.test/en/admin/pages/3', {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', cookie: 'XSRF-TOKEN=t; forum_session=s' },
    body: new URLSearchParams(fields),
  });
  return { request, context: { apiFetch } };
}

type Answered = {
  data?: Record<string, unknown>;
  init?: { status?: number } | null;
  status?: number;
  headers?: Headers;
};

describe('baseOf', () => {
  it("keeps the form's fields of the record, in the fields' order, null for a missing one", () => {
    const record = { id: 3, titleAr: 'عن المنتدى', titleEn: 'About', body: undefined, extra: 'x' };
    expect(baseOf(record, ['titleEn', 'titleAr', 'body'])).toBe(
      JSON.stringify({ titleEn: 'About', titleAr: 'عن المنتدى', body: null }),
    );
  });
});

describe('pairOf', () => {
  it("reads a record's text of one name in both languages", () => {
    const branch = { id: 3, nameAr: 'فرع الرياض', nameEn: 'Riyadh branch', addressAr: 'طريق', addressEn: 'Road' };
    expect(pairOf(branch, 'name')).toEqual({ ar: 'فرع الرياض', en: 'Riyadh branch' });
    expect(pairOf(branch, 'address')).toEqual({ ar: 'طريق', en: 'Road' });
    // @ts-expect-error a name without its two texts does not compile (PairName)
    expect(pairOf(branch, 'id')).toEqual({ ar: '', en: '' });
  });
});

describe('consoleAnswer', () => {
  it('marks a 409 staleEdit refusal stale, keeps the typing beside the fields, and never echoes the old base', async () => {
    const form = await openForm(
      post(
        { base: '{"email":"old@forum.test"}', email: 'mine@forum.test' },
        {
          status: 409,
          body: {
            errors: [
              { key: 'base', value: 'Someone changed this record after you opened it' },
              { key: 'email', value: 'Changed meanwhile; it is now: new@forum.test' },
            ],
          },
        },
      ),
    );
    const result = await form.send('accounts.forgotPassword', { body: { email: form.text('email') } });
    const answer = (await consoleAnswer(form, result)) as unknown as Answered;
    expect(answer.init?.status).toBe(409);
    expect(isStaleAnswer(answer.data)).toBe(true);
    expect(answer.data?.fields).toEqual({ email: 'Changed meanwhile; it is now: new@forum.test' });
    expect(answer.data?.values).toEqual({ email: 'mine@forum.test' });
  });

  it.each([
    [400, { key: 'email', value: 'Not an email' }],
    [409, { key: 'error', value: 'The last administrator stays' }],
  ])('leaves any other refusal unmarked (%i)', async (status, error) => {
    const form = await openForm(post({ email: 'x' }, { status, body: { errors: [error] } }));
    const result = await form.send('accounts.forgotPassword', { body: { email: 'x' } });
    const answer = (await consoleAnswer(form, result)) as unknown as Answered;
    expect(answer.init?.status).toBe(status);
    expect(isStaleAnswer(answer.data)).toBe(false);
  });
});

describe('askConfirm', () => {
  const ask = { title: 'Delete the page?', text: 'It leaves the site.', confirmLabel: 'Delete' };

  it('asks first, with the fields to send again, when the form was not confirmed', async () => {
    const form = await openForm(post({ intent: 'delete', id: '3' }, { status: 200, body: {} }));
    const answer = askConfirm(form, ask) as unknown as Answered;
    expect(isConfirmAnswer(answer.data)).toBe(true);
    expect(answer.data?.confirm).toEqual({ ...ask, fields: { intent: 'delete', id: '3' } });
  });

  it('goes on once confirmed=1 came with it', async () => {
    const form = await openForm(post({ intent: 'delete', id: '3', confirmed: '1' }, { status: 200, body: {} }));
    expect(askConfirm(form, ask)).toBeNull();
  });
});

describe('recordAction', () => {
  const words = {
    confirmTitle: 'Delete the session?',
    confirmText: 'It leaves the timetable.',
    confirmLabel: 'Delete',
    deleted: 'Deleted',
    created: 'Created',
    saved: 'Saved',
  };
  const calls = {
    create: 'programme.addSession',
    update: 'programme.updateSession',
    remove: 'programme.deleteSession',
  } as const;

  it('refuses a delete sent to a new record without asking the API', async () => {
    const sent: string[] = [];
    const form = await openForm(post({ intent: 'delete', confirmed: '1' }, { status: 200, body: {} }, sent));
    const answer = (await recordAction(form, 'new', { list: '/admin/sessions', calls, words })) as Answered;
    expect(answer.init?.status).toBe(400);
    expect(answer.data?.messages).toEqual([form.t('somethingWentWrong')]);
    expect(sent).toEqual([]);
  });

  it('deletes a saved record once confirmed, its word read from the answer', async () => {
    const sent: string[] = [];
    const answered = { status: 200, body: { data: { id: 3, notified: 2 } } };
    const form = await openForm(post({ intent: 'delete', confirmed: '1' }, answered, sent));
    const deleted = (done: { notified: number }) => `Deleted; ${done.notified} told`;
    const answer = (await recordAction(form, '3', {
      list: '/admin/sessions',
      calls,
      words: { ...words, deleted },
    })) as Answered;
    expect(sent).toEqual(['DELETE /api/admin/programme/sessions/3']);
    expect(answer.headers?.get('location')).toBe('/en/admin/sessions');
    expect(readFlash(answer.headers?.get('set-cookie') ?? null)?.text).toBe('Deleted; 2 told');
  });

  it("sends a saved record to savedTo, and says the API's errors as the form's (errorsAs)", async () => {
    const session = { day: '2026-03-04' };
    const saved = await openForm(post({ titleAr: 'ج', titleEn: 'S' }, { status: 200, body: { data: { session } } }));
    const to = (done: { session: { day: string | null } }) => saved.to(`/admin/timetable?day=${done.session.day}`);
    const options = { list: '/admin/sessions', calls, words, savedTo: to };
    const answer = (await recordAction(saved, '3', options)) as Answered;
    expect(answer.headers?.get('location')).toBe('/en/admin/timetable?day=2026-03-04');

    const refusal = { status: 400, body: { errors: [{ key: 'photoUrl', value: 'Required' }] } };
    const refused = await openForm(post({ titleAr: 'ج' }, refusal));
    const errorsAs = { photoUrl: { key: 'photo', value: 'Choose a photo' } };
    const failure = (await recordAction(refused, 'new', { ...options, fields: ['photo'], errorsAs })) as Answered;
    expect(failure.data?.fields).toEqual({ photo: 'Choose a photo' });
  });
});
