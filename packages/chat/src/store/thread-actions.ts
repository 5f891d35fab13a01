import { CHAT_CONSTANTS } from '@wob/validation';
import type { MessagesRequest } from '../service/port';
import type { ChatActions } from './chat-types';
import type { ChatKit } from './kit';
import { isLocal, mergeMessage, prependMessages, type ShownMessage } from './messages';
import { isThreadReply } from './thread';

// The thread pane (spec chat sections 2 and 5): a message's replies, paged upwards like the
// main list, and read when they are on screen. Replies reach it through the same placing as
// every message (thread.ts); the composer sends into it with `inThread`.

export function createThreadActions(
  kit: ChatKit,
): Pick<ChatActions, 'openThread' | 'closeThread' | 'loadOlderReplies'> {
  const { service } = kit.deps;
  let ticket = 0;
  let request: MessagesRequest | null = null;

  /** Reads the newest incoming reply when the thread is on screen. */
  const readReplies = (replies: readonly ShownMessage[]) => {
    const me = kit.myUid();
    const newest = [...replies].reverse().find((m) => !isLocal(m) && m.sender.uid !== me);
    if (!newest || newest.readAt !== null || !kit.deps.isVisible()) return;
    service.markAsRead(newest).catch((error: unknown) => kit.logged('markAsRead', error));
  };

  return {
    async openThread(parent) {
      const open = kit.get().open;
      // Spec chat section 5: a thread only on a stored message that is no reply itself.
      if (!open || isLocal(parent) || parent.parentMessageId !== null) return;
      if (open.thread?.parent.id === parent.id) return;
      ticket += 1;
      const mine = ticket;
      request = service.messagesRequest({
        uid: open.uid,
        receiverType: open.receiverType,
        parentMessageId: parent.id,
        limit: CHAT_CONSTANTS.messagePage,
      });
      kit.patchOpen(open.uid, (current) => ({
        thread: { parent, status: 'loading', messages: [], hasOlder: false, loadingOlder: false },
        // An edit of the former thread's reply ends with its pane.
        editing: current.editing && isThreadReply(current.editing) ? null : current.editing,
      }));
      try {
        const page = await request.fetchPrevious();
        if (mine !== ticket) return;
        kit.patchOpen(open.uid, (current) =>
          current.thread
            ? {
                thread: {
                  ...current.thread,
                  status: 'ready',
                  // Replies that came while loading stay, each once.
                  messages: page.reduce<ShownMessage[]>(
                    (list, message) => mergeMessage(list, message),
                    current.thread.messages,
                  ),
                  hasOlder: page.length >= CHAT_CONSTANTS.messagePage,
                },
              }
            : {},
        );
        readReplies(page);
      } catch (error) {
        if (mine !== ticket) return;
        kit.patchOpen(open.uid, (current) =>
          current.thread ? { thread: { ...current.thread, status: 'error' } } : {},
        );
        kit.logged('thread could not be loaded', error);
      }
    },

    closeThread() {
      ticket += 1;
      request = null;
      const open = kit.get().open;
      if (open?.thread)
        kit.patchOpen(open.uid, (current) => ({
          thread: null,
          // An edit of one of its replies ends with the pane.
          editing: current.editing && isThreadReply(current.editing) ? null : current.editing,
        }));
    },

    async loadOlderReplies() {
      const open = kit.get().open;
      const thread = open?.thread;
      if (!open || !thread || !request || thread.status !== 'ready') return;
      if (!thread.hasOlder || thread.loadingOlder) return;
      const mine = ticket;
      kit.patchOpen(open.uid, () => ({ thread: { ...thread, loadingOlder: true } }));
      try {
        const page = await request.fetchPrevious();
        if (mine !== ticket) return;
        kit.patchOpen(open.uid, (current) =>
          current.thread
            ? {
                thread: {
                  ...current.thread,
                  messages: prependMessages(current.thread.messages, page),
                  hasOlder: page.length >= CHAT_CONSTANTS.messagePage,
                  loadingOlder: false,
                },
              }
            : {},
        );
      } catch (error) {
        // A paged fetch: only logged; scrolling up asks again.
        if (mine === ticket) {
          kit.patchOpen(open.uid, (current) =>
            current.thread ? { thread: { ...current.thread, loadingOlder: false } } : {},
          );
        }
        kit.logged('older replies could not be loaded', error);
      }
    },
  };
}
