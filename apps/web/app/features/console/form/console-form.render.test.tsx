import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en.ts';
import { I18nProvider } from '~/i18n/i18n.tsx';
import {
  BaseField,
  ConfirmButton,
  ConfirmStep,
  ConsoleBilingualField,
  ImageField,
  StaleSummary,
} from './console-form.tsx';
import { RecordPage } from './record-page.tsx';

/** The server's HTML of a console page whose action answered `actionData` (a form sent without scripts). */
function render(element: ReactNode, actionData?: unknown) {
  const router = createMemoryRouter(
    [{ id: 'page', path: '/en/admin/pages/3', loader: () => null, action: () => null, element }],
    {
      initialEntries: ['/en/admin/pages/3'],
      hydrationData: { loaderData: { page: null }, ...(actionData ? { actionData: { page: actionData } } : {}) },
    },
  );
  return renderToString(
    <I18nProvider locale="en" messages={en}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const field = (name: string) => ({ name, error: undefined, onEdit: () => {} });

describe('the console form kit as HTML', () => {
  it('says at the top that nothing was saved after a stale refusal, and nothing otherwise', () => {
    expect(render(<StaleSummary />, { ok: false, stale: true, fields: {}, messages: [], values: {} })).toContain(
      en.consoleFrameStaleTitle,
    );
    expect(render(<StaleSummary />, { ok: false, fields: {}, messages: [], values: {} })).not.toContain(
      en.consoleFrameStaleTitle,
    );
  });

  it('shows the confirmation step as a form that sends the same fields with confirmed=1', () => {
    const html = render(<ConfirmStep />, {
      confirm: {
        title: 'Delete the page?',
        text: 'It leaves the site.',
        confirmLabel: 'Delete',
        fields: { intent: 'delete' },
      },
    });
    expect(html).toContain('Delete the page?');
    expect(html).toMatch(/<form [^>]*method="post"/);
    expect(html).toContain('name="intent" value="delete"');
    expect(html).toContain('name="confirmed" value="1"');
    expect(render(<ConfirmStep />)).not.toContain('confirm-step');
  });

  it('draws the destructive button as a plain submit before scripts, unconfirmed', () => {
    const html = render(
      <ConfirmButton name="intent" value="delete" label="Delete" title="Delete?" text="Gone." confirmLabel="Delete" />,
    );
    expect(html).toContain('name="confirmed" value=""');
    expect(html).toMatch(/<button type="submit"[^>]*name="intent"/);
    expect(html).toMatch(/<button type="submit"[^>]*value="delete"/);
  });

  it('holds the base, puts Arabic before English, and shows the current picture', () => {
    const html = render(
      <>
        <BaseField base={'{"titleEn":"About"}'} />
        <ConsoleBilingualField
          ar={field('titleAr')}
          en={field('titleEn')}
          labels={{ ar: 'Title (Arabic)', en: 'Title (English)' }}
        />
        <ImageField
          name="photo"
          label="Photo"
          hint="PNG or JPEG"
          rules={{ types: ['image/png'], maxBytes: 1000 }}
          wrongType="Not a picture"
          currentUrl="/uploads/a.png"
        />
      </>,
    );
    expect(html).toContain('name="base" value="{&quot;titleEn&quot;:&quot;About&quot;}"');
    expect(html.indexOf('name="titleAr"')).toBeLessThan(html.indexOf('name="titleEn"'));
    expect(html).toContain('src="/uploads/a.png"');
    expect(html).toContain(en.consoleFrameImageCurrent);
  });

  describe('RecordPage', () => {
    const form = { formRef: null, onSubmit: () => {}, isSubmitting: false, inlineMessages: [], values: {} };
    const history = {
      entity: 'page',
      entityId: '7',
      total: 1,
      entries: [
        {
          id: 1,
          createdAt: '2027-02-16T09:00:00.000Z',
          actorId: 3,
          actorEmail: 'staff@forum.test',
          entity: 'page',
          entityId: '7',
          action: 'update',
          before: { titleEn: 'Older' },
          after: { titleEn: 'Old' },
        },
      ],
    };
    const page = (isNew: boolean) => (
      <RecordPage
        form={form}
        base='{"titleEn":"Old"}'
        list="/admin/pages"
        heading="About the forum"
        isNew={isNew}
        testId="page"
        deleteText="It leaves the site."
        after={<p>after the form</p>}
        history={isNew ? null : history}
      >
        <input name="titleEn" defaultValue="Old" />
      </RecordPage>
    );

    it('frames a record: the way back in the language, its heading, its base, Save and Delete, then what follows', () => {
      const html = render(page(false));
      expect(html).toContain('href="/en/admin/pages"');
      expect(html).toContain('<h1 id="page-title">About the forum</h1>');
      expect(html).toContain('name="base" value="{&quot;titleEn&quot;:&quot;Old&quot;}"');
      expect(html).toContain('>Save<');
      expect(html).toContain('data-testid="page-delete"');
      expect(html).toContain('value="delete"');
      expect(html.indexOf('after the form')).toBeGreaterThan(html.indexOf('</form>'));
      // then the record's history, linking to all of it in the audit log
      expect(html.indexOf('data-testid="record-history"')).toBeGreaterThan(html.indexOf('after the form'));
      expect(html).toContain('staff@forum.test');
      expect(html).toContain('href="/en/admin/audit?entity=page&amp;entityId=7"');
    });

    it('offers Create, nothing to delete and no history for a new record', () => {
      const html = render(page(true));
      expect(html).toContain('>Create<');
      expect(html).not.toContain('page-delete');
      expect(html).not.toContain('record-history');
    });

    it('leaves Delete out of a record that cannot be deleted, and says its own words when given', () => {
      const html = render(
        <RecordPage
          form={form}
          base="{}"
          list="/admin/exhibitors/4"
          history={null}
          backLabel="Cinema House"
          heading="Edit: Cinema House"
          isNew={false}
          canDelete={false}
          submitLabel="Save and send"
          testId="exhibitor"
          deleteText=""
        >
          <input name="nameEn" />
        </RecordPage>,
      );
      expect(html).toContain('href="/en/admin/exhibitors/4" data-discover="true">Cinema House<');
      expect(html).toContain('>Save and send<');
      expect(html).not.toContain('>Save<');
      expect(html).not.toContain('exhibitor-delete');
      expect(html).not.toContain('value="delete"');
    });
  });
});
