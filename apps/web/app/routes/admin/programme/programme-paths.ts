import type { MetaDescriptor } from 'react-router';
import type { FormRequest } from '~/features/forms/open-form.server.ts';
import type { MessageKey } from '~/i18n/en.ts';
import type { Translate } from '~/i18n/i18n.tsx';
import { personalPageMeta } from '~/utils/personal-meta.ts';

/** The programme's pages under /admin (decision 063). */
export const PROGRAMME_PATH = '/admin/programme';
export const TIMETABLE_PATH = `${PROGRAMME_PATH}/timetable`;
export const SESSIONS_PATH = `${PROGRAMME_PATH}/sessions`;
export const SPEAKERS_PATH = `${PROGRAMME_PATH}/speakers`;
export const HALLS_PATH = `${PROGRAMME_PATH}/halls`;
export const TRACKS_PATH = `${PROGRAMME_PATH}/tracks`;
export const WORKSHOPS_PATH = `${PROGRAMME_PATH}/workshops`;

type RootData = Parameters<typeof personalPageMeta>[0];

/** A console page's head: its title and no place in search engines. */
export function programmeMeta(matches: readonly unknown[], title: (t: Translate) => string): MetaDescriptor[] {
  const root = (matches[0] as { loaderData?: RootData } | undefined)?.loaderData;
  return personalPageMeta(root, title);
}

export const titleOf = (key: MessageKey) => (t: Translate) => t(key);

type MoveAnswer = {
  session: { hall: { name: string } | null; localStart: string; localEnd: string; day: string | null };
  warnings: { value: string }[];
  notified: number;
};

/** What a saved move says (its hall and times, who was told) and carries (the speakers' clashes). */
export function moveAnswer(form: FormRequest) {
  return {
    message: ({ session, notified }: MoveAnswer) =>
      [
        form.t('programmeTimetableMoved', {
          hall: session.hall?.name ?? '',
          start: session.localStart.slice(11),
          end: session.localEnd.slice(11),
        }),
        notified > 0 ? form.t('programmeTimetableToldSavers', { count: notified }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    data: ({ warnings }: MoveAnswer) => ({ warnings: warnings.map((warning) => warning.value) }),
  };
}
