import { describe, expect, it } from 'vitest';
import { stopsInPage } from './form-errors.ts';

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
