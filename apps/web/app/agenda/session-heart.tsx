import { useI18n } from '~/i18n/i18n.tsx';
import { useWishlist } from './wishlist.tsx';

/** The heart of a session: saved to the personal agenda or not (SPEC.md §4), pressed when saved. */
export function SessionHeart({ session, className }: { session: { id: number; title: string }; className?: string }) {
  const { t } = useI18n();
  const wishlist = useWishlist();
  const isSaved = wishlist.isSaved(session.id);
  return (
    <button
      type="button"
      className={['session-heart', className].filter(Boolean).join(' ')}
      aria-pressed={isSaved}
      aria-label={t(isSaved ? 'removeFromAgenda' : 'addToAgenda', { name: session.title })}
      title={t(isSaved ? 'removeFromAgenda' : 'addToAgenda', { name: session.title })}
      onClick={() => void wishlist.toggle(session)}
      disabled={wishlist.isBusy(session.id)}
      data-testid="session-heart"
    />
  );
}
