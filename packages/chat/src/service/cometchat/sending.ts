import { CHAT_CONSTANTS, CHAT_MEDIA_CAPS } from '@wob/validation';
import {
  ChatError,
  type ChatMessage,
  type OutgoingCustom,
  type OutgoingMedia,
  type OutgoingText,
  type ProgressListener,
  type Receiver,
} from '../port';
import type { CometChatContext } from './context';
import type { CometChatEvents } from './events';
import { toChatError } from './mapping';
import type { CometChatNamespace, SdkMessage, SdkOutgoingMessage } from './sdk';
import type { CometChatSession } from './session';
import type { CometChatUsers } from './users';

// The cometchat adapter's sends, edits and deletions. A send is one per client message id
// (muid): a retry of a stored one answers it, a concurrent one shares it. A send whose answer
// was lost looks for its muid in the conversation before it is sent again (CometChat stores
// every send; the muid only travels along).

export type CometChatSending = ReturnType<typeof createSending>;

export function createSending(
  { options, state }: CometChatContext,
  events: CometChatEvents,
  session: CometChatSession,
  users: CometChatUsers,
) {
  const { mapSeen } = events;
  const { run } = session;
  const { withUser } = users;
  const { sends, uncertain } = state;
  const retryDelaysMs = options.retryDelaysMs ?? [500, 2_000];
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  /** A stored message of mine with this muid among the conversation's latest, if any. */
  async function findSent(
    CometChat: CometChatNamespace,
    uid: string,
    receiver: Receiver,
    muid: string,
  ): Promise<SdkMessage | undefined> {
    const builder = new CometChat.MessagesRequestBuilder();
    const latest = await (receiver.receiverType === 'group'
      ? builder.setGUID(receiver.receiverId)
      : builder.setUID(receiver.receiverId)
    )
      .setLimit(CHAT_CONSTANTS.messagePage)
      .build()
      .fetchPrevious();
    return latest.find(
      (message) => message.getMuid() === muid && message.getSender().getUid() === uid,
    );
  }

  function send(
    outgoing: OutgoingText | OutgoingMedia | OutgoingCustom,
    check: () => void,
    build: (CometChat: CometChatNamespace, uid: string) => SdkOutgoingMessage,
    deliver: (CometChat: CometChatNamespace, message: SdkOutgoingMessage) => Promise<SdkMessage>,
  ): Promise<ChatMessage> {
    const known = sends.get(outgoing.muid);
    if (known) return known;
    const attempt = run(async ({ CometChat, uid }) => {
      check();
      for (let round = 0; ; round += 1) {
        try {
          if (uncertain.has(outgoing.muid)) {
            const stored = await findSent(CometChat, uid, outgoing, outgoing.muid);
            const mapped = stored ? mapSeen(stored) : null;
            if (mapped) return mapped;
          }
          const message = build(CometChat, uid);
          message.setMuid(outgoing.muid);
          if (outgoing.parentMessageId)
            message.setParentMessageId(Number(outgoing.parentMessageId));
          const mapped = mapSeen(
            await withUser(outgoing.receiverId, () => deliver(CometChat, message)),
          );
          if (!mapped) throw new ChatError('unknown');
          return mapped;
        } catch (error) {
          const failure = toChatError(error);
          // The network failed: the message may have arrived. Retried with the same muid,
          // looked for first, a few times before the caller hears of it.
          const unknownOutcome = failure.code === 'network' || failure.code === 'timeout';
          if (unknownOutcome) uncertain.add(outgoing.muid);
          const delay = retryDelaysMs[round];
          if (!unknownOutcome || delay === undefined) throw failure;
          await sleep(delay);
        }
      }
    });
    sends.set(outgoing.muid, attempt);
    attempt.then(
      () => uncertain.delete(outgoing.muid),
      () => sends.delete(outgoing.muid),
    );
    return attempt;
  }

  return {
    sendMessage(message: OutgoingText): Promise<ChatMessage> {
      const text = message.text.trim();
      return send(
        message,
        () => {
          if (!text) throw new ChatError('invalid');
        },
        (CometChat, uid) => {
          const built = new CometChat.TextMessage(message.receiverId, text, message.receiverType);
          // Mentions travel as metadata (the wire's `metadata.mentions`): the SDK's own
          // setMentionedUsers needs `<@uid:…>` markup in the text, which every other
          // CometChat client would then show instead of `@Name`.
          // Never the sender, as on the wob server.
          const mentions =
            message.receiverType === 'group'
              ? (message.mentions ?? []).filter((mention) => mention.uid !== uid)
              : [];
          if (mentions.length > 0) {
            built.setMetadata({ mentions: mentions.map(({ uid, name }) => ({ uid, name })) });
          }
          return built;
        },
        (CometChat, built) => CometChat.sendMessage(built),
      );
    },

    sendMediaMessage(message: OutgoingMedia, onProgress?: ProgressListener): Promise<ChatMessage> {
      return send(
        message,
        () => {
          // Woble's caps hold whichever service carries the file (ARCHITECTURE.md).
          if (message.file.size > CHAT_MEDIA_CAPS[message.type]) throw new ChatError('too-large');
        },
        (CometChat) => {
          onProgress?.(0);
          return new CometChat.MediaMessage(
            message.receiverId,
            message.file,
            message.type,
            message.receiverType,
          );
        },
        async (CometChat, built) => {
          const stored = await CometChat.sendMediaMessage(built);
          // The SDK reports no progress while it uploads: done is all it can tell.
          onProgress?.(1);
          return stored;
        },
      );
    },

    sendCustomMessage(message: OutgoingCustom): Promise<ChatMessage> {
      return send(
        message,
        () => undefined,
        (CometChat) =>
          new CometChat.CustomMessage(
            message.receiverId,
            message.receiverType,
            message.customType,
            message.customData,
          ),
        (CometChat, built) => CometChat.sendCustomMessage(built),
      );
    },

    editMessage: (id: string, text: string): Promise<ChatMessage> =>
      run(async ({ CometChat }) => {
        const trimmed = text.trim();
        if (!trimmed) throw new ChatError('invalid');
        const original = await CometChat.getMessageDetails(id);
        const edit = new CometChat.TextMessage(
          original.getReceiverId(),
          trimmed,
          original.getReceiverType(),
        );
        edit.setId(Number(id));
        const edited = mapSeen(await CometChat.editMessage(edit));
        if (!edited) throw new ChatError('unknown');
        return edited;
      }),

    deleteMessage: (id: string): Promise<ChatMessage> =>
      run(async ({ CometChat }) => {
        const deleted = mapSeen(await CometChat.deleteMessage(id));
        if (!deleted) throw new ChatError('unknown');
        return deleted;
      }),
  };
}
