import { openForm } from '~/features/forms/open-form.server.ts';
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
    message: form.t(isRemoving ? 'successDeleteWishlist' : 'successAddWishlist'),
    data: ({ record }) => ({ record }),
  });
}
