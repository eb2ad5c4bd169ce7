import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formFieldsSource, formFieldsTable } from './form-fields-source.ts';

describe('the table of form fields', () => {
  it('is the one the schemas give (else run `npm run generate:forms`)', () => {
    const written = readFileSync(new URL('./form-fields.generated.ts', import.meta.url), 'utf8');
    const stale = 'form-fields.generated.ts is stale: run `npm run generate:forms`';
    expect(written === formFieldsSource(), stale).toBe(true);
  });

  it('takes the limits of an optional field from its value, not its empty form', () => {
    const contact = formFieldsTable()['info.contact'];
    expect(contact?.telephone).toEqual({ type: 'string', minLength: 1, maxLength: 20 });
    expect(contact?.email).toMatchObject({ type: 'string', required: true, format: 'email', maxLength: 254 });
  });

  it('gives a pattern only when the browser reads it as the API does (anchored)', () => {
    const password = formFieldsTable()['accounts.changePassword']?.password;
    expect(password?.pattern).toBeUndefined();
    expect(password).toMatchObject({ required: true, minLength: 8, maxLength: 128 });
    expect(formFieldsTable()['reviews.create']?.rating).toEqual({ type: 'integer', required: true, min: 1, max: 5 });
  });
});
