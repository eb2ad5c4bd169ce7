import { type ReactNode, useId, useRef } from 'react';
import { useHydrated } from '~/utils/use-hydrated.ts';

type ConfirmOptions = {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
};

/**
 * Asks before a destructive action: a modal dialog (focus kept inside, Escape cancels) with the
 * action's own words on the button. `ask()` opens it; the action runs only on confirmation.
 */
export function useConfirm({ title, text, confirmLabel, cancelLabel }: ConfirmOptions) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const action = useRef<(() => void) | null>(null);
  const id = useId();

  function ask(onConfirm: () => void) {
    action.current = onConfirm;
    dialogRef.current?.showModal();
    // the safe choice has the focus: Enter does not destroy by accident
    cancelRef.current?.focus();
  }

  function confirm() {
    dialogRef.current?.close();
    action.current?.();
    action.current = null;
  }

  const dialog: ReactNode = (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="confirm-dialog"
    >
      <h2 id={`${id}-title`} className="dialog__title">
        {title}
      </h2>
      <p id={`${id}-text`}>{text}</p>
      <div className="dialog__actions">
        <button type="button" className="button button--danger" onClick={confirm} data-testid="confirm-dialog-ok">
          {confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          className="button button--ghost"
          onClick={() => dialogRef.current?.close()}
        >
          {cancelLabel}
        </button>
      </div>
    </dialog>
  );
  return { ask, dialog };
}

type ConfirmSubmitProps = ConfirmOptions & {
  /** The button that starts it (its text), and its accessible name when the text is too short. */
  label: string;
  ariaLabel?: string;
  /** The submitter's name and value, sent with the form once confirmed. */
  name: string;
  value: string;
  className: string;
  testId: string;
  isBusy?: boolean;
};

/**
 * A destructive submit button of a form, confirmed first. With scripts: the dialog, then the form is
 * sent with this button as its submitter. Before (or without) scripts: a disclosure that shows the
 * question and the confirming submit button, so nothing is destroyed by one tap either way.
 */
export function ConfirmSubmit({
  label,
  ariaLabel,
  name,
  value,
  className,
  testId,
  isBusy,
  ...options
}: ConfirmSubmitProps) {
  const isHydrated = useHydrated();
  const confirm = useConfirm(options);
  const submitter = useRef<HTMLButtonElement>(null);
  if (!isHydrated) {
    return (
      <details className="confirm-inline">
        <summary className={className} aria-label={ariaLabel} data-testid={testId}>
          {label}
        </summary>
        <p>{options.text}</p>
        <button type="submit" name={name} value={value} className="button button--danger">
          {options.confirmLabel}
        </button>
      </details>
    );
  }
  return (
    <>
      <button
        ref={submitter}
        type="submit"
        name={name}
        value={value}
        className={className}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        aria-busy={isBusy || undefined}
        disabled={isBusy}
        data-testid={testId}
        onClick={(event) => {
          event.preventDefault();
          const button = event.currentTarget;
          confirm.ask(() => button.form?.requestSubmit(button));
        }}
      >
        {label}
      </button>
      {confirm.dialog}
    </>
  );
}
