import { endpoints } from '@wob/api';
import type { FastifyInstance } from 'fastify';
import { SERVER_MESSAGES as M } from '../../messages';
import { bindSignedInEndpoint } from '../../platform/http/bind-endpoint';
import { registerCallIceRoutes } from './calls-ice';
import { registerChatGroupRoutes } from './groups-routes';
import { registerChatMediaRoute } from './media';
import { registerStickerRoutes } from './stickers-routes';
import { registerExtensionRoutes } from './extensions-routes';
import type { ChatService } from './service';

/**
 * The chat: the product API's message requests (`/api/chat/*`) and the self-hosted
 * chat service (`/chat-api/*`, `POST /chat-api/media`).
 */
export function registerChatRoutes(app: FastifyInstance, chat: ChatService): void {
  // --- Message requests (spec chat section 7) ---------------------------------------------------

  bindSignedInEndpoint(app, endpoints.awaitAccept, async ({ input, session }) => ({
    data: await chat.awaitAccept(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.addToWaiting, async ({ input, session }) => ({
    data: await chat.addToWaiting(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.acceptMessageRequest, async ({ input, session }) => ({
    message: M.chat.requestAccepted,
    data: await chat.accept(session, input.sender_id),
  }));

  // --- `/chat-api` -----------------------------------------------------------------------------

  bindSignedInEndpoint(app, endpoints.chatMe, async ({ session }) => ({
    data: await chat.me(session),
  }));

  bindSignedInEndpoint(app, endpoints.chatConversations, async ({ input, session }) => ({
    data: await chat.conversations(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatConversation, async ({ input, session }) => ({
    data: await chat.conversation(session, input.conversationWith, input.conversationType),
  }));

  bindSignedInEndpoint(app, endpoints.chatDeleteConversation, async ({ input, session }) => {
    await chat.deleteConversation(session, input.conversationWith, input.conversationType);
    return { data: {} };
  });

  bindSignedInEndpoint(app, endpoints.chatUser, async ({ input, session }) => ({
    data: await chat.user(session, input.uid),
  }));

  bindSignedInEndpoint(app, endpoints.chatMessages, async ({ input, session }) => ({
    data: { messages: await chat.messages(session, input) },
  }));

  bindSignedInEndpoint(app, endpoints.chatSearchMessages, async ({ input, session }) => ({
    data: await chat.searchMessages(session, input),
  }));

  bindSignedInEndpoint(app, endpoints.chatSendText, async ({ input, session }) => ({
    data: (await chat.sendText(session, input)).message,
  }));

  bindSignedInEndpoint(app, endpoints.chatSendCustom, async ({ input, session }) => ({
    data: (await chat.sendCustom(session, input)).message,
  }));

  bindSignedInEndpoint(app, endpoints.chatEditMessage, async ({ input, session }) => ({
    data: await chat.edit(session, input.id, input.text),
  }));

  bindSignedInEndpoint(app, endpoints.chatDeleteMessage, async ({ input, session }) => ({
    data: await chat.remove(session, input.id),
  }));

  bindSignedInEndpoint(app, endpoints.chatReceipt, async ({ input, session }) => {
    await chat.receipt(session, input.id, input.receiptType);
    return { data: {} };
  });

  bindSignedInEndpoint(app, endpoints.chatTyping, async ({ input, session }) => {
    await chat.signal(session, input, { typing: input.typing });
    return { data: {} };
  });

  bindSignedInEndpoint(app, endpoints.chatTransient, async ({ input, session }) => {
    await chat.signal(session, input, { data: input.data });
    return { data: {} };
  });

  bindSignedInEndpoint(app, endpoints.chatUnread, async ({ session }) => ({
    data: await chat.unread(session),
  }));

  bindSignedInEndpoint(app, endpoints.chatSync, async ({ input, session }) => ({
    data: await chat.sync(session, input.after, input.limit),
  }));

  bindSignedInEndpoint(app, endpoints.chatSharedMedia, async ({ input, session }) => ({
    data: await chat.sharedMedia(session, input),
  }));

  // Each preview may make the server fetch a page and an image: limited per account.
  bindSignedInEndpoint(
    app,
    endpoints.chatLinkPreview,
    async ({ input, session }) => ({ data: { preview: await chat.linkPreview(session, input) } }),
    {
      rateLimit: {
        max: app.wob.config.linkPreview.perWindow,
        timeWindowMs: app.wob.config.rateLimit.windowMs,
        perAccount: true,
      },
    },
  );

  registerChatMediaRoute(app, chat);
  registerStickerRoutes(app);
  registerExtensionRoutes(app, chat);
  registerChatGroupRoutes(app, chat);
  registerCallIceRoutes(app);
}
