import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useActionData, useNavigation } from 'react-router';
import { type FieldErrors, missingFields } from '~/components/form.tsx';
import { useToast } from '~/components/toasts.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { type ActionFailure, isActionFailure, stopsInPage } from './form-errors.ts';

/**
 * The page side of a form handled by its route's action (`<Form method="post">`): the same form
 * works as plain HTML before the scripts run, and once they run it is sent without a reload.
 * - Required fields are checked in the page first (the messages in the page's language), but a form
 *   whose only problems are fields the action checks too still goes (`serverChecked`): its answer then
 *   names every wrong field at once, where stopping here would show the empty ones now and the
 *   badly typed ones (an email, a phone the page cannot check) only on the next try (issue 36).
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
    /** Fields the action refuses itself when left empty (the endpoint's body, which the API checks). */
    serverChecked?: readonly string[];
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

  /** Before the form goes: required fields and the page's own checks; a problem the action would not answer keeps it here. */
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      const required = missingFields(event.currentTarget, t('fieldRequired'));
      const own = options.check?.(event.currentTarget) ?? {};
      const missing = { ...required, ...own };
      for (const name of Object.keys(missing)) {
        const words = options.requiredMessages?.[name];
        if (words && missing[name] === t('fieldRequired')) missing[name] = words;
      }
      if (stopsInPage(required, own, options.serverChecked ?? [])) {
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

/** The first field with an error in the form's order (an answer lists them in its schema's order). */
function focusFirst(form: HTMLFormElement | null, fields: FieldErrors) {
  const first = Array.from(form?.elements ?? []).find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement &&
      !(element instanceof HTMLInputElement && element.type === 'hidden') &&
      Object.hasOwn(fields, element.getAttribute('name') ?? ''),
  );
  first?.focus();
}
