/**
 * The console's form kit, its plain part (decision 061): what the page and its action share, with no
 * React and no server code.
 */

/** The hidden field of a console form holding the values the record had when the form opened (JSON). */
export const BASE_FIELD = 'base';
/** The field that says a destructive action was confirmed (its second step). */
export const CONFIRMED_FIELD = 'confirmed';

/**
 * The `base` of a console form: the record's values of the form's fields, as JSON, in the fields' order.
 * The API compares it with the record when saving (`refuseStale`, apps/api/src/console/stale.ts) and
 * refuses with 409 `staleEdit` if anything changed meanwhile. A field the record lacks is sent as null.
 */
export function baseOf<R extends object>(record: R, names: readonly (keyof R & string)[]): string {
  const values: Record<string, unknown> = {};
  for (const name of names) values[name] = (record as Record<string, unknown>)[name] ?? null;
  return JSON.stringify(values);
}

/** The name `N` of a text a record keeps in both languages, as its fields `NAr` and `NEn` (`title`, `name`). */
export type PairName<R> = {
  [K in keyof R & string]: K extends `${infer N}En` ? (R extends Record<`${N}Ar` | K, string> ? N : never) : never;
}[keyof R & string];

/** The record's two texts of one name (`pairOf(faq, 'question')`: questionAr and questionEn). */
export function pairOf<R>(record: R, name: PairName<R>): { ar: string; en: string } {
  // PairName names only fields of R that hold strings, in both languages
  const texts = record as Record<string, string>;
  return { ar: texts[`${name}Ar`] ?? '', en: texts[`${name}En`] ?? '' };
}

/** What an action answers a destructive form sent without `confirmed=1`: the question, and the fields to send again. */
export type ConfirmAsk = {
  title: string;
  text: string;
  confirmLabel: string;
  /** The form's fields as posted (but `confirmed`), sent again with the confirmation. */
  fields: Record<string, string>;
};

/** The answer of a destructive form's first step (`askConfirm`). */
export type ConfirmAnswer = { confirm: ConfirmAsk };

export function isConfirmAnswer(value: unknown): value is ConfirmAnswer {
  return typeof value === 'object' && value !== null && typeof (value as { confirm?: unknown }).confirm === 'object';
}

/** A refusal of a console form because the record changed since it opened (409 `staleEdit`). */
export function isStaleAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { stale?: unknown }).stale === true;
}
