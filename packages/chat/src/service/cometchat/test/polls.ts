import type { SdkMessageListenerCallbacks } from '../sdk';
import { sdkError } from './classes';
import type { FakeCometChatCloud, FakeExtension } from './cloud';
import type { StoredMessage } from './records';

// CometChat's polls extension as the scripted cloud answers it, at the version the adapter
// calls (`v2/create`, `v2/vote`): a poll is a custom message of type 'extension_poll' sent for
// the caller (so every client of both sides, the caller's too, receives it), `customData` with
// the question and the options by index, the results in
// `metadata['@injected'].extensions.polls`; a vote changes that metadata and is told to
// everyone in the conversation as an edit of the message (`onMessageEdited`), as CometChat
// does. One vote per person; the create answers the message's data (id, sender, customData).

interface FakePoll {
  id: string;
  question: string;
  options: Record<string, string>;
  results: {
    total: number;
    question: string;
    options: Record<string, { text: string; count: number; voters?: Record<string, object> }>;
  };
}

function pollOfStored(message: StoredMessage): FakePoll | undefined {
  const injected = (message.metadata as Record<string, unknown>)['@injected'] as
    | { extensions?: { polls?: FakePoll } }
    | undefined;
  return injected?.extensions?.polls;
}

export function fakePollsExtension(cloud: FakeCometChatCloud): FakeExtension {
  const tellConversation = (stored: StoredMessage, kind: keyof SdkMessageListenerCallbacks) => {
    if (stored.receiverType === 'group') {
      cloud.tellGroup(stored.receiverId, null, [], (target, viewer) =>
        target.emitMessage(kind, () => cloud.toSdk(stored, viewer)),
      );
      return;
    }
    for (const uid of new Set([stored.sender, stored.receiverId])) {
      cloud.tell(uid, null, kind, (viewer) => cloud.toSdk(stored, viewer));
    }
  };

  return ({ uid, method, endpoint, data }) => {
    const path = endpoint.replace(/^\/+/, '');
    const body = (data ?? {}) as Record<string, unknown>;
    if (method === 'POST' && path === 'v2/create') {
      const question = typeof body.question === 'string' ? body.question.trim() : '';
      const options = Array.isArray(body.options) ? body.options : [];
      const receiver = typeof body.receiver === 'string' ? body.receiver.toLowerCase() : '';
      const receiverType = body.receiverType === 'group' ? 'group' : 'user';
      if (
        !question ||
        options.length < 2 ||
        options.some((option) => typeof option !== 'string' || option.trim() === '')
      ) {
        throw sdkError('ERR_BAD_REQUEST', 'question and at least two options are required');
      }
      if (receiverType === 'group') {
        if (!cloud.groups.get(receiver)?.members.has(uid)) throw sdkError('ERR_GROUP_NOT_JOINED');
      } else {
        cloud.user(receiver);
        if (cloud.isBlocked(uid, receiver)) throw sdkError('ERR_BLOCKED_RECEIVER');
        if (cloud.isBlocked(receiver, uid)) throw sdkError('ERR_BLOCKED_SENDER');
      }
      const byIndex = Object.fromEntries(
        (options as string[]).map((text, at) => [String(at + 1), text.trim()]),
      );
      const stored = cloud.store(
        uid,
        receiver,
        {
          muid: '',
          category: 'custom',
          type: 'extension_poll',
          customData: { question, options: byIndex },
          metadata: {},
          parentId: 0,
        },
        receiverType,
      );
      const poll: FakePoll = {
        id: String(stored.id),
        question,
        options: byIndex,
        results: {
          total: 0,
          question,
          options: Object.fromEntries(
            Object.entries(byIndex).map(([index, text]) => [index, { text, count: 0 }]),
          ),
        },
      };
      stored.metadata = { '@injected': { extensions: { polls: poll } } };
      tellConversation(stored, 'onCustomMessageReceived');
      return { id: String(stored.id), sender: uid, customData: stored.customData };
    }
    if (method === 'POST' && path === 'v2/vote') {
      const stored = cloud.message(Number(body.id));
      const poll = stored && cloud.visibleTo(uid, stored) ? pollOfStored(stored) : undefined;
      if (!stored || !poll) throw sdkError('ERR_BAD_REQUEST', 'poll not found');
      const option = poll.results.options[String(body.vote)];
      if (!option) throw sdkError('ERR_BAD_REQUEST', 'no such option');
      if (Object.values(poll.results.options).some((each) => each.voters?.[uid])) {
        throw sdkError('ERR_BAD_REQUEST', 'You have already voted in this poll.');
      }
      const user = cloud.user(uid);
      option.count += 1;
      option.voters = { ...option.voters, [uid]: { name: user.name, avatar: user.avatar } };
      poll.results.total += 1;
      stored.updatedAt = cloud.now();
      tellConversation(stored, 'onMessageEdited');
      return { success: true };
    }
    throw new Error(`polls: no ${method} ${endpoint}`);
  };
}
