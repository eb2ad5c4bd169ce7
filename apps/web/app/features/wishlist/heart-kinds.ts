/** What a heart saves: the wishlist's own names for its two lists. */
export const HEART_KINDS = ['conferenceSession', 'product'] as const;
export type HeartKind = (typeof HEART_KINDS)[number];
