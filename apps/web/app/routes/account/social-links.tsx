import type { SocialLink } from '@forum/contract/account';
import { SOCIAL_URL_MAX } from '@forum/contract/account-rules';
import type { ErrorItem } from '@forum/contract/envelope';
import { withProtocol } from '@forum/contract/links';
import { useId, useState } from 'react';
import type { FieldErrors } from '~/components/form.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { type Network, networkLabels } from '~/utils/social-networks.ts';

const networks = Object.keys(networkLabels) as Network[];

/** ExhibitorProfileUpdateBodySchema allows ten links. */
export const MAX_SOCIAL_LINKS = 10;

/** A row of the editor; `key` keeps React's identity of a row while others are added or removed. */
export type SocialRow = { key: number; network: Network; url: string };

export function toSocialRows(links: SocialLink[]): SocialRow[] {
  return links.map((link, index) => ({ key: index, network: link.network, url: link.url }));
}

/**
 * The links to send, with https:// where the address has no protocol (docs/product/accounts.md); rows left
 * empty are dropped. `rowOf` maps the index of a sent link back to its row, so that the API's error about
 * `social.2.url` lands beside the right row.
 */
export function socialLinksOf(rows: SocialRow[]): { links: SocialLink[]; rowOf: number[] } {
  const links: SocialLink[] = [];
  const rowOf: number[] = [];
  rows.forEach((row, index) => {
    const url = withProtocol(row.url);
    if (url === '') return;
    links.push({ network: row.network, url });
    rowOf.push(index);
  });
  return { links, rowOf };
}

export function sameSocialLinks(a: SocialLink[], b: SocialLink[]): boolean {
  return (
    a.length === b.length && a.every((link, index) => link.network === b[index]?.network && link.url === b[index]?.url)
  );
}

/**
 * The API's errors about sent links (`social.{n}.url`: the n-th link sent) renamed after the row each
 * link came from (`social.{row}.url`), so that the form shows them beside the right row.
 */
export function socialErrorsToRows(errors: ErrorItem[], rowOf: number[]): ErrorItem[] {
  return errors.map((error) => {
    const match = /^social\.(\d+)(?=\.|$)/.exec(error.key);
    const row = match ? rowOf[Number(match[1])] : undefined;
    return row === undefined ? error : { ...error, key: error.key.replace(/^social\.\d+/, `social.${row}`) };
  });
}

/** The form's errors about its rows (`social.{row}.url`, `social.{row}.network`) and the list (`social`). */
export function socialErrorsByRow(errors: FieldErrors): { rows: Record<number, string>; list?: string } {
  const rows: Record<number, string> = {};
  let list: string | undefined;
  for (const [key, message] of Object.entries(errors)) {
    const match = /^social\.(\d+)(?:\.|$)/.exec(key);
    if (match) rows[Number(match[1])] ??= message;
    else if (key === 'social' || key.startsWith('social.')) list ??= message;
  }
  return list === undefined ? { rows } : { rows, list };
}

/** The rows as a form sent them (`social.{row}.network`, `social.{row}.url`, rows numbered from 0). */
export function socialRowsOfForm(get: (name: string) => string | null): SocialRow[] {
  const rows: SocialRow[] = [];
  for (let index = 0; index < MAX_SOCIAL_LINKS; index += 1) {
    const url = get(`social.${index}.url`);
    if (url === null) break;
    const network = get(`social.${index}.network`);
    rows.push({ key: index, network: isNetwork(network) ? network : 'website', url });
  }
  return rows;
}

function isNetwork(value: string | null): value is Network {
  return value !== null && (networks as string[]).includes(value);
}

/**
 * What a sent form changes of the links, for its action: the links to send when they are not the saved ones,
 * and a renaming of the API's errors about them after the rows they came from.
 */
export function socialLinksChange(
  get: (name: string) => string | null,
  saved: SocialLink[],
): { links?: SocialLink[]; renameErrors: (errors: ErrorItem[]) => ErrorItem[] } {
  const { links, rowOf } = socialLinksOf(socialRowsOfForm(get));
  const renameErrors = (errors: ErrorItem[]) => socialErrorsToRows(errors, rowOf);
  return sameSocialLinks(links, saved) ? { renameErrors } : { links, renameErrors };
}

/** The editor's rows and their setter: as a refused form sent them back (without scripts), else the saved links. */
export function useSocialRows(values: Readonly<Record<string, string | undefined>>, saved: SocialLink[]) {
  return useState<SocialRow[]>(() => {
    const sent = socialRowsOfForm((name) => values[name] ?? null);
    return sent.length ? sent : toSocialRows(saved);
  });
}

/** The error keys a social links editor may receive for the form's list of field names. */
export const socialErrorKeys = [
  'social',
  ...Array.from({ length: MAX_SOCIAL_LINKS }, (_, index) => [
    `social.${index}`,
    `social.${index}.url`,
    `social.${index}.network`,
  ]).flat(),
];

type SocialLinksEditorProps = {
  rows: SocialRow[];
  onChange: (rows: SocialRow[]) => void;
  /** The form's errors: those about the links show beside their rows, and go once the rows change. */
  errors: FieldErrors;
  clearError: (key: string) => void;
};

/** Rows of network and address, added and removed freely. */
export function SocialLinksEditor({ rows, onChange: change, errors: formErrors, clearError }: SocialLinksEditorProps) {
  const { t } = useI18n();
  const id = useId();
  const errors = socialErrorsByRow(formErrors);
  const onChange = (next: SocialRow[]) => {
    change(next);
    for (const key of Object.keys(formErrors)) if (key.startsWith('social')) clearError(key);
  };
  const nextKey = () => rows.reduce((max, row) => Math.max(max, row.key), -1) + 1;
  const update = (index: number, change: Partial<SocialRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <fieldset className="fieldset social-links">
      <legend className="fieldset__legend">{t('exhibitorSocial')}</legend>
      {rows.length === 0 ? <p className="field__hint">{t('exhibitorSocialNone')}</p> : null}
      <ul className="social-links__list">
        {rows.map((row, index) => {
          const number = index + 1;
          const error = errors.rows[index];
          const errorId = `${id}-${row.key}-error`;
          return (
            <li key={row.key} className={`social-links__row${error ? ' field--invalid' : ''}`}>
              <label className="visually-hidden" htmlFor={`${id}-${row.key}-network`}>
                {t('exhibitorSocialNetwork', { index: number })}
              </label>
              <select
                id={`${id}-${row.key}-network`}
                name={`social.${index}.network`}
                className="field__input social-links__network"
                value={row.network}
                onChange={(event) => update(index, { network: event.target.value as Network })}
              >
                {networks.map((network) => (
                  <option key={network} value={network}>
                    {t(networkLabels[network])}
                  </option>
                ))}
              </select>
              <label className="visually-hidden" htmlFor={`${id}-${row.key}-url`}>
                {t('exhibitorSocialUrl', { index: number })}
              </label>
              <input
                id={`${id}-${row.key}-url`}
                name={`social.${index}.url`}
                className="field__input social-links__url"
                type="text"
                inputMode="url"
                dir="ltr"
                autoComplete="off"
                spellCheck={false}
                value={row.url}
                maxLength={SOCIAL_URL_MAX}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => update(index, { url: event.target.value })}
              />
              <button
                type="button"
                className="button-link button-link--danger social-links__remove"
                aria-label={t('exhibitorSocialRemove', { index: number })}
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
              >
                {t('exhibitorSocialRemoveShort')}
              </button>
              {error ? (
                <p id={errorId} className="field__error social-links__error">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {errors.list ? <p className="field__error">{errors.list}</p> : null}
      {rows.length < MAX_SOCIAL_LINKS ? (
        <button
          type="button"
          className="button button--ghost social-links__add"
          onClick={() => onChange([...rows, { key: nextKey(), network: networks[0] ?? 'website', url: '' }])}
        >
          {t('exhibitorSocialAdd')}
        </button>
      ) : (
        <p className="field__hint">{t('exhibitorSocialLimit', { max: MAX_SOCIAL_LINKS })}</p>
      )}
    </fieldset>
  );
}
