import { describe, expect, it } from 'vitest';
import { errorsAs, stopsInPage } from './form-errors.ts';

const required = 'This field is required';

describe('stopsInPage', () => {
  it('lets a form go when its empty fields are the API’s, so one answer names them with the rest', () => {
    expect(stopsInPage({ message: required }, {}, ['email', 'telephone', 'message'])).toBe(false);
    expect(stopsInPage({}, {}, ['email'])).toBe(false);
  });

  it('keeps a form in the page for a field the action does not check, or a page-only problem', () => {
    expect(stopsInPage({ acceptTerms: required, email: required }, {}, ['email'])).toBe(true);
    expect(stopsInPage({}, { attachment: 'The upload failed' }, ['email'])).toBe(true);
    expect(stopsInPage({ email: required }, {}, [])).toBe(true);
  });
});

describe('errorsAs', () => {
  it('says the named keys as the page says them, keeps the rest and a success as they are', () => {
    const refused = {
      ok: false as const,
      status: 400,
      isCancelled: false,
      errors: [
        { key: 'photoUrl', value: 'This field is required' },
        { key: 'nameEn', value: 'This field is required' },
      ],
    };
    const said = errorsAs(refused, { photoUrl: { key: 'photo', value: 'Choose a photo' } });
    expect(said.ok ? [] : said.errors).toEqual([
      { key: 'photo', value: 'Choose a photo' },
      { key: 'nameEn', value: 'This field is required' },
    ]);
    const done = { ok: true as const, status: 200, data: { id: 1 } };
    expect(errorsAs(done, { photoUrl: { key: 'photo', value: 'x' } })).toBe(done);
  });
});
