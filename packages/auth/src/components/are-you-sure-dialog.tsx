import { ConfirmDialog } from '@wob/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionResult } from '@wob/store';

export interface AreYouSureDialogProps {
  confirmLabel: string;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  /** The store action the person confirms. */
  action(): Promise<ActionResult>;
  /** Thrown when the action fails (the store has already told the person what went wrong). */
  failure: string;
  /** What happens when the person says yes, under the question. */
  children?: ReactNode;
}

/** The spec's 'Alert / Are you sure?' confirmation before a destructive store action. */
export function AreYouSureDialog({
  confirmLabel,
  isOpen,
  onOpenChange,
  action,
  failure,
  children,
}: AreYouSureDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      title={t('common:alert')}
      message={t('common:areYouSure')}
      confirmLabel={confirmLabel}
      cancelLabel={t('common:cancel')}
      destructive
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onConfirm={async () => {
        const result = await action();
        // Throwing keeps the dialog open on failure.
        if (!result.ok) throw new Error(failure);
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
