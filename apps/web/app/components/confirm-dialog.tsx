import { type ReactNode, useId, useRef } from 'react';

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
