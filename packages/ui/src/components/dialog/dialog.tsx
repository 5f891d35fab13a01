import { X } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { Dialog as AriaDialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { cx } from '../../utils/cx';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  title: string;
  children?: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Buttons at the bottom, in reading order (the main action last). */
  footer?: ReactNode;
  /** Accessible name of the close (×) button; without it no × is shown. */
  closeLabel?: string;
  /** Whether a click outside closes it (Escape always does unless isKeyboardDismissDisabled). */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  size?: DialogSize;
  /** 'alertdialog' for questions that interrupt (ConfirmDialog uses it). */
  role?: 'dialog' | 'alertdialog';
  /** The element to focus on open (else the dialog itself takes focus). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

// Focuses the chosen element after React Aria has noted where focus was before the dialog
// opened (a native autoFocus would run first, and focus would not be given back on close).
// Rendered inside the dialog, so it also runs before the dialog would focus itself.
function InitialFocus({ target }: { target: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
  return null;
}

/**
 * A modal dialog. React Aria traps focus inside while it is open, closes on Escape, hides
 * the rest of the page from screen readers and puts focus back where it was when it closes.
 */
export function Dialog({
  title,
  children,
  isOpen,
  onOpenChange,
  footer,
  closeLabel,
  isDismissable = true,
  isKeyboardDismissDisabled = false,
  size = 'md',
  role = 'dialog',
  initialFocusRef,
  className,
}: DialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={isKeyboardDismissDisabled}
      className="wob-modal-overlay"
    >
      <Modal className={cx('wob-modal', `wob-modal--${size}`)}>
        <AriaDialog role={role} className={cx('wob-dialog', className)}>
          {initialFocusRef && <InitialFocus target={initialFocusRef} />}
          <div className="wob-dialog__header">
            <Heading slot="title" className="wob-dialog__title">
              {title}
            </Heading>
            {closeLabel && (
              <button
                type="button"
                className="wob-icon-button wob-dialog__close"
                aria-label={closeLabel}
                onClick={() => onOpenChange(false)}
              >
                <X aria-hidden="true" />
              </button>
            )}
          </div>
          {children != null && <div className="wob-dialog__body">{children}</div>}
          {footer && <div className="wob-dialog__footer">{footer}</div>}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
