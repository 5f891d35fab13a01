import type { Translate } from '@wob/i18n';
import { COMETCHAT_POLL_TYPE, POLL_MESSAGE_TYPE, pollQuestionOf } from '../service/polls';
import type { ChatMessage } from '../service/port';
import { callMessageText, isCallMessage } from './call-bubble-format';

/** A poll's question: either service's poll type (the list does not know which is in use). */
function questionOf(message: ChatMessage): string | null {
  return pollQuestionOf(message, POLL_MESSAGE_TYPE) ?? pollQuestionOf(message, COMETCHAT_POLL_TYPE);
}

/** The conversation list's one line about the last message ('You: …' for one's own). */
export function previewOf(message: ChatMessage | null, me: string | null, t: Translate): string {
  if (!message) return t('list.preview.none');
  // A call says who called already ("Outgoing audio call"): no 'You: '.
  if (isCallMessage(message)) return callMessageText(message, me, t);
  let text: string;
  if (message.deletedAt !== null) text = t('list.preview.deleted');
  else if (message.type === 'text') text = (message.text ?? '').replace(/\s+/g, ' ').trim();
  else if (
    message.type === 'image' ||
    message.type === 'video' ||
    message.type === 'audio' ||
    message.type === 'file'
  ) {
    text = t(`list.preview.${message.type}`);
  } else {
    const question = questionOf(message);
    text =
      question === null
        ? t('list.preview.custom')
        : t('polls.preview', { question: question.replace(/\s+/g, ' ').trim() });
  }
  return message.sender.uid === me && message.deletedAt === null ? t('list.you', { text }) : text;
}

/** What a media message is, in words (announcements, previews). */
export function kindOf(message: ChatMessage, t: Translate): string {
  if (
    message.type === 'image' ||
    message.type === 'video' ||
    message.type === 'audio' ||
    message.type === 'file'
  ) {
    return t(`list.preview.${message.type}`);
  }
  const question = questionOf(message);
  return question === null ? t('list.preview.custom') : t('polls.preview', { question });
}
