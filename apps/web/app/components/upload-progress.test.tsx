import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { ar } from '~/i18n/ar.ts';
import { en } from '~/i18n/en.ts';
import { I18nProvider } from '~/i18n/i18n.tsx';
import { deferredPartsOnServer } from './deferred-part.tsx';
import { FileField } from './file-field.tsx';
import { formatPercent, UploadProgress } from './upload-progress.tsx';

const rules = { types: ['image/jpeg'], maxBytes: 5_000_000 };

describe('the progress of an upload', () => {
  // the bar is a deferred part: the server has it loaded before it renders, as entry.server.tsx waits for
  beforeAll(() => deferredPartsOnServer());

  it('writes the percentage with Latin digits in both languages', () => {
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(formatPercent(42, 'ar')).toMatch(/^\u200f?42\u200f?٪/);
    expect(formatPercent(100, 'ar')).toContain('100');
  });

  it("is not in the server's HTML (the form posts as plain HTML), only its polite live region, empty", () => {
    const html = renderToString(
      <I18nProvider locale="ar" messages={ar}>
        <FileField
          name="picture"
          label="الصورة"
          hint=""
          rules={rules}
          state={{ status: 'empty' }}
          onChoose={() => {}}
        />
      </I18nProvider>,
    );
    expect(html).toContain('type="file"');
    expect(html).not.toContain('<progress');
    expect(html).toMatch(/<span role="status" class="visually-hidden"><\/span>/);
  });

  it('shows nothing while no file of its field is being sent', () => {
    const html = renderToString(
      <I18nProvider locale="en" messages={en}>
        <UploadProgress input={createRef()} />
      </I18nProvider>,
    );
    expect(html).not.toContain('upload-progress__label');
    expect(html).not.toContain(en.uploadSending);
  });
});
