import { AppError } from '../errors.ts';

/**
 * No silent overwrite (decision 061): a console form carries, in `base`, the values the record had when
 * the form opened (JSON of the fields it edits). Before saving, the service reads the record inside its
 * transaction and calls this: if any of those fields has changed since, the save is refused with 409
 * `staleEdit`, an error on `base` (the general message: what marks this 409 as a stale edit for the page,
 * among the console's other 409s) then one field error per changed field giving its value now, and
 * nothing is written.
 *
 * A call without `base` (another API client) is not checked.
 */
export function refuseStale(base: string | undefined, current: Record<string, unknown>): void {
  if (base === undefined || base === '') return;
  let opened: unknown;
  try {
    opened = JSON.parse(base);
  } catch {
    throw new AppError('validation', { fields: [{ key: 'base', messageKey: 'validationFailed' }] });
  }
  if (!opened || typeof opened !== 'object' || Array.isArray(opened)) {
    throw new AppError('validation', { fields: [{ key: 'base', messageKey: 'validationFailed' }] });
  }
  const changed = Object.entries(opened as Record<string, unknown>).filter(
    ([key, value]) => key in current && JSON.stringify(value ?? null) !== JSON.stringify(current[key] ?? null),
  );
  if (changed.length === 0) return;
  throw new AppError('staleEdit', {
    fields: [
      { key: 'base', messageKey: 'staleEdit' as const },
      ...changed.map(([key]) => ({
        key,
        messageKey: 'changedMeanwhile' as const,
        params: { value: shown(current[key]) },
      })),
    ],
  });
}

/** A value as the refusal shows it: text as it is, anything else as JSON, cut to a readable length. */
function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
