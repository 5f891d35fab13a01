import { findLinks } from '@wob/validation';
import type { ChatMessage } from './port';

// Which link of a message gets a preview: the first http(s) link of a text message that is
// not deleted (findLinks of @wob/validation, the function the server checks a preview
// request with). The adapters and the message bubble ask this one function.

export function previewLinkOf(message: ChatMessage): string | null {
  if (message.category !== 'message' || message.type !== 'text' || message.deletedAt !== null) {
    return null;
  }
  return findLinks(message.text ?? '')[0] ?? null;
}
