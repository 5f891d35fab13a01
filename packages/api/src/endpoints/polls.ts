// Polls of a Bubble: create (premium), list, view, vote, delete.
import {
  CastVoteSchema,
  CreatePollSchema,
  PollIdSchema,
  PollListQuerySchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

/** One option's result: whole percentages that add up to 100 (0 each while nobody voted). */
export const PollOptionResultSchema = v.object({
  _id: v.string(),
  votes: v.number(),
  percentage: v.number(),
});

/** An option as the poll shows it, in the order the author wrote them. */
export const PollOptionSchema = v.object({
  ...PollOptionResultSchema.entries,
  option: v.string(),
});

export const PollAuthorSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** The picture when its owner shows images to all, else the generated avatar. */
  avatar: v.string(),
});

export const PollBubbleSchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** The /view-bubble/{name} URL part. */
  slug: v.string(),
});

/**
 * What a poll is, the same for everyone who may see it (realtime events carry this).
 * `_id` and `poll_id` hold the same id: the spec names it `poll_id` on the poll and `_id` in a
 * poll comment.
 */
export const PollFactsSchema = v.object({
  _id: v.string(),
  poll_id: v.string(),
  question: v.string(),
  options: v.array(PollOptionSchema),
  numberOfOptions: v.number(),
  /** Votes in total. */
  votes: v.number(),
  /** ISO-8601, UTC. */
  createdAt: v.string(),
  author: PollAuthorSchema,
  bubble: PollBubbleSchema,
  /** The poll comment that shows the poll on the board; it goes when the poll goes. */
  commentId: v.string(),
});

/** The Poll entity (spec section 3) as one caller sees it. */
export const PollSchema = v.object({
  ...PollFactsSchema.entries,
  /** Whether the caller has voted (spec section 4: a vote only while this is false). */
  votePolled: v.boolean(),
  /** The option the caller chose; null until they vote. */
  votedOption: v.nullable(v.string()),
  /** An active member of the Bubble who has not voted yet. */
  canVote: v.boolean(),
  /** The author, or an owner or moderator of the Bubble. */
  canDelete: v.boolean(),
});

/** /bubble_polls/{id}: recent polls, newest first, with the standard paging fields. */
export const PollListSchema = v.object({
  docs: v.array(PollSchema),
  totalDocs: v.number(),
  page: v.number(),
  limit: v.number(),
  totalPages: v.number(),
  hasNextPage: v.boolean(),
  bubble: PollBubbleSchema,
  /** An active member with premium may create polls here (the server decides again). */
  canCreate: v.boolean(),
});

const PollAnswerSchema = v.object({ poll: PollSchema });

export const createPoll = defineEndpoint({
  id: 'createPoll',
  method: 'POST',
  path: '/api/polls/create',
  summary:
    'Premium: an active member creates a poll in a Bubble; it also appears on the board as a poll comment.',
  tag: 'polls',
  auth: 'required',
  premium: true,
  request: CreatePollSchema,
  response: PollAnswerSchema,
});

export const listPolls = defineEndpoint({
  id: 'listPolls',
  method: 'GET',
  path: '/api/polls/get',
  summary: "A Bubble's recent polls, newest first, paged; 404 when its content is not visible.",
  tag: 'polls',
  auth: 'required',
  request: PollListQuerySchema,
  response: PollListSchema,
});

export const viewPoll = defineEndpoint({
  id: 'viewPoll',
  method: 'GET',
  path: '/api/polls/view',
  summary: "One poll with its results and the caller's vote; 404 when it is not visible.",
  tag: 'polls',
  auth: 'required',
  request: PollIdSchema,
  response: PollAnswerSchema,
});

export const castVote = defineEndpoint({
  id: 'castVote',
  method: 'POST',
  path: '/api/vote/cast',
  summary:
    'An active member votes once per poll (409 for a second vote); answers the updated poll.',
  tag: 'polls',
  auth: 'required',
  request: CastVoteSchema,
  response: PollAnswerSchema,
});

export const deletePoll = defineEndpoint({
  id: 'deletePoll',
  method: 'POST',
  path: '/api/polls/delete',
  summary:
    'The author, or an owner or moderator of the Bubble, deletes a poll with its votes and its poll comment.',
  tag: 'polls',
  auth: 'required',
  request: PollIdSchema,
  response: v.object({}),
});

/** Every poll endpoint, keyed by operation id; spread into `endpoints`. */
export const pollEndpoints = {
  createPoll,
  listPolls,
  viewPoll,
  castVote,
  deletePoll,
} as const;

// Realtime events on the Bubble's topic (`bubble:<id>`), so open boards and poll pages update
// live. They carry nothing personal: the caller-specific fields of PollSchema (votePolled,
// votedOption, canVote, canDelete) are the client's to keep or work out.

export const PollCreatedEventSchema = v.object({
  type: v.literal('poll.created'),
  bubbleId: v.string(),
  poll: PollFactsSchema,
});

export const PollVotedEventSchema = v.object({
  type: v.literal('poll.voted'),
  bubbleId: v.string(),
  pollId: v.string(),
  options: v.array(PollOptionResultSchema),
  /** Votes in total. */
  votes: v.number(),
});

export const PollDeletedEventSchema = v.object({
  type: v.literal('poll.deleted'),
  bubbleId: v.string(),
  pollId: v.string(),
  commentId: v.string(),
});

export const PollEventSchema = v.variant('type', [
  PollCreatedEventSchema,
  PollVotedEventSchema,
  PollDeletedEventSchema,
]);

export type PollOptionResult = v.InferOutput<typeof PollOptionResultSchema>;
export type PollOption = v.InferOutput<typeof PollOptionSchema>;
export type PollAuthor = v.InferOutput<typeof PollAuthorSchema>;
export type PollBubble = v.InferOutput<typeof PollBubbleSchema>;
export type PollFacts = v.InferOutput<typeof PollFactsSchema>;
export type Poll = v.InferOutput<typeof PollSchema>;
export type PollList = v.InferOutput<typeof PollListSchema>;
export type PollCreatedEvent = v.InferOutput<typeof PollCreatedEventSchema>;
export type PollVotedEvent = v.InferOutput<typeof PollVotedEventSchema>;
export type PollDeletedEvent = v.InferOutput<typeof PollDeletedEventSchema>;
export type PollEvent = v.InferOutput<typeof PollEventSchema>;
