import type { WishlistResponse } from '@forum/contract/wishlist';
import { useState } from 'react';
import { useWishlist } from '~/agenda/wishlist.tsx';
import { useApi } from '~/api/use-api.ts';
import { useI18n } from '~/i18n/i18n.tsx';
import { useToast } from './toasts.tsx';

/**
 * A product's heart: saved or not, from the visitor's list (loaded once per page by the
 * WishlistProvider; until then what the page was served), and the call that changes it. SPEC.md §5:
 * only a logged-in user who is not an exhibitor may save; anyone else gets the noPermission toast.
 */
export function useProductHeart(productId: number, servedSaved: boolean) {
  const { t } = useI18n();
  const api = useApi();
  const toast = useToast();
  const wishlist = useWishlist();
  const [isBusy, setBusy] = useState(false);
  const isSaved = wishlist.isProductSaved(productId) ?? servedSaved;

  async function toggle() {
    if (!wishlist.canSave) {
      toast.error(t('noPermission'));
      return;
    }
    setBusy(true);
    const result = isSaved
      ? await api.delete<WishlistResponse>(`/wishlist/${productId}/product`)
      : await api.post<WishlistResponse>('/wishlist', { body: { product: productId } });
    setBusy(false);
    if (result.ok) {
      wishlist.adopt(result.data.record);
      toast.success(t(isSaved ? 'successDeleteWishlist' : 'successAddWishlist'));
    } else if (!result.isCancelled) {
      toast.errors(result.errors);
    }
  }

  return { isSaved, isBusy, toggle };
}
