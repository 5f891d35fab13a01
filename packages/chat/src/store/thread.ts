import type { ChatMessage } from '../service/port';
import type { LoadStatus, OpenConversation } from './chat-types';
import { mergeMessage, type ShownMessage } from './messages';

// Where a message of the open conversation goes: a thread reply into the open thread (never
// the main list, which leaves replies out), anything else into the main list; the thread's
// parent follows its copy in the main list (reply count, edit, deletion).

/** The open thread of the open conversation (spec chat section 2: the thread pane). */
export interface ThreadSlice {
  parent: ShownMessage;
  status: LoadStatus;
  /** The replies, oldest first; local copies last. */
  messages: ShownMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
}

/** Whether a message is shown in the open conversation now (main list, thread or its parent). */
export function isShown(open: OpenConversation, id: string): boolean {
  return (
    open.messages.some((shown) => shown.id === id) ||
    open.thread?.parent.id === id ||
    Boolean(open.thread?.messages.some((shown) => shown.id === id))
  );
}

/** Whether a message is a thread reply (shown and edited in the thread pane, not the main list). */
export function isThreadReply(message: Pick<ChatMessage, 'parentMessageId'>): boolean {
  return message.parentMessageId !== null;
}

/** The thread's parent, newer copy kept (a late answer never lowers the reply count). */
function withParent(thread: ThreadSlice, message: ChatMessage): ThreadSlice {
  const [parent] = mergeMessage([thread.parent], message);
  return parent ? { ...thread, parent } : thread;
}

/**
 * The change that puts `message` where it belongs: a reply into its open thread (or nowhere
 * when that thread is not open), anything else into the main list and, when it is the open
 * thread's parent, there too. `onlyIfShown`: an edit, a deletion or an update replaces a shown
 * copy and adds nothing.
 */
export function placeMessage(
  open: OpenConversation,
  message: ChatMessage,
  onlyIfShown = false,
): Partial<OpenConversation> {
  const { thread } = open;
  if (message.parentMessageId !== null) {
    if (!thread || thread.parent.id !== message.parentMessageId) return {};
    if (onlyIfShown && !thread.messages.some((shown) => shown.id === message.id)) return {};
    return { thread: { ...thread, messages: mergeMessage(thread.messages, message) } };
  }
  const change: Partial<OpenConversation> = {};
  if (!onlyIfShown || open.messages.some((shown) => shown.id === message.id)) {
    change.messages = mergeMessage(open.messages, message);
  }
  if (thread && thread.parent.id === message.id) change.thread = withParent(thread, message);
  return change;
}

/** Applies `change` to the local copy with this client id, in the main list or the thread. */
export function patchLocal(
  open: OpenConversation,
  muid: string,
  change: (message: ShownMessage) => ShownMessage,
): Partial<OpenConversation> {
  const map = (list: ShownMessage[]) =>
    list.map((message) => (message.muid === muid && message.local ? change(message) : message));
  return {
    messages: map(open.messages),
    ...(open.thread ? { thread: { ...open.thread, messages: map(open.thread.messages) } } : {}),
  };
}

/** A local copy of a send, at the end of the main list or of the open thread. */
export function addLocal(open: OpenConversation, local: ShownMessage): Partial<OpenConversation> {
  if (local.parentMessageId !== null) {
    return open.thread
      ? { thread: { ...open.thread, messages: [...open.thread.messages, local] } }
      : {};
  }
  return { messages: [...open.messages, local] };
}

/** A local copy by client id, wherever it is shown. */
export function findLocal(open: OpenConversation, muid: string): ShownMessage | undefined {
  const match = (message: ShownMessage) => message.muid === muid && message.local !== undefined;
  return open.messages.find(match) ?? open.thread?.messages.find(match);
}
