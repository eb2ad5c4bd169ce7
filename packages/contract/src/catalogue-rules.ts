/**
 * The shop's rules shared by the API and the screens, zod-free so that a page may import them (a zod
 * module in a page ships zod to the browser): sorts, stock, reviews and the groups of the site search.
 */

export const productSorts = ['newest', 'price_asc', 'price_desc', 'best_selling', 'rating'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The most products one page of GET /products holds. */
export const PRODUCTS_PER_PAGE_MAX = 50;
/** A best seller (`bestSeller=true`, the /products/best-seller page) has sold at least this many. */
export const BEST_SELLER_MIN_SALES = 100;
/** At or below this many left, a product page says how many remain (`stock.lowStock`). */
export const LOW_STOCK_THRESHOLD = 5;
/** Products of the same category shown under a product page. */
export const RELATED_PRODUCTS_MAX = 8;

export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;

/** The groups of GET /search, in the order the page shows them. */
export const searchGroups = ['products', 'sessions', 'workshops', 'events', 'media', 'exhibitors'] as const;
export type SearchGroup = (typeof searchGroups)[number];
/** The hits each group of GET /search answers; `counts` says how many matched in all. */
export const SEARCH_GROUP_MAX = 6;
export const SEARCH_SUGGESTIONS_MAX = 8;

// Top-level domains a pasted link most likely ends in; a bare "word.word" is often a missing space.
const TLDS =
  'com|net|org|info|biz|io|co|me|ly|app|dev|xyz|site|online|store|shop|link|tv|gg|to|sa|ae|eg|kw|qa|bh|om|jo|uk|us|de|fr|ru|cn|in';
const LINK = new RegExp(`(?:https?:\\/\\/|\\bwww\\.|\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.(?:${TLDS})(?![a-z0-9-]))`, 'i');

/**
 * Whether a review's text carries a link (http(s)://, www., or a domain such as shop.example.com):
 * such a review is held for moderation. The page may say so before it is sent.
 */
export function containsLink(text: string): boolean {
  return LINK.test(text);
}

/** The longest words a search box takes (`SearchTextSchema`): the boxes' `maxLength`, the API's limit. */
export const SEARCH_TEXT_MAX = 100;
