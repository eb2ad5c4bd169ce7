import { consoleExhibitionRejectCustomsForm } from '@forum/contract/form-fields/consoleExhibition.rejectCustoms';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '~/components/toasts.tsx';
import { en } from '~/i18n/en.ts';
import { I18nProvider } from '~/i18n/i18n.tsx';
import { consoleExhibitionEn } from '~/i18n/texts/console-exhibition.ts';
import { ReviewDecision } from './review-decision.tsx';

/** The server's HTML of a review page's card (what a browser without scripts gets). */
function render(flags: { canApprove: boolean; canReject: boolean }, actionData?: unknown) {
  // inside the router, as in the root: useForm tells a refusal without fields as a toast
  const element = (
    <ToastProvider>
      <ReviewDecision
        record={{ reviewedAt: null, reviewMessage: null }}
        reject={consoleExhibitionRejectCustomsForm}
        approveLabel="Approve the licence"
        testId="customs"
        {...flags}
      />
    </ToastProvider>
  );
  const router = createMemoryRouter(
    [{ id: 'page', path: '/en/admin/customs-accounts/4', loader: () => null, action: () => null, element }],
    {
      initialEntries: ['/en/admin/customs-accounts/4'],
      hydrationData: { loaderData: { page: null }, ...(actionData ? { actionData: { page: actionData } } : {}) },
    },
  );
  return renderToString(
    <I18nProvider locale="en" messages={{ ...en, ...consoleExhibitionEn }}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

describe('the review card of an exhibitor or a customs account', () => {
  it('offers only the decisions the status allows', () => {
    const waiting = render({ canApprove: true, canReject: true });
    expect(waiting).toContain('data-testid="approve-customs"');
    expect(waiting).toContain('Approve the licence');
    expect(waiting).toContain('name="message"');
    expect(render({ canApprove: true, canReject: false })).not.toContain('reject-customs');
    expect(render({ canApprove: false, canReject: false })).not.toContain('approve-customs');
  });

  it("rejects with the console kit's confirmation: a plain submit before scripts, then the page's step", () => {
    const html = render({ canApprove: false, canReject: true });
    // the kit's button, not a <details> disclosure: sent without confirmed=1, the action asks first
    expect(html).toMatch(/<button type="submit" class="button button--danger"[^>]*data-testid="reject-customs"/);
    expect(html).toContain('name="confirmed" value=""');
    expect(html).not.toContain('<details');
    const asked = render(
      { canApprove: false, canReject: true },
      {
        confirm: {
          title: consoleExhibitionEn.exhibitionAdminRejectConfirmTitle,
          text: consoleExhibitionEn.exhibitionAdminRejectConfirmText,
          confirmLabel: consoleExhibitionEn.exhibitionAdminRejectConfirm,
          fields: { intent: 'reject', message: 'No licence' },
        },
      },
    );
    expect(asked).toContain('data-testid="confirm-step"');
    expect(asked).toContain('name="message" value="No licence"');
  });
});
