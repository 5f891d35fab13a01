import { CircleCheck, CircleExclamationPoint, Info, X } from 'lucide-react';
import {
  type CSSProperties,
  type RefObject,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { cx } from '../../utils/cx';
import type { ToastItem, ToastTone } from './toast-store';
import { getToasts, subscribeToasts, toast } from './toast-store';

const icons: Record<ToastTone, typeof Info> = {
  success: CircleCheck,
  error: CircleExclamationPoint,
  info: Info,
};

interface ToastViewProps {
  item: ToastItem;
  dismissLabel: string;
}

function ToastView({ item, dismissLabel }: ToastViewProps) {
  const [paused, setPaused] = useState(false);
  // Time left survives pauses: hovering or focusing stops the clock, leaving restarts it.
  const remaining = useRef(item.duration);

  useEffect(() => {
    if (paused || item.duration <= 0) {
      return undefined;
    }
    const startedAt = Date.now();
    const timer = setTimeout(() => toast.dismiss(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
    };
  }, [paused, item.id, item.duration]);

  const Icon = icons[item.tone];
  const isError = item.tone === 'error';

  return (
    // Pausing on hover and focus gives people time to read; it is not an interaction itself.
    // biome-ignore lint/a11y/noStaticElementInteractions: hover/focus only pause the timer
    <div
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={cx('wob-toast', `wob-toast--${item.tone}`)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setPaused(false);
        }
      }}
    >
      <Icon className="wob-toast__icon" aria-hidden="true" />
      <p className="wob-toast__message">{item.message}</p>
      <button
        type="button"
        className="wob-toast__dismiss"
        aria-label={dismissLabel}
        onClick={() => toast.dismiss(item.id)}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}

export interface ToasterProps {
  /** Accessible name of each toast's close button, e.g. 'Close' (from i18n). */
  dismissLabel: string;
  /**
   * A bar fixed or sticky at the top of the page (the app's header): toasts stack below it,
   * following its height, so they never cover its controls.
   */
  belowRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/** The height of the bar the toasts keep clear of, followed as it changes. */
function useHeightOf(ref: RefObject<HTMLElement | null> | undefined): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = ref?.current;
    if (!element) return undefined;
    const update = () => setHeight(element.offsetHeight);
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

/**
 * Renders the toast queue top-right (full width on phones), below `belowRef` when given.
 * Mount once, in the app shell.
 */
export function Toaster({ dismissLabel, belowRef, className }: ToasterProps) {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const offset = useHeightOf(belowRef);
  const style =
    offset === null ? undefined : ({ '--wob-toaster-offset': `${offset}px` } as CSSProperties);
  return (
    <div className={cx('wob-toaster', className)} style={style}>
      {items.map((item) => (
        <ToastView key={item.id} item={item} dismissLabel={dismissLabel} />
      ))}
    </div>
  );
}
