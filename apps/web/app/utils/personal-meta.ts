import type { MetaDescriptor } from 'react-router';
import type { PageMessages } from '~/i18n/i18n.tsx';
import { createTranslator, type Translate } from '~/i18n/i18n.tsx';

type RootData = { messages: PageMessages; site: { settings: { name: string } } | null } | undefined;

/**
 * The head of a personal page (the account, the cart, the checkout): "{page} | {site}" as the root's
 * texts give it, and no place in search engines.
 */
export function personalPageMeta(root: RootData, page: (t: Translate) => string): MetaDescriptor[] {
  const robots = { name: 'robots', content: 'noindex' };
  if (!root) return [robots];
  const t = createTranslator(root.messages);
  const title = root.site ? `${page(t)} | ${root.site.settings.name}` : page(t);
  return [{ title }, robots];
}
