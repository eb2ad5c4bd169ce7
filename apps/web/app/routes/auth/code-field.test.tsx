import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '~/i18n/i18n.tsx';
import { messagesFor } from '~/i18n/messages.server.ts';
import { CodeField } from './code-field.tsx';

function render(error?: string) {
  return renderToStaticMarkup(
    <I18nProvider locale="en" messages={messagesFor('en', ['auth'])}>
      <CodeField value="12" onChange={() => {}} error={error} />
    </I18nProvider>,
  );
}

describe('CodeField', () => {
  it('is a labelled numeric one-time-code input, left to right', () => {
    const html = render();
    const id = /<input id="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`<label for="${id}" class="field__label">Verification code`);
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain('autoComplete="one-time-code"');
    expect(html).toContain('dir="ltr"');
    expect(html).toContain('name="code"');
    expect(html).toContain('6 digits, valid for 15 minutes');
  });

  it('shows its error and links it for screen readers', () => {
    const html = render('The code is wrong');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/aria-describedby="[^"]*-error"/);
    expect(html).toContain('The code is wrong');
  });
});
