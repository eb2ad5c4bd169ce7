import type { Wishlist } from '@forum/contract/wishlist';
import { createContext, type ReactNode, useContext } from 'react';
import { ActionFields } from '~/features/forms/action-fields.tsx';
import { useActionFetcher } from '~/features/forms/use-action-fetcher.ts';
import type { MessageKey } from '~/i18n/en.ts';
import { useI18n, useLocalePath } from '~/i18n/i18n.tsx';
import type { HeartKind } from './heart-kinds.ts';
import { useWishlist } from './wishlist-provider.tsx';

const ServedWishlistContext = createContext<Wishlist | null>(null);

/**
 * The visitor's list as a personal page's loader read it: the hearts inside show it from the server's
 * HTML on, before (or without) the page's scripts loading the list themselves.
 */
export function ServedWishlist({ record, children }: { record: Wishlist; children: ReactNode }) {
  return <ServedWishlistContext value={record}>{children}</ServedWishlistContext>;
}

type HeartProps = {
  kind: HeartKind;
  id: number;
  /** The saved thing's name, for the button's label. */
  name: string;
  /** What the page was served (a personal page knows; public pages say not saved). */
  servedSaved?: boolean;
  className: string;
  testId: string;
  labels: { add: MessageKey; remove: MessageKey };
  icon?: (isSaved: boolean) => ReactNode;
};

/**
 * One heart for sessions and products: a form posted to the wishlist's action (`/wishlist`), so a tap
 * before the scripts run still saves; with scripts it is sent in place, shows the new state at once and
 * takes the server's list from the answer.
 */
export function Heart({ kind, id, name, servedSaved = false, className, testId, labels, icon }: HeartProps) {
  const { t } = useI18n();
  const to = useLocalePath();
  const wishlist = useWishlist();
  const fetcher = useActionFetcher<{ record: Wishlist }>((answer) => wishlist.adopt(answer.record));
  const served = useContext(ServedWishlistContext);
  const isServedSaved =
    servedSaved ||
    Boolean(
      kind === 'product'
        ? served?.products.some((product) => product.id === id)
        : served?.conferenceSessions.some((session) => session.id === id),
    );
  const known = kind === 'product' ? wishlist.isProductSaved(id) : wishlist.sessions ? wishlist.isSaved(id) : null;
  const pending = fetcher.formData?.get('intent');
  // the state being asked for shows while the answer comes
  const isSaved = pending ? pending === 'save' : (known ?? isServedSaved);
  const label = t(isSaved ? labels.remove : labels.add, { name });
  return (
    <fetcher.Form method="post" action={to('/wishlist')} className="heart-form">
      <ActionFields />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={isSaved ? 'remove' : 'save'} />
      <button
        type="submit"
        className={className}
        aria-pressed={isSaved}
        aria-label={label}
        title={label}
        aria-busy={fetcher.state !== 'idle' || undefined}
        data-testid={testId}
      >
        {icon?.(isSaved)}
      </button>
    </fetcher.Form>
  );
}
