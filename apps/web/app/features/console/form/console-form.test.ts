import { describe, expect, it } from 'vitest';
import { openForm } from '~/features/forms/open-form.server.ts';
import { askConfirm, consoleAnswer } from './console-form.server.ts';
import { baseOf, isConfirmAnswer, isStaleAnswer, pairOf } from './console-form-rules.ts';

/** A post from this site whose API answers `answer`. */
function post(fields: Record<string, string>, answer: { status: number; body: unknown }) {
  const apiFetch = async () => Response.json(answer.body, { status: answer.status });
  const request = new Request('http://forum.test/en/admin/pages/3', {
    method: 'POST',
    headers: { 'sec-fetch-site': 'same-origin', cookie: 'XSRF-TOKEN=t; forum_session=s' },
    body: new URLSearchParams(fields),
  });
  return { request, context: { apiFetch } };
}

type Answered = { data?: Record<string, unknown>; init?: { status?: number } | null; status?: number };

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
