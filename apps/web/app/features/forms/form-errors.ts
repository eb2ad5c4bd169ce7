import type { ErrorItem } from '@forum/contract/envelope';
import type { ApiResult } from '~/api/client.ts';

export type FieldErrors = Record<string, string>;

/** What an action answers when the API refused a form: errors by field, other messages, the values sent. */
export type ActionFailure = {
  ok: false;
  fields: FieldErrors;
  messages: string[];
  values: Record<string, string>;
  /** The `intent` field of the form refused, when a page holds several forms for one action. */
  intent?: string;
  /** A way forward beside the messages (log in and come back), shown in the toast. */
  link?: { href: string; label: string };
};

export function isActionFailure(value: unknown): value is ActionFailure {
  return typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
}

/** Errors about a field of this form go beside it; the others (rate limit, session …) become messages. */
export function splitErrors(errors: readonly ErrorItem[], fieldNames: readonly string[]) {
  const fields: FieldErrors = {};
  const messages: string[] = [];
  for (const error of errors) {
    if (fieldNames.includes(error.key)) {
      if (!(error.key in fields)) fields[error.key] = error.value;
    } else messages.push(error.value);
  }
  return { fields, messages };
}

/**
 * Whether the page's own findings keep a form from going: a page-only check (a file that failed) or an
 * empty field the action would not refuse does; empty fields the action checks too do not, so that one
 * answer names them with the errors only the server finds (issue 36).
 */
export function stopsInPage(required: FieldErrors, own: FieldErrors, serverChecked: readonly string[]): boolean {
  return Object.keys(own).length > 0 || Object.keys(required).some((name) => !serverChecked.includes(name));
}

/** What an action answers a small form sent by the page's script (`form.answer` in open-form.server.ts). */
export type ActionDone<T extends object> = { ok: true; message: string } & T;

/** The one typed answer of an action that the page reads (`useActionForm`, `useActionFetcher`). */
export type FormAnswer<T extends object = Record<never, never>> = ActionDone<T> | ActionFailure;

/**
 * An API answer whose errors on some keys are said as the page says them, beside the page's own field:
 * `errorsAs(result, { photoUrl: { key: 'photo', value: photoNeeded } })` (the address
 * a chosen file becomes, the lines a form gathers). The action sends what it has rather than refusing first,
 * so one answer names every field's error (issue 36).
 */
export function errorsAs<T>(result: ApiResult<T>, as: Readonly<Record<string, ErrorItem>>): ApiResult<T> {
  if (result.ok) return result;
  return { ...result, errors: result.errors.map((error) => as[error.key] ?? error) };
}
