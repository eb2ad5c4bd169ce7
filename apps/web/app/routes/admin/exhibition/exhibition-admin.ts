import type { MetaDescriptor } from 'react-router';
import type { MessageKey } from '~/i18n/en.ts';
import type { Translate } from '~/i18n/i18n.tsx';
import { personalPageMeta } from '~/utils/personal-meta.ts';

/** The addresses of the console's exhibition pages (decision 064), as exhibition-pages.ts lists them. */
export const adminPaths = {
  exhibitors: '/admin/exhibitors',
  exhibitor: (id: number) => `/admin/exhibitors/${id}`,
  customs: '/admin/customs-accounts',
  customsAccount: (id: number) => `/admin/customs-accounts/${id}`,
  exhibitorEdit: (id: number) => `/admin/exhibition/exhibitors/${id}`,
  categories: '/admin/exhibition/categories',
  halls: '/admin/exhibition/halls',
  hall: (id: number) => `/admin/exhibition/halls/${id}`,
  booth: (id: number) => `/admin/exhibition/booths/${id}`,
} as const;

type RootData = Parameters<typeof personalPageMeta>[0];

/** A console page's head: its title and no place in search engines. */
export function adminMeta(root: unknown, page: MessageKey, values?: Record<string, string>): MetaDescriptor[] {
  return personalPageMeta(root as RootData, (t) => t(page, values));
}

/** A positive id of the address, or null (the page answers 404). */
export function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The question before a delete on the exhibition's pages (a booth, a category, a hall), in the page's
 * language: the action's `askConfirm(form, deleteQuestion(form.t))` and the page's
 * `<ConfirmButton {...deleteQuestion(t)} …>` say the same words.
 */
export function deleteQuestion(t: Translate) {
  return {
    title: t('exhibitionAdminDeleteTitle'),
    text: t('exhibitionAdminDeleteText'),
    confirmLabel: t('exhibitionAdminDelete'),
  };
}
