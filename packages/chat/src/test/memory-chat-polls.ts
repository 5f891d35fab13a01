import { POLL_MESSAGE_TYPE, type PollExtensionData } from '@wob/api';
import { CreateChatPollSchema } from '@wob/validation';
import * as v from 'valibot';
import { ChatError, type ChatMessage, type OutgoingPoll, type Receiver } from '../service/port';
import { MemoryChatReadOps } from './memory-chat-reads';

// Polls on a person's tab of the in-memory chat world, with the self-hosted server's rules: a
// poll is a custom message of type 'poll' that only `createPoll` makes (its question and
// options checked by CreateChatPollSchema, sent like any message, once per muid), its results
// in `metadata['@injected'].extensions.polls`; a person who reads the conversation votes once
// (a second vote is 'not-allowed'), and every vote reaches every tab of the conversation, the
// voter's own too, as `onMessageUpdated`. memory-chat-service.ts extends this class.

export abstract class MemoryChatPollOps extends MemoryChatReadOps {
  /** The tab's checks and delivery of a new message (memory-chat-service.ts). */
  protected abstract existing(muid: string): ChatMessage | undefined;
  protected abstract refuse(receiver: Receiver): void;
  protected abstract deliver(message: ChatMessage, kind: 'onCustomMessageReceived'): void;

  async createPoll(poll: OutgoingPoll): Promise<ChatMessage> {
    this.count('createPoll', poll);
    await this.online('send');
    const known = this.existing(poll.muid);
    if (known) return this.copy(known);
    this.refuse(poll);
    const checked = v.safeParse(CreateChatPollSchema, {
      question: poll.question,
      options: poll.options,
      receiver: poll.receiverId,
      receiverType: poll.receiverType,
    });
    if (!checked.success) throw new ChatError('invalid', checked.issues[0].message, 422);
    const { question, options } = checked.output;
    const parent = this.parentFor(poll);
    const byIndex = Object.fromEntries(options.map((text, at) => [String(at + 1), text]));
    const stored = this.world.create(
      this.uid,
      poll.receiverId,
      poll.muid,
      POLL_MESSAGE_TYPE,
      { data: { customData: { question, options: byIndex } } },
      poll.receiverType,
    );
    stored.category = 'custom';
    const results: PollExtensionData['results'] = {
      total: 0,
      question,
      options: Object.fromEntries(options.map((text, at) => [String(at + 1), { text, count: 0 }])),
    };
    const polls: PollExtensionData = { id: stored.id, question, options: byIndex, results };
    stored.metadata = { '@injected': { extensions: { polls } } };
    this.addReply(stored, parent);
    this.deliver(stored, 'onCustomMessageReceived');
    return this.copy(stored);
  }

  async votePoll(pollMessageId: string, option: number): Promise<ChatMessage> {
    this.count('votePoll', pollMessageId, option);
    await this.online('send');
    const message = this.readablePoll(pollMessageId);
    const polls = pollDataOf(message);
    const chosen = polls.results.options[String(option)];
    if (!Number.isInteger(option) || !chosen) {
      throw new ChatError('invalid', 'Choose one of the poll’s options', 422);
    }
    const voted = Object.values(polls.results.options).some(
      (each) => each.voters?.[this.uid] !== undefined,
    );
    if (voted) throw new ChatError('not-allowed', 'You have already voted in this poll', 409);
    const me = this.world.sender(this.uid);
    chosen.count += 1;
    chosen.voters = { ...chosen.voters, [me.uid]: { name: me.name, avatar: me.avatar } };
    polls.results.total += 1;
    this.world.bump(message);
    const tabs =
      message.receiverType === 'group'
        ? [...this.groupTabs(message.receiverId), this]
        : [...this.world.tabsOf(message.sender.uid), ...this.world.tabsOf(message.receiverId)];
    const told = this.copy(message);
    queueMicrotask(() => {
      for (const tab of new Set(tabs)) tab.emitMessage('onMessageUpdated', structuredClone(told));
    });
    return this.copy(message);
  }

  /** A poll message of a conversation this person reads, or 'not-found'. */
  private readablePoll(id: string): ChatMessage {
    const stored = this.world.messages.find((candidate) => candidate.id === id);
    if (!stored) throw new ChatError('not-found', '', 404);
    const conversation =
      stored.receiverType === 'group'
        ? this.messagesWith(stored.receiverId, 'group')
        : stored.sender.uid === this.uid || stored.receiverId === this.uid
          ? this.world.visible(
              this.uid,
              stored.sender.uid === this.uid ? stored.receiverId : stored.sender.uid,
            )
          : [];
    const message = conversation.find((candidate) => candidate.id === id);
    if (!message || message.deletedAt !== null) throw new ChatError('not-found', '', 404);
    if (message.category !== 'custom' || message.type !== POLL_MESSAGE_TYPE) {
      throw new ChatError('invalid', 'Choose one of the poll’s options', 422);
    }
    return message;
  }
}

function pollDataOf(message: ChatMessage): PollExtensionData {
  const injected = message.metadata?.['@injected'] as
    | { extensions?: { polls?: PollExtensionData } }
    | undefined;
  const polls = injected?.extensions?.polls;
  if (!polls) throw new ChatError('invalid', '', 422);
  return polls;
}
