import type { Connection } from '@wob/api';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNotificationsStore, useNotificationsStoreApi } from './notifications-context';

/** The data attribute that names the Wobler of a remove button. */
export const REMOVE_BUTTON_ATTRIBUTE = 'data-remove-connection';

/**
 * Removing a connection behind the spec's question, with focus kept in the panel.
 *
 * React Aria gives focus back to the remove button when the question closes; a row that has
 * already left would leave focus on the page's body, outside the open panel (and Escape would
 * no longer close it). So the rows shown are frozen while the question is open and until
 * focus is back on the removed row's button; then the row goes and focus moves to the
 * section's heading. The store still removes the connection at once (and puts it back on a
 * failure); only what is on screen waits a frame.
 */
export function useConnectionRemoval(
  root: RefObject<HTMLElement | null>,
  heading: RefObject<HTMLElement | null>,
) {
  const store = useNotificationsStoreApi();
  const connections = useNotificationsStore((state) => state.connections);
  const [confirming, setConfirming] = useState<Connection | null>(null);
  const [frozen, setFrozen] = useState<Connection[] | null>(null);
  // The Wobler whose removal succeeded, while their row waits for focus to come back.
  const removed = useRef<string | null>(null);

  const asking = useRef(false);
  asking.current = confirming !== null;

  // Focus coming back into the panel after the question: the removed row may now go.
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const onFocusIn = (event: FocusEvent) => {
      const id = removed.current;
      if (!id || asking.current) return;
      removed.current = null;
      setFrozen(null);
      const target = event.target as HTMLElement | null;
      if (target?.getAttribute(REMOVE_BUTTON_ATTRIBUTE) === id) heading.current?.focus();
    };
    node.addEventListener('focusin', onFocusIn);
    return () => node.removeEventListener('focusin', onFocusIn);
  }, [root, heading]);

  return {
    /** The connections to show: the frozen list while a removal settles. */
    shown: frozen ?? connections,
    confirming,
    ask(connection: Connection) {
      setFrozen(connections);
      setConfirming(connection);
    },
    /** The question closed: after Cancel or a failure the live list takes over at once. */
    closeQuestion() {
      setConfirming(null);
      if (!removed.current) setFrozen(null);
    },
    async confirm() {
      if (!confirming) return;
      const result = await store.getState().removeConnection(confirming.user._id);
      // On a failure the row is back in its place and the store has said why.
      if (result.ok) removed.current = confirming.user._id;
    },
  };
}
