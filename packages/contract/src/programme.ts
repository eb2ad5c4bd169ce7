/**
 * The words of the conference and workshops programme, zod-free so that pages may import them (a
 * zod module in a page ships zod to the browser).
 */

export const sessionTypes = ['keynote', 'panel', 'talk', 'screening', 'masterclass', 'fireside'] as const;
export type SessionType = (typeof sessionTypes)[number];

/** The language a session or workshop is held in; 'both' is interpreted into the other. */
export const contentLanguages = ['ar', 'en', 'both'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

export const workshopLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type WorkshopLevel = (typeof workshopLevels)[number];
