import { type ReactNode, useRef, useState } from 'react';
import { Button } from '../button/button';
import { Dialog } from '../dialog/dialog';

export interface ConfirmDialogProps {
  /** e.g. 'Are you sure?' */
  title: string;
  message?: string;
  /** What the answer leads to, under the question (e.g. a short list of consequences). */
  children?: ReactNode;
  /** e.g. 'Yes' or 'Remove' */
  confirmLabel: string;
  /** e.g. 'No' or 'Cancel' */
  cancelLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /**
   * Called on confirm. When it returns a promise the confirm button shows it is busy and the
   * dialog closes once the promise settles successfully; a rejection keeps it open (the caller
   * has already told the person what failed, e.g. with a toast).
   */
  onConfirm: () => unknown;
  /** Paints the confirm button as a danger action (deleting, removing). */
  destructive?: boolean;
  className?: string;
}

/** A Yes/No question before something that cannot be undone. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  isOpen,
  onOpenChange,
  onConfirm,
  destructive = false,
  className,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  // The safe answer takes focus first, so a stray Enter does not delete anything.
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setBusy(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // Deliberately kept open: see onConfirm.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!busy) {
          onOpenChange(open);
        }
      }}
      isDismissable={!busy}
      initialFocusRef={cancelRef}
      className={className}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={busy}
          >
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={confirm} isLoading={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message && <p className="wob-confirm__message">{message}</p>}
      {children}
    </Dialog>
  );
}
