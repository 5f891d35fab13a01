import { endpoints } from '@wob/api';
import { previewLinkOf } from '../link-preview';
import type { ChatMessage, ChatService, LinkPreview } from '../port';
import { requireData, requireUser, type WobContext } from './context';
import { toChatError } from './errors';

// The wob adapter's link previews: `GET /chat-api/link-preview` with the message and its link
// (the server previews only links of messages the caller may read). Answers are kept per
// message and link for the tab's life, so a list that renders again asks nothing twice; a
// failed call is not kept, so a later render tries again.

const KEPT = 500;

export function createLinkPreviews(ctx: WobContext): Pick<ChatService, 'linkPreview'> {
  const kept = new Map<string, Promise<LinkPreview | null>>();
  return {
    linkPreview(message: ChatMessage): Promise<LinkPreview | null> {
      const url = previewLinkOf(message);
      if (url === null) return Promise.resolve(null);
      requireUser(ctx);
      const key = `${message.id} ${url}`;
      const known = kept.get(key);
      if (known) return known;
      const asked = ctx.api
        .call(endpoints.chatLinkPreview, { messageId: message.id, url })
        .then((answer) => requireData(answer).preview)
        .catch((error: unknown) => {
          kept.delete(key);
          throw toChatError(error);
        });
      kept.set(key, asked);
      if (kept.size > KEPT) {
        const oldest = kept.keys().next().value;
        if (oldest !== undefined) kept.delete(oldest);
      }
      return asked;
    },
  };
}
