import { startFormAction } from '~/features/forms/form-action.server.ts';
import { HEART_KINDS, type HeartKind } from './heart-kinds.ts';

/**
 * A heart pressed (a session or a product saved or removed), or the agenda emptied (`intent=flush`), with or without the page's scripts. The
 * API alone decides who may save (a guest or an exhibitor is refused): the page never guesses. A refused guest is
 * offered the login and back here (without scripts, taken there); an exhibitor is told that saving is for visitors.
 */
export async function wishlistAction(args: { request: Request; context: unknown }) {
  const form = await startFormAction(args);
  if (form.text('intent') === 'flush') {
    const emptied = await form.api.call('wishlist.flush', {
      query: { type: 'conferenceSession' },
    });
    if (!emptied.ok) return form.refused(emptied);
    return form.done({ record: emptied.data.record }, form.t('successDeleteWishlist'));
  }
  const kind = form.text('kind') as HeartKind;
  const id = Number(form.text('id'));
  if (!HEART_KINDS.includes(kind) || !Number.isInteger(id) || id <= 0) {
    return form.refused({
      ok: false,
      status: 400,
      errors: [{ key: 'error', value: form.t('somethingWentWrong') }],
      isCancelled: false,
    });
  }
  const isRemoving = form.text('intent') === 'remove';
  const result = isRemoving
    ? await form.api.call(kind === 'product' ? 'wishlist.removeProduct' : 'wishlist.removeSession', { params: { id } })
    : await form.api.call('wishlist.add', { body: { [kind]: id } });
  if (!result.ok) {
    if (result.status !== 401 && result.status !== 403) return form.refused(result);
    // refused for who the visitor is: a guest is offered the login and back, an exhibitor told why
    const isGuest = (await form.accountType()) === null;
    const refusal = {
      ...result,
      errors: [{ key: 'error', value: form.t(isGuest ? 'wishlistLogInToSave' : 'wishlistVisitorsOnly') }],
    };
    return form.refused(refusal, [], isGuest ? { href: form.loginPath(), label: form.t('wishlistLogIn') } : undefined);
  }
  return form.done({ record: result.data.record }, form.t(isRemoving ? 'successDeleteWishlist' : 'successAddWishlist'));
}
