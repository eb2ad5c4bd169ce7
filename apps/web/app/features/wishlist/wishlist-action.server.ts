import { type FormRequest, openForm } from '~/features/forms/open-form.server.ts';
import { isPersonalPage } from '~/features/route/personal-pages.ts';
import { stripLocale } from '~/i18n/i18n.tsx';
import { HEART_KINDS, type HeartKind } from './heart-kinds.ts';

/**
 * A heart pressed (a session or a product saved or removed), or the agenda emptied (`intent=flush`), with or without the page's scripts. The
 * API alone decides who may save (a guest or an exhibitor is refused): the page never guesses. A refused guest is
 * offered the login and back here (without scripts, taken there); an exhibitor is told that saving is for visitors.
 */
export async function wishlistAction(args: { request: Request; context: unknown }) {
  const form = await openForm(args);
  if (form.text('intent') === 'flush') {
    const emptied = await form.send('wishlist.flush', { query: { type: 'conferenceSession' } });
    return form.answer(emptied, { message: form.t('successDeleteWishlist'), data: ({ record }) => ({ record }) });
  }
  const kind = form.text('kind') as HeartKind;
  const id = Number(form.text('id'));
  if (!HEART_KINDS.includes(kind) || !Number.isInteger(id) || id <= 0) {
    return form.answer([{ key: 'error', value: form.t('somethingWentWrong') }]);
  }
  const isRemoving = form.text('intent') === 'remove';
  const result = isRemoving
    ? await form.send(kind === 'product' ? 'wishlist.removeProduct' : 'wishlist.removeSession', { params: { id } })
    : await form.send('wishlist.add', { body: { [kind]: id } });
  if (!result.ok && (result.status === 401 || result.status === 403)) {
    // refused for who the visitor is: a guest is offered the login and back, an exhibitor told why
    const isGuest = (await form.accountType()) === null;
    const refusal = {
      ...result,
      errors: [{ key: 'error', value: form.t(isGuest ? 'wishlistLogInToSave' : 'wishlistVisitorsOnly') }],
    };
    const link = isGuest ? { href: form.loginPath(), label: form.t('wishlistLogIn') } : undefined;
    return form.answer(refusal, link ? { link } : {});
  }
  return form.answer(result, {
    ...shownAt(form, kind),
    message: form.t(isRemoving ? 'successDeleteWishlist' : 'successAddWishlist'),
    data: ({ record }) => ({ record }),
  });
}

/** The personal agenda, which shows saved sessions (and removes them); `back` names the page the heart was on. */
export const AGENDA_BACK_FIELD = 'back';

/**
 * Where a heart's plain post (no scripts) lands: a public page is the same for everyone and would show the
 * session unsaved again (decision 006), so a session's heart from there goes to the personal agenda, which
 * shows the result and can remove it, with a way back (decision 073). A personal page shows its hearts'
 * state itself: back there. With scripts the heart is answered in place.
 */
function shownAt(form: FormRequest, kind: HeartKind): { to?: string } {
  if (form.isEnhanced || kind !== 'conferenceSession' || isPersonalPage(form.returnTo)) return {};
  // without its language: the agenda's language switch keeps the query, and the way back follows it
  const back = encodeURIComponent(stripLocale(form.returnTo));
  return { to: form.to(`/my-agenda/conference-sessions?${AGENDA_BACK_FIELD}=${back}`) };
}
