import { Heart } from '~/features/wishlist/heart.tsx';

/** The heart of a session: saved to the personal agenda or not, pressed when saved (drawn by CSS). */
export function SessionHeart({ session, className }: { session: { id: number; title: string }; className?: string }) {
  return (
    <Heart
      kind="conferenceSession"
      id={session.id}
      name={session.title}
      className={['session-heart', 'icon-button', className].filter(Boolean).join(' ')}
      testId="session-heart"
      labels={{ add: 'addToAgenda', remove: 'removeFromAgenda' }}
    />
  );
}
