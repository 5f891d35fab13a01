import type { ChatCall } from '@wob/api';
import type { ReceiverType } from '@wob/validation';
import type { CometChatCallNamespace, SdkCall } from './sdk';

// The chat SDK keeps the call a tab rings or runs in that tab's memory only. So that a tab
// opened (or reloaded) during a call finds it, the adapter remembers the person's call in the
// browser's storage (which conversation, which session) and reads its state back from the
// server's call messages: a remembered call that is over, or rang longer than the unanswered
// time, is not answered.

export interface CallStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Remembered {
  sessionId: string;
  /** The other person's uid, or the group's guid: whose call messages to read. */
  with: string;
  receiverType: ReceiverType;
}

/** The browser's localStorage when there is one (shared by the person's tabs). */
export function defaultCallStorage(): CallStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const keyOf = (uid: string) => `wob.calls.cometchat.${uid}`;

export function remember(storage: CallStorage | null, me: string, call: ChatCall): void {
  const entry: Remembered = {
    sessionId: call.sessionId,
    with:
      call.receiverType === 'user' && call.receiverId === me ? call.initiator.uid : call.receiverId,
    receiverType: call.receiverType,
  };
  try {
    storage?.setItem(keyOf(me), JSON.stringify(entry));
  } catch {
    // A full or refused storage only loses this convenience.
  }
}

export function forget(storage: CallStorage | null, me: string, sessionId?: string): void {
  try {
    const entry = recall(storage, me);
    if (entry && (!sessionId || entry.sessionId === sessionId)) storage?.removeItem(keyOf(me));
  } catch {
    // As above.
  }
}

export function recall(storage: CallStorage | null, me: string): Remembered | null {
  try {
    const raw = storage?.getItem(keyOf(me));
    const entry = raw ? (JSON.parse(raw) as Partial<Remembered>) : null;
    if (
      !entry ||
      typeof entry.sessionId !== 'string' ||
      typeof entry.with !== 'string' ||
      (entry.receiverType !== 'user' && entry.receiverType !== 'group')
    ) {
      return null;
    }
    return entry as Remembered;
  } catch {
    return null;
  }
}

/**
 * The call messages with a user or in a group (up to 100, one per change of a call), oldest
 * first; each session's newest is its state.
 */
export async function callMessages(
  CometChat: CometChatCallNamespace,
  uid: string,
  receiverType: ReceiverType,
): Promise<SdkCall[]> {
  const builder = new CometChat.MessagesRequestBuilder().setCategories(['call']).setLimit(100);
  if (receiverType === 'group') builder.setGUID(uid);
  else builder.setUID(uid);
  const messages = await builder.build().fetchPrevious();
  return messages
    .map((message) => message as unknown as SdkCall)
    .filter((call) => typeof call.getSessionId === 'function');
}

/** Each session's newest message, newest session first. */
export function newestPerSession(calls: readonly SdkCall[]): SdkCall[] {
  const newest = new Map<string, SdkCall>();
  for (const call of [...calls].reverse()) {
    if (!newest.has(call.getSessionId())) newest.set(call.getSessionId(), call);
  }
  return [...newest.values()];
}
