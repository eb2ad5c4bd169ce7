import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { Form, useActionData, useLocation } from 'react-router';
import { BilingualField } from '~/components/bilingual-field.tsx';
import { useConfirm } from '~/components/confirm-dialog.tsx';
import { FileField, useFileChoice } from '~/components/file-field.tsx';
import { TextField } from '~/components/form.tsx';
import { RouteStyles } from '~/components/route-styles.tsx';
import { useI18n } from '~/i18n/i18n.tsx';
import { useHydrated } from '~/utils/use-hydrated.ts';
import formCss from './console-form.css?inline';
import { BASE_FIELD, CONFIRMED_FIELD, type ConfirmAsk, isConfirmAnswer, isStaleAnswer } from './console-form-rules.ts';

/**
 * The hidden `base` of a console form (decision 061): the values the record had when the page was
 * loaded (`baseOf` in the loader). After a stale refusal the loader has run again, so this holds the
 * record as it is now, while the fields keep what was typed.
 */
export function BaseField({ base }: { base: string }) {
  return <input type="hidden" name={BASE_FIELD} value={base} />;
}

/**
 * At the top of a console form: after a 409 `staleEdit` refusal, says that the record changed meanwhile
 * and nothing was saved (each changed field says its value now, beside it). Focused, so that a screen
 * reader hears it first.
 */
export function StaleSummary() {
  const { t } = useI18n();
  const answer = useActionData();
  const ref = useRef<HTMLDivElement>(null);
  const isStale = isStaleAnswer(answer);
  useEffect(() => {
    if (isStale) ref.current?.focus();
  }, [isStale]);
  if (!isStale) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="console-stale" data-testid="stale-summary">
      <RouteStyles name="console-form" sheet={formCss} />
      <p className="console-stale__title">{t('consoleFrameStaleTitle')}</p>
      <p>{t('consoleFrameStaleText')}</p>
    </div>
  );
}

/**
 * The second step of a destructive action when the action asked first (`askConfirm`; without scripts,
 * or a script that did not run): the question as a form of its own that sends the same fields with
 * `confirmed=1`, and a way back that changes nothing. Shows nothing otherwise.
 */
export function ConfirmStep({ action }: { action?: string }) {
  const answer = useActionData();
  if (!isConfirmAnswer(answer)) return null;
  return <ConfirmForm ask={answer.confirm} {...(action ? { action } : {})} />;
}

function ConfirmForm({ ask, action }: { ask: ConfirmAsk; action?: string }) {
  const { t } = useI18n();
  const { pathname, search } = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section className="console-confirm" aria-labelledby="console-confirm-title" data-testid="confirm-step">
      <RouteStyles name="console-form" sheet={formCss} />
      <h2 id="console-confirm-title" ref={titleRef} tabIndex={-1} className="console-confirm__title">
        {ask.title}
      </h2>
      <p>{ask.text}</p>
      <Form method="post" {...(action ? { action } : {})} className="console-confirm__actions">
        {Object.entries(ask.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={CONFIRMED_FIELD} value="1" />
        <button type="submit" className="button button--danger" data-testid="confirm-step-ok">
          {ask.confirmLabel}
        </button>
        <a href={`${pathname}${search}`} className="button button--ghost">
          {t('consoleFrameConfirmCancel')}
        </a>
      </Form>
    </section>
  );
}

type ConfirmButtonProps = {
  /** The button's words, and the question's. */
  label: string;
  title: string;
  text: string;
  confirmLabel: string;
  /** The submitter's name and value (an `intent`), sent with the form. */
  name?: string;
  value?: string;
  testId?: string;
  /** The form is being sent (its `useForm`'s `isSubmitting`): the button waits. */
  isBusy?: boolean;
};

/**
 * A destructive form's submit button (decision 061). With scripts: a native <dialog> asks, then the
 * form is sent with `confirmed=1`. Without: the form is sent as it is, the action answers the question
 * (`askConfirm`) and the page shows `ConfirmStep`; either way one press destroys nothing.
 */
export function ConfirmButton({ label, title, text, confirmLabel, name, value, testId, isBusy }: ConfirmButtonProps) {
  const { t } = useI18n();
  const isHydrated = useHydrated();
  const confirm = useConfirm({ title, text, confirmLabel, cancelLabel: t('consoleFrameConfirmCancel') });
  const confirmed = useRef<HTMLInputElement>(null);
  return (
    <>
      {/* set only once the dialog said yes: a press that skips it is asked by the action */}
      <input ref={confirmed} type="hidden" name={CONFIRMED_FIELD} value="" />
      <button
        type="submit"
        className="button button--danger"
        {...(name ? { name, value } : {})}
        aria-haspopup={isHydrated ? 'dialog' : undefined}
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        data-testid={testId}
        onClick={(event) => {
          if (!isHydrated) return;
          event.preventDefault();
          const button = event.currentTarget;
          confirm.ask(() => {
            if (confirmed.current) confirmed.current.value = '1';
            button.form?.requestSubmit(button);
          });
        }}
      >
        {label}
      </button>
      {confirm.dialog}
    </>
  );
}

/**
 * A record's Arabic and English fields (decision 061): side by side on a desktop, Arabic first (at the
 * start of the line, whichever the page's direction), one under the other on a phone; longer texts too.
 */
export function ConsoleBilingualField(props: Parameters<typeof BilingualField>[0]) {
  return (
    <div className="console-bilingual">
      <RouteStyles name="console-form" sheet={formCss} />
      <BilingualField {...props} />
    </div>
  );
}

/**
 * An image of a record with its preview (decision 061): the picture it has now (without scripts too),
 * and, once chosen (with scripts), the new one before it is sent. The file goes with the form; the action
 * uploads it (`FileField`'s rules: its types and size, from the contract's upload rules).
 */
export function ImageField({
  wrongType,
  currentUrl,
  ...field
}: Omit<ComponentProps<typeof FileField>, 'state' | 'onChoose'> & { wrongType: string; currentUrl?: string | null }) {
  const { rules } = field;
  const { t } = useI18n();
  const { state, choose } = useFileChoice(rules, wrongType);
  const [preview, setPreview] = useState<string | null>(null);
  // an object address holds the file in memory until it is let go
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="console-image">
      <RouteStyles name="console-form" sheet={formCss} />
      <FileField
        {...field}
        state={state}
        onChoose={(file) => {
          choose(file);
          setPreview(file && rules.types.includes(file.type) ? URL.createObjectURL(file) : null);
        }}
      />
      {shown ? (
        <figure className="console-image__preview" data-testid="image-preview">
          <img src={shown} alt="" />
          <figcaption>{preview ? t('consoleFrameImageChosen') : t('consoleFrameImageCurrent')}</figcaption>
        </figure>
      ) : null}
    </div>
  );
}

/**
 * A moment typed on the forum's clock (`datetime-local`, its digits read left to right inside Arabic):
 * `value` is the saved one as the input writes it (`localInputOf`), empty for a new record.
 */
export function MomentField({
  value,
  ...field
}: Omit<ComponentProps<typeof TextField>, 'type' | 'dir' | 'defaultValue'> & { value: string }) {
  return <TextField {...field} type="datetime-local" dir="ltr" defaultValue={value} />;
}
