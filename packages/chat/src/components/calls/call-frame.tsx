import { cx } from '@wob/ui';
import { type ReactNode, type Ref, type RefObject, useEffect } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';

export interface CallFrameProps {
  /** The id of the heading that names the screen. */
  labelledBy: string;
  /** 'alertdialog' for the incoming call, which interrupts whatever the person was doing. */
  role?: 'dialog' | 'alertdialog';
  /** 'panel' for ringing and outcomes; 'stage' for the call itself (larger, video). */
  size?: 'panel' | 'stage';
  children: ReactNode;
  className?: string;
}

/**
 * The layer every call screen sits on: a modal over the page (React Aria: focus moves in and
 * stays there, the page behind is hidden from screen readers, focus goes back after). Full
 * screen on phones, a centred panel on wider screens. Neither a click outside nor Escape
 * closes it: a call ends with its own buttons only.
 */
export function CallFrame({
  labelledBy,
  role = 'dialog',
  size = 'panel',
  children,
  className,
}: CallFrameProps) {
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="wob-call-overlay"
    >
      <Modal className={cx('wob-call-modal', `wob-call-modal--${size}`)}>
        <Dialog role={role} aria-labelledby={labelledBy} className={cx('wob-call', className)}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export interface CallRoundButtonProps {
  label: string;
  icon: ReactNode;
  onPress: () => void;
  tone?: 'neutral' | 'accept' | 'danger';
  /** A toggle's state (mute, camera off): pressed means the thing is off. */
  pressed?: boolean;
  disabled?: boolean;
  /** Shows the label under the button (ringing screens); else it is the accessible name only. */
  showLabel?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A round control of the call screens, at least 56 px (a comfortable thumb target). */
export function CallRoundButton({
  label,
  icon,
  onPress,
  tone = 'neutral',
  pressed,
  disabled,
  showLabel = false,
  ref,
}: CallRoundButtonProps) {
  return (
    <button
      type="button"
      className={cx('wob-call-control', `wob-call-control--${tone}`)}
      aria-label={showLabel ? undefined : label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onPress}
      ref={ref}
    >
      <span className="wob-call-control__circle" aria-hidden="true">
        {icon}
      </span>
      {showLabel && <span className="wob-call-control__label">{label}</span>}
    </button>
  );
}

/**
 * Focuses `target` once the screen is open: after React Aria has noted where focus was, so
 * it goes back there when the screen closes (as @wob/ui's Dialog does).
 */
export function useInitialFocus(target: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    target.current?.focus();
  }, [target]);
}
