import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useActionData, useNavigation } from 'react-router';
import { type FieldErrors, missingFields } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { type ActionFailure, isActionFailure } from './form-errors.ts';

/**
 * The page side of a form handled by its route's action (`<Form method="post">`): the same form
 * works as plain HTML before the scripts run, and once they run it is sent without a reload.
 * - Required fields are checked in the page first (the messages in the page's language).
 * - The action's field errors stand beside their fields until the field is edited; its other
 *   messages become toasts, or, when the page was rendered by the server with them (no scripts),
 *   an alert above the button (`inlineMessages`).
 * - `values` are what the refused form held, for its fields' default values.
 */
export function useActionForm(
  fieldNames: readonly string[],
  options: {
    /** The page's own checks before sending (a file not chosen). */
    check?: ((form: HTMLFormElement) => FieldErrors) | undefined;
    /** A page with several forms for one action: the form's own `intent`. */
    intent?: string;
    /** A field's own words when it is left empty (terms not accepted), instead of "required". */
    requiredMessages?: Readonly<Record<string, string>>;
  } = {},
) {
  const { t } = useI18n();
  const toast = useToast();
  const actionData = useActionData();
  const navigation = useNavigation();
  // a page with several forms for one action: a form that names its intent takes only its own refusals
  const failure: ActionFailure | null =
    isActionFailure(actionData) && (options.intent === undefined || actionData.intent === options.intent)
      ? actionData
      : null;
  const formRef = useRef<HTMLFormElement>(null);
  // what the server rendered with the page (a form sent without scripts) is shown in the page itself
  const serverFailure = useRef(failure);
  const [pageErrors, setPageErrors] = useState<FieldErrors>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!failure || failure === serverFailure.current) return;
    setEdited(new Set());
    setPageErrors({});
    for (const message of failure.messages) toast.error(message);
    focusFirst(formRef.current, failure.fields);
  }, [failure, toast]);

  const errors: FieldErrors = { ...pageErrors };
  for (const [name, message] of Object.entries(failure?.fields ?? {})) {
    if (fieldNames.includes(name) && !edited.has(name) && !(name in errors)) errors[name] = message;
  }

  const clearError = useCallback((name: string) => {
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    setPageErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const showErrors = useCallback((fields: FieldErrors) => {
    setPageErrors(fields);
    focusFirst(formRef.current, fields);
  }, []);

  /** Before the form goes: required fields and the page's own checks; a problem keeps it here. */
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const missing = {
        ...missingFields(event.currentTarget, t('fieldRequired')),
        ...options.check?.(event.currentTarget),
      };
      for (const name of Object.keys(missing)) {
        const own = options.requiredMessages?.[name];
        if (own && missing[name] === t('fieldRequired')) missing[name] = own;
      }
      if (Object.keys(missing).length) {
        event.preventDefault();
        showErrors(missing);
        return;
      }
      setPageErrors({});
    },
    [options, showErrors, t],
  );

  const isSubmitting =
    navigation.state !== 'idle' &&
    navigation.formMethod?.toUpperCase() === 'POST' &&
    (options.intent === undefined || navigation.formData?.get('intent') === options.intent);
  return {
    formRef,
    errors,
    clearError,
    showErrors,
    onSubmit,
    isSubmitting,
    values: failure?.values ?? {},
    inlineMessages: failure && failure === serverFailure.current ? failure.messages : [],
  };
}

function focusFirst(form: HTMLFormElement | null, fields: FieldErrors) {
  const first = Object.keys(fields)[0];
  if (first) form?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`)?.focus();
}
