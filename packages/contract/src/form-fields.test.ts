import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formExportName, formFieldsFiles, formFieldsTable } from './form-fields-source.ts';

describe('the table of form fields', () => {
  it('is the one the schemas give, each endpoint in its own module (else run `npm run generate:forms`)', () => {
    const files = formFieldsFiles();
    for (const [path, text] of Object.entries(files)) {
      const written = readFileSync(new URL(`./${path}`, import.meta.url), 'utf8');
      expect(written === text, `${path} is stale: run \`npm run generate:forms\``).toBe(true);
    }
    // a module of an endpoint that has gone would still compile for a page: the generator removes it
    const modules = readdirSync(new URL('./form-fields/', import.meta.url)).map((name) => `form-fields/${name}`);
    expect(modules.filter((path) => !(path in files))).toEqual([]);
  });

  it("names each endpoint's form apart in code", () => {
    const names = Object.keys(formFieldsTable()).map(formExportName);
    expect(new Set(names).size).toBe(names.length);
    expect(formExportName('accounts.changePassword')).toBe('accountsChangePasswordForm');
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
