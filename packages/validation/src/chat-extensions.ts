import * as v from 'valibot';
import { CHAT_MUID_MAX, messageIdSchema, RECEIVER_TYPES } from './chat';
import { formObject } from './form-object';
import { MESSAGES } from './messages';
import {
  distinctPollOptions,
  POLL_OPTIONS_MAX,
  pollOptionSchema,
  pollQuestionSchema,
} from './poll';

// The chat's extension calls that take input (spec chat section 7, "Chat service extension
// calls"): polls `v1/create` and `v1/vote`, reactions `v1/react`. Field names are the spec's
// (and CometChat's extensions'). A poll's question and options follow the Bubble polls' rules
// (poll.ts: the spec's "Please Enter Question" / "Please Enter Option", the same bounds); a
// chat poll has at least the create-poll modal's two fixed options, and no two read the same.

/** The create-poll modal's two fixed option inputs. */
export const CHAT_POLL_OPTIONS_MIN = 2;

const ID_MAX = 64;
const receiverSchema = v.pipe(
  v.string(MESSAGES.chat.receiverRequired),
  v.trim(),
  v.nonEmpty(MESSAGES.chat.receiverRequired),
  v.maxLength(ID_MAX, MESSAGES.chat.receiverRequired),
);

/** `POST /chat-api/extensions/polls/v1/create`. */
export const CreateChatPollSchema = formObject({
  question: pollQuestionSchema,
  /** In the author's order; option n of the poll is `options[n - 1]` (indexes count from 1). */
  options: v.pipe(
    v.array(pollOptionSchema, MESSAGES.chat.polls.optionsMin),
    v.minLength(CHAT_POLL_OPTIONS_MIN, MESSAGES.chat.polls.optionsMin),
    v.maxLength(POLL_OPTIONS_MAX, MESSAGES.poll.optionsMax),
    distinctPollOptions(),
  ),
  receiver: receiverSchema,
  receiverType: v.optional(v.picklist(RECEIVER_TYPES, MESSAGES.chat.receiverTypeInvalid), 'user'),
  /**
   * Ours, optional: the client's message id, so a retried create makes one poll (as every send
   * does). Without it each call makes a new poll, as CometChat's extension does.
   */
  muid: v.optional(
    v.pipe(
      v.string(MESSAGES.chat.muidRequired),
      v.nonEmpty(MESSAGES.chat.muidRequired),
      v.maxLength(CHAT_MUID_MAX, MESSAGES.chat.muidRequired),
      v.regex(/^[\w.:-]+$/, MESSAGES.chat.muidRequired),
    ),
  ),
  /** Ours, optional: a poll asked inside a thread. */
  parentMessageId: v.optional(messageIdSchema),
});
export type CreateChatPollInput = v.InferInput<typeof CreateChatPollSchema>;
export type CreateChatPollOutput = v.InferOutput<typeof CreateChatPollSchema>;

/** `POST /chat-api/extensions/polls/v1/vote`: `vote` is the option's index (from 1). */
export const VoteChatPollSchema = formObject({
  vote: v.pipe(
    v.union([v.number(MESSAGES.chat.polls.voteInvalid), v.string(MESSAGES.chat.polls.voteInvalid)]),
    v.transform(Number),
    v.integer(MESSAGES.chat.polls.voteInvalid),
    v.minValue(1, MESSAGES.chat.polls.voteInvalid),
    v.maxValue(POLL_OPTIONS_MAX, MESSAGES.chat.polls.voteInvalid),
  ),
  /** The poll message's id. */
  id: messageIdSchema,
});
export type VoteChatPollInput = v.InferInput<typeof VoteChatPollSchema>;

/**
 * An emoji in colon form, as CometChat's reactions extension and emoji-datasource name them:
 * `:heart:`, `:+1:`, a skin tone as a second part (`:wave::skin-tone-3:`). Whether the name
 * exists is the server's question (it knows the emoji set).
 */
export const REACTION_EMOJI_PATTERN = /^:[a-z0-9_+-]{1,60}:(:skin-tone-[2-6]:)?$/;

export const REACTION_ACTIONS = ['add', 'remove'] as const;
export type ReactionAction = (typeof REACTION_ACTIONS)[number];

/**
 * `POST /chat-api/extensions/reactions/v1/react`: without `action` it toggles the caller's
 * reaction (the spec's call); with it, it adds or removes whatever the state, so a retried
 * call does what the person chose once.
 */
export const ReactSchema = formObject({
  msgId: messageIdSchema,
  emoji: v.pipe(
    v.string(MESSAGES.chat.reactions.emojiInvalid),
    v.regex(REACTION_EMOJI_PATTERN, MESSAGES.chat.reactions.emojiInvalid),
  ),
  action: v.optional(v.picklist(REACTION_ACTIONS, MESSAGES.invalid)),
});
export type ReactInput = v.InferInput<typeof ReactSchema>;
export type ReactOutput = v.InferOutput<typeof ReactSchema>;
