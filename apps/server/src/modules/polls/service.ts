import type {
  Comment,
  CommentAddedEvent,
  CommentDeletedEvent,
  endpoints,
  Poll,
  PollCreatedEvent,
  PollDeletedEvent,
  PollList,
  PollVotedEvent,
  RequestOutput,
} from '@wob/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../../context';
import type { Db } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { type Clock, HOUR_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { fieldError, HttpError } from '../../platform/http/http-error';
import { type RealtimeHub, topics } from '../../platform/realtime/hub';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { findBubbleAccess, requireActiveMember, requireContent } from '../bubbles/access';
import type { ActivityNotifier } from '../bubbles/activity';
import type { PremiumLookup } from '../premium/state';
import {
  deletePollRow,
  insertPollWithComment,
  insertVote,
  optionBelongsToPoll,
  type PollRecord,
  selectPollPage,
  selectPollRecord,
} from './store';
import { broadcastVisibility } from '../people/visibility';
import { hasAnyBlock } from '../people/visibility-sql';
import { authorView, loadPollViews, type PollViewer, pollAuthorOf } from './views';

type Input<K extends keyof typeof endpoints> = RequestOutput<(typeof endpoints)[K]>;

/**
 * How many polls one member may create per hour, across all Bubbles: far above what a person
 * asks of a community, low enough that a script cannot flood the boards.
 */
export const POLLS_PER_HOUR = 20;

export interface PollsDeps {
  db: Db;
  now: Clock;
  media: MediaStorage;
  realtime: RealtimeHub;
  premiumOf: PremiumLookup;
  /** The board's view of a comment, for announcing a new poll comment as the board does. */
  commentView: (commentId: string, viewer: 'everyone') => Promise<Comment | null>;
  /** Group notifications for new polls. */
  activity: Pick<ActivityNotifier, 'notify'>;
  logger: FastifyBaseLogger;
}

const pollNotFound = () => new HttpError(404, M.polls.notFound);

/**
 * Polls (spec sections 3, 4 and 7). Rights always come from the poll's own Bubble
 * (modules/bubbles/access.ts), never from ids in the payload: its content is visible to all
 * when public and to active members when private (404 to others); voting and creating need
 * an active membership; creating needs premium too (the endpoint's `premium` flag).
 */
export function createPollsService(deps: PollsDeps) {
  const { db, now, media, realtime, activity, logger } = deps;

  type Event =
    | PollCreatedEvent
    | PollVotedEvent
    | PollDeletedEvent
    | CommentAddedEvent
    | CommentDeletedEvent;

  /** Events go out after the commit; a fan-out failure never turns a done change into an error. */
  function publish(bubbleId: string, event: Event): void {
    try {
      realtime.publish(topics.bubble(bubbleId), event);
    } catch (error) {
      logger.error({ err: error, type: event.type }, 'could not publish a poll event');
    }
  }

  /** The poll and the caller's rights in its Bubble; 404 when the caller may not see it. */
  async function visiblePoll(
    session: Session,
    pollId: string,
  ): Promise<{ record: PollRecord; viewer: PollViewer }> {
    const record = await selectPollRecord(db, pollId);
    if (!record) throw pollNotFound();
    const access = await findBubbleAccess(db, session.user.id, { id: record.poll.bubbleId });
    if (!access?.canSeeContent) throw pollNotFound();
    return {
      record,
      viewer: { userId: session.user.id, birthDate: session.user.birthDate, access },
    };
  }

  /** The poll comment as the board shows it; null (logged) if it cannot be built. */
  async function boardViewOf(commentId: string): Promise<Comment | null> {
    try {
      return await deps.commentView(commentId, 'everyone');
    } catch (error) {
      // The poll is committed: a board that cannot show it live shows it on its next load.
      logger.error({ err: error, commentId }, 'could not build the poll comment event');
      return null;
    }
  }

  async function viewOf(record: PollRecord, viewer: PollViewer): Promise<Poll> {
    const [view] = await loadPollViews(db, media, [record], viewer, now());
    if (!view) throw pollNotFound();
    return view;
  }

  return {
    async create(session: Session, input: Input<'createPoll'>): Promise<Poll> {
      const userId = session.user.id;
      const access = requireActiveMember(await findBubbleAccess(db, userId, { id: input.bubble }));
      const createdAt = now();
      const pollId = newId();
      const commentId = newId();
      const outcome = await insertPollWithComment(
        db,
        {
          id: pollId,
          bubbleId: access.bubble.id,
          authorId: userId,
          question: input.question,
          options: input.options.map((text) => ({ id: newId(), text })),
          commentId,
          createdAt,
        },
        { max: POLLS_PER_HOUR, since: new Date(createdAt.getTime() - HOUR_MS) },
      );
      if (outcome === 'limited') throw new HttpError(429, M.polls.tooMany);
      const record = await selectPollRecord(db, pollId);
      if (!record) throw pollNotFound();
      const poll = await viewOf(record, { userId, birthDate: session.user.birthDate, access });

      // After the commit: listeners never hear of a poll they cannot load yet. Poll pages
      // listen for 'poll.created'; open boards get the poll comment as any new comment.
      const bubbleId = access.bubble.id;
      // The event goes to everyone on the Bubble's topic: the author as anyone may see them.
      const everyone = broadcastVisibility(
        pollAuthorOf(record.author),
        await hasAnyBlock(db, userId),
      );
      const facts = {
        ...factsOnly(poll),
        author: authorView(record.author, media, everyone.picture),
      };
      publish(bubbleId, { type: 'poll.created', bubbleId, poll: facts });
      const comment = await boardViewOf(commentId);
      if (comment) publish(bubbleId, { type: 'comment.added', bubbleId, comment });
      activity.notify({
        bubbleId,
        authorId: userId,
        authorName: session.user.name,
        kind: 'poll',
        text: input.question,
      });
      return poll;
    },

    async list(session: Session, input: Input<'listPolls'>): Promise<PollList> {
      const userId = session.user.id;
      const access = requireContent(await findBubbleAccess(db, userId, { id: input.bubble }));
      const { page, limit } = input;
      const { records, total } = await selectPollPage(
        db,
        access.bubble.id,
        (page - 1) * limit,
        limit,
      );
      const docs = await loadPollViews(
        db,
        media,
        records,
        { userId, birthDate: session.user.birthDate, access },
        now(),
      );
      const premium = access.isActive ? await deps.premiumOf(userId) : null;
      return {
        docs,
        totalDocs: total,
        page,
        limit,
        totalPages: Math.max(1, Math.ceil(total / limit)),
        hasNextPage: page * limit < total,
        bubble: { _id: access.bubble.id, name: access.bubble.name, slug: access.bubble.slug },
        canCreate: premium?.isPremium ?? false,
      };
    },

    async view(session: Session, input: Input<'viewPoll'>): Promise<Poll> {
      const { record, viewer } = await visiblePoll(session, input.poll_id);
      return viewOf(record, viewer);
    },

    async vote(session: Session, input: Input<'castVote'>): Promise<Poll> {
      const { record, viewer } = await visiblePoll(session, input.poll);
      // The payload's Bubble only has to agree with the poll's; it grants nothing.
      if (input.bubble !== record.poll.bubbleId) throw pollNotFound();
      requireActiveMember(viewer.access);
      if (!(await optionBelongsToPoll(db, record.poll.id, input.option))) {
        throw fieldError('option', M.polls.optionNotFound);
      }
      const outcome = await insertVote(db, {
        pollId: record.poll.id,
        userId: session.user.id,
        optionId: input.option,
        votedAt: now(),
      });
      if (outcome === 'gone') throw pollNotFound();
      // Spec section 4: a vote is allowed only if the member has not already voted.
      if (outcome === 'duplicate') throw new HttpError(409, M.polls.alreadyVoted);

      const poll = await viewOf(record, viewer);
      const bubbleId = record.poll.bubbleId;
      publish(bubbleId, {
        type: 'poll.voted',
        bubbleId,
        pollId: record.poll.id,
        options: poll.options.map(({ _id, votes, percentage }) => ({ _id, votes, percentage })),
        votes: poll.votes,
      });
      return poll;
    },

    /**
     * The author deletes their poll (spec section 6), and so may the Bubble's owner and
     * moderators, who may delete any comment on the board — a poll is one. Not premium:
     * taking one's own content down never needs a subscription.
     */
    async remove(session: Session, input: Input<'deletePoll'>): Promise<void> {
      const { record, viewer } = await visiblePoll(session, input.poll_id);
      const mayDelete = record.poll.authorId === session.user.id || viewer.access.isModerator;
      if (!mayDelete) throw new HttpError(403, M.polls.deleteNotAllowed);
      if (!(await deletePollRow(db, record.poll.id))) throw pollNotFound();
      const bubbleId = record.poll.bubbleId;
      const commentId = record.commentId ?? '';
      publish(bubbleId, { type: 'poll.deleted', bubbleId, pollId: record.poll.id, commentId });
      // The poll comment went with the poll: open boards drop it as any deleted comment.
      if (record.commentId) publish(bubbleId, { type: 'comment.deleted', bubbleId, commentId });
    },
  };
}

/** A poll without the caller's part, as realtime events carry it. */
function factsOnly(poll: Poll) {
  const { votePolled: _v, votedOption: _o, canVote: _c, canDelete: _d, ...facts } = poll;
  return facts;
}

export type PollsService = ReturnType<typeof createPollsService>;
