import { useState } from 'react';
import { useApi } from '~/api/use-api.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { useSession } from '~/session/session.tsx';
import { useToast } from './toasts.tsx';

/**
 * A product's heart: saved or not, and the call that changes it. SPEC.md §5: only a logged-in user who
 * is not an exhibitor may save; anyone else gets the noPermission toast.
 */
export function useProductHeart(productId: number, initiallySaved: boolean) {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const { user, isLoggedIn } = useSession();
  const [isSaved, setSaved] = useState(initiallySaved);
  const [isBusy, setBusy] = useState(false);

  async function toggle() {
    if (!isLoggedIn || user?.userType === 'exhibitor') {
      toast.error(t('noPermission'));
      return;
    }
    setBusy(true);
    const result = isSaved
      ? await api.delete(`/wishlist/${productId}/product`)
      : await api.post('/wishlist', { body: { product: productId } });
    setBusy(false);
    if (result.ok) {
      setSaved(!isSaved);
      toast.success(t(isSaved ? 'successDeleteWishlist' : 'successAddWishlist'));
    } else if (!result.isCancelled) {
      toast.errors(result.errors);
    }
  }

  return { isSaved, setSaved, isBusy, toggle };
}
