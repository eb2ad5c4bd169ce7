import type { SocialLink } from '@forum/contract/account';
import type { MessageKey } from '~/i18n/en.ts';

export type Network = SocialLink['network'];

/** Every network the contract knows and the name shown for it, in the order forms offer them. */
export const networkLabels: Record<Network, MessageKey> = {
  website: 'social_website',
  x: 'social_x',
  instagram: 'social_instagram',
  linkedin: 'social_linkedin',
  youtube: 'social_youtube',
  facebook: 'social_facebook',
  tiktok: 'social_tiktok',
  snapchat: 'social_snapchat',
  vimeo: 'social_vimeo',
};

/** The label key of a network, or null for one the contract does not know (stored before a change). */
export function networkLabelOf(network: string): MessageKey | null {
  return Object.hasOwn(networkLabels, network) ? networkLabels[network as Network] : null;
}
