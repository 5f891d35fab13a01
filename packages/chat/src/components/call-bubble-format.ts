import type { Translate } from '@wob/i18n';
import type { ChatMessage } from '../service/port';

// What a call message says (spec chat section 5: "Call events appear as bubbles whose text
// depends on status, audio vs video, direction (by initiator), missed vs unanswered, and group
// actions (joined, rejected, left)"). Pure: the message list's bubble, the conversation list's
// preview and the announcement all read it from here.

/** A call message as the bubble shows it. */
export interface CallMessageView {
  /** The bubble's words, in the reader's language. */
  text: string;
  type: 'audio' | 'video';
  /** By the call's initiator: one's own call is outgoing. */
  direction: 'outgoing' | 'incoming';
  /** The callee's view of a call nobody took (unanswered or cancelled): drawn in danger. */
  missed: boolean;
}

/** Whether a message is a call message (category `call`): shown as a call bubble. */
export function isCallMessage(message: ChatMessage): boolean {
  return message.category === 'call';
}

/** A call's length as a clock reads: 0:07, 3:24, 1:02:03. */
export function formatCallDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * A call message in words, as `myUid` reads it. The message's `call.action` is what it records
 * (its sender is who acted); the direction is by `call.callInitiator`. A message of another
 * kind, or one without its `call` (another client's), reads 'Call'.
 */
export function callMessageView(
  message: ChatMessage,
  myUid: string | null,
  t: Translate,
): CallMessageView {
  const type = message.type === 'video' ? 'video' : 'audio';
  const Type = type === 'video' ? 'Video' : 'Audio';
  const call = message.call;
  const outgoing = call ? call.callInitiator.uid === myUid : message.sender.uid === myUid;
  const view = (text: string, missed = false): CallMessageView => ({
    text,
    type,
    direction: outgoing ? 'outgoing' : 'incoming',
    missed,
  });
  if (!call) return view(t('calls.bubble.call'));
  const group = message.receiverType === 'group';
  // A group call's acting member by name, or "You" when that is the reader.
  const who = (person: { uid: string; name: string }) =>
    person.uid === myUid ? t('calls.bubble.you') : person.name;
  const name = who(message.sender);
  switch (call.action) {
    case 'initiated':
      if (group)
        return view(t(`calls.bubble.groupStarted${Type}`, { name: who(call.callInitiator) }));
      return view(t(`calls.bubble.${outgoing ? 'outgoing' : 'incoming'}${Type}`));
    case 'ongoing':
      return view(t('calls.bubble.ongoing'));
    case 'ended':
      return view(
        call.duration !== null && call.duration > 0
          ? t('calls.bubble.endedAfter', { duration: formatCallDuration(call.duration) })
          : t('calls.bubble.ended'),
      );
    // Spec: 'Call unanswered' for the caller; the callee missed it.
    case 'unanswered':
      return outgoing ? view(t('calls.unanswered')) : view(t(`calls.bubble.missed${Type}`), true);
    case 'cancelled':
      return outgoing
        ? view(t('calls.bubble.cancelled'))
        : view(t(`calls.bubble.missed${Type}`), true);
    case 'rejected':
      // In a group, one member turned it down; one-to-one, the call was.
      return view(group ? t('calls.bubble.declined', { name }) : t('calls.rejected'));
    case 'busy':
      return view(t('calls.busy'));
    case 'joined':
      return view(t('calls.bubble.joined', { name }));
    case 'left':
      return view(t('calls.bubble.left', { name }));
  }
  return view(t('calls.bubble.call'));
}

/** A call message's words alone (previews, announcements). */
export function callMessageText(message: ChatMessage, myUid: string | null, t: Translate): string {
  return callMessageView(message, myUid, t).text;
}
