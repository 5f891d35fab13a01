import type { Translate } from '@wob/i18n';
import type { ChatMessage } from '../service/port';

/** The conversation list's one line about the last message ('You: …' for one's own). */
export function previewOf(message: ChatMessage | null, me: string | null, t: Translate): string {
  if (!message) return t('list.preview.none');
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
  } else text = t('list.preview.custom');
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
  return t('list.preview.custom');
}
