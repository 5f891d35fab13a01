import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import type { ChatMessageData } from '../../db/schema';
import { SERVER_MESSAGES as M } from '../../messages';
import { createBatcher, type Settled } from '../../platform/batcher';
import { HttpError } from '../../platform/http/http-error';
import { conversationIdOf } from './ids';
import { planFor, validParent } from './rules';
import { acceptRequest, openRequests } from './request-store';
import { type ChatPerson, type PairState, pairKey, readPairs } from './people-store';
import { findMember, recordInMembers } from './conversation-store';
import { groupSenderKey, readGroupSenders } from './group-access';
import {
  countReplies,
  findByMuids,
  findMessage,
  insertMessages,
  type NewMessage,
} from './message-store';
import { insertChatMedia } from './media-store';
import { lockChats, type MessageRow, type RequestStateValue } from './store';
import { keptMentions, readMentionable } from './mentions';
import type { Created } from '../notifications/bubble-store';
import { insertMentions } from '../notifications/mention-store';

// The send queue (what the chat benchmark measures): sends are written in batches (platform/batcher.ts), one
// transaction for all the sends that arrived while the previous batch was being written. A
// batch costs about as many statements as a single send, whatever its size. The rules are the same as for one send at a time: the batch takes every pair's and
// person's lock (store.ts lockChats), reads every pair's state at once, then applies the
// sends in the order they arrived, each one seeing what the ones before it changed (a first
// message opens a request, an answer accepts it, the 31st waiting message is refused). A send
// the rules refuse fails alone; an unexpected database error makes the batch's sends try
// again one by one, so one bad send never fails another. Results come back in arrival order,
// and the caller publishes after the commit, so events leave in the order of message ids.
// Round trips, as a group send's latency is mostly theirs: the locks, one read of the pairs or
// group memberships, one statement storing the messages with their conversations and groups
// (message-store.ts insertMessages), and the muids read only when a send is a retry
// (`writeBatch`).
// A send to a group (receiverType 'group') takes its sender's lock and the group's, needs the
// sender to be an active member, knows no requests or blocks, and writes no member row: the
// group's own row keeps its last message, and each member's unread count is counted from their
// read marker when read (message-store.ts insertMessages). A group text keeps the
// mentioned active members (mentions.ts) and notifies them in the same transaction (their bell).

/** What a message carries (service.ts builds it from the request). */
export interface Content {
  type: string;
  /** 'call': a call's state change (calls-messages.ts), written inside the call's transaction. */
  category: 'message' | 'custom' | 'call';
  text: string | null;
  data: ChatMessageData;
  media?: StoredMedia;
  /** The uids a group text mentions, as the sender named them (one-to-one ignores them). */
  mentions?: readonly string[];
}

/** A media file already stored (modules/chat/media.ts), to be attached to a message. */
export interface StoredMedia {
  id: string;
  kind: 'chat-image' | 'chat-video' | 'chat-audio' | 'chat-file';
  path: string;
  mimeType: string;
  size: number;
  name: string;
  extension: string;
}

export interface SendJob {
  senderId: string;
  /** A person's id, or a group's guid with receiverType 'group'. */
  receiverId: string;
  /** 'user' when left out. */
  receiverType?: 'user' | 'group';
  muid: string;
  parentMessageId?: number;
  content: Content;
  at: Date;
}

export interface SendOutcome {
  row: MessageRow;
  fresh: boolean;
  requestChanged: boolean;
  /** The receiver as the sender sees them, when the send read it. */
  other?: ChatPerson;
  /** The mention notifications a fresh group send made (delivered after the commit). */
  mentioned?: Created[];
  /** A fresh thread reply's parent, with its new reply count (published after the commit). */
  parent?: MessageRow;
}

type Result = Settled<SendOutcome>;

/** At most this many sends share a transaction (well under PostgreSQL's 65,535 parameters). */
const MAX_BATCH = 200;

export interface SendQueue {
  send(job: SendJob): Promise<SendOutcome>;
  /** Resolves once every send queued so far is written (or failed). */
  drained(): Promise<void>;
}

/**
 * One batch at a time: each person's sends are then written, answered and published in the
 * order they arrived.
 */
export function createSendQueue(deps: { db: Db; logger: FastifyBaseLogger }): SendQueue {
  const { db, logger } = deps;

  async function writeOrSplit(jobs: SendJob[]): Promise<Result[]> {
    try {
      try {
        return await db.transaction((tx) => writeBatch(tx, jobs, false));
      } catch (error) {
        // A retry of a send stored before: the batch again, knowing every stored muid first.
        if (!(error instanceof StoredBefore)) throw error;
        return await db.transaction((tx) => writeBatch(tx, jobs, true));
      }
    } catch (error) {
      if (jobs.length === 1) return [{ ok: false, error }];
      logger.warn({ err: error, sends: jobs.length }, 'chat send batch failed; sending one by one');
      const results: Result[] = [];
      for (const job of jobs) results.push(...(await writeOrSplit([job])));
      return results;
    }
  }

  const batcher = createBatcher(writeOrSplit, { maxBatch: MAX_BATCH });
  return { send: batcher.add, drained: batcher.drained };
}

const muidKey = (senderId: string, muid: string) => `${senderId}\n${muid}`;

/**
 * The same sends written inside the caller's transaction (a call's state change and its call
 * message commit together, calls-service.ts): the caller holds its own locks and takes these
 * too. Throws the first refusal, which rolls the caller's transaction back.
 */
export async function writeSendsIn(tx: Tx, jobs: readonly SendJob[]): Promise<SendOutcome[]> {
  const results = await writeBatch(tx, jobs, true);
  return results.map((result) => {
    if (!result.ok) throw result.error;
    return result.value;
  });
}

/**
 * Thrown inside a batch's transaction (rolling it back) when a muid the batch took for new was
 * stored before: the batch is then written again with every stored muid read first.
 */
class StoredBefore extends Error {}
const requestKey = (senderId: string, receiverId: string) => `${senderId}>${receiverId}`;

type Request = { state: RequestStateValue; count: number } | null;

/** A job's place in the batch: its result already, or the message it stores (or retries). */
type Slot = Result | { index: number; retry: boolean; requestChanged: boolean; other?: ChatPerson };

/**
 * One batch, inside its transaction: answers each job's result, in order. A retry (a muid
 * stored before) is rare, so the batch first takes every send for new without reading the
 * muids (`readMuids` false): the insert skips a stored muid, and that rolls the batch back to
 * be written again with them read (`StoredBefore`). Only a send the rules refuse has its muid
 * read at once: it may be the retry of one they allowed before.
 */
async function writeBatch(tx: Tx, jobs: readonly SendJob[], readMuids: boolean): Promise<Result[]> {
  const toPeople = jobs.filter((job) => job.receiverType !== 'group');
  const toGroups = jobs.filter((job) => job.receiverType === 'group');
  await lockChats(
    tx,
    toPeople.map((job) => [job.senderId, job.receiverId]),
    toGroups.map((job) => ({ senderId: job.senderId, guid: job.receiverId })),
  );
  const stored = readMuids ? await findByMuids(tx, jobs) : new Map<string, MessageRow>();
  const pairs = await readPairs(
    tx,
    toPeople.map((job) => ({ me: job.senderId, otherId: job.receiverId })),
  );
  // Group senders' memberships: their member rows read `for share`, so a kick, ban or leave
  // either waits for this batch or was committed before it (and the send is refused).
  const memberships = await readGroupSenders(
    tx,
    toGroups.map((job) => ({ guid: job.receiverId, userId: job.senderId })),
  );
  const mentionable = await readMentionable(
    tx,
    toGroups.flatMap((job) => {
      const sender = memberships.get(groupSenderKey(job.receiverId, job.senderId));
      const uids = job.content.mentions ?? [];
      return sender?.member && uids.length > 0
        ? [{ conversationId: sender.conversationId, uids }]
        : [];
    }),
  );

  // The requests of every pair as they stand, then as each send changes them.
  const requests = new Map<string, Request>();
  for (const job of jobs) {
    const pair = pairs.get(pairKey(job.senderId, job.receiverId));
    requests.set(requestKey(job.senderId, job.receiverId), pair?.mine ?? null);
    requests.set(requestKey(job.receiverId, job.senderId), pair?.theirs ?? null);
  }
  const opened = new Map<string, { senderId: string; receiverId: string; added: number }>();
  const accepted = new Map<string, [string, string]>();

  const slots: Slot[] = [];
  const fresh: NewMessage[] = [];
  const media: { job: SendJob; at: Date }[] = [];
  const batchMuids = new Map<string, number>();

  // The slots of sends the rules refused (only while the muids are not read).
  const refused = new Map<number, SendJob>();
  const refuse = (job: SendJob, error: unknown) => {
    if (!readMuids) refused.set(slots.length, job);
    slots.push({ ok: false, error });
  };

  for (const job of jobs) {
    const key = muidKey(job.senderId, job.muid);
    const earlier = stored.get(key);
    const inBatch = batchMuids.get(key);
    if (earlier || inBatch !== undefined) {
      // A retry: the stored message (or the one this batch stores), never a second one.
      const receiverId = earlier ? earlier.receiverId : fresh[inBatch as number]?.receiverId;
      if (receiverId !== job.receiverId) {
        slots.push({ ok: false, error: new HttpError(409, M.chat.muidReused) });
      } else if (earlier) {
        slots.push({ ok: true, value: { row: earlier, fresh: false, requestChanged: false } });
      } else {
        slots.push({ index: inBatch as number, retry: true, requestChanged: false });
      }
      continue;
    }
    if (job.receiverType === 'group') {
      const sender = memberships.get(groupSenderKey(job.receiverId, job.senderId));
      let parentId: number | null = null;
      try {
        if (!sender) throw new HttpError(404, M.chat.groupNotFound);
        // A call message follows the call, whose members the calls service checked: a member
        // who left the group meanwhile may still hang up.
        if (!sender.member && job.content.category !== 'call') {
          throw sender.type === 'private'
            ? new HttpError(404, M.chat.groupNotFound)
            : new HttpError(403, M.chatGroups.notMember);
        }
        if (job.parentMessageId !== undefined) {
          parentId = await parentOf(tx, job, sender.conversationId, job.parentMessageId);
        }
      } catch (error) {
        refuse(job, error);
        continue;
      }
      batchMuids.set(key, fresh.length);
      slots.push({ index: fresh.length, retry: false, requestChanged: false });
      const mentions = keptMentions(
        mentionable,
        sender.conversationId,
        job.senderId,
        job.content.mentions ?? [],
      );
      fresh.push({
        conversationId: sender.conversationId,
        senderId: job.senderId,
        receiverType: 'group',
        receiverId: job.receiverId,
        muid: job.muid,
        type: job.content.type,
        category: job.content.category,
        text: job.content.text,
        data: mentions.length > 0 ? { ...job.content.data, mentions } : job.content.data,
        parentId,
        requested: false,
        sentAt: job.at,
      });
      if (job.content.media) media.push({ job, at: job.at });
      continue;
    }
    const read = pairs.get(pairKey(job.senderId, job.receiverId));
    const pair: PairState = {
      other: read?.other ?? null,
      mine: requests.get(requestKey(job.senderId, job.receiverId)) ?? null,
      theirs: requests.get(requestKey(job.receiverId, job.senderId)) ?? null,
      iLiked: read?.iLiked ?? false,
      theyLiked: read?.theyLiked ?? false,
    };
    let plan: ReturnType<typeof planFor>;
    let parentId: number | null = null;
    try {
      // A call message changes no request: the calls service applied the rules when the call
      // began, and the callee's answer (rejected, busy) is not a reply to a request.
      plan =
        job.content.category === 'call'
          ? { requested: false, accept: [], open: false }
          : planFor(pair, job.senderId, job.receiverId, true);
      if (job.parentMessageId !== undefined) {
        const conversationId = conversationIdOf(job.senderId, job.receiverId);
        parentId = await parentOf(tx, job, conversationId, job.parentMessageId);
      }
    } catch (error) {
      refuse(job, error);
      continue;
    }
    let changed = false;
    for (const [senderId, receiverId] of plan.accept) {
      const rk = requestKey(senderId, receiverId);
      if (requests.get(rk)?.state === 'accepted') continue;
      requests.set(rk, { state: 'accepted', count: 0 });
      accepted.set(rk, [senderId, receiverId]);
      changed = true;
    }
    if (plan.open) {
      const rk = requestKey(job.senderId, job.receiverId);
      const mine = requests.get(rk) ?? null;
      if (!mine) changed = true;
      requests.set(rk, { state: 'waiting', count: (mine?.count ?? 0) + 1 });
      const open = opened.get(rk) ?? {
        senderId: job.senderId,
        receiverId: job.receiverId,
        added: 0,
      };
      open.added += 1;
      opened.set(rk, open);
    }
    batchMuids.set(key, fresh.length);
    slots.push({
      index: fresh.length,
      retry: false,
      requestChanged: changed,
      other: read?.other ?? undefined,
    });
    fresh.push({
      conversationId: conversationIdOf(job.senderId, job.receiverId),
      senderId: job.senderId,
      receiverType: 'user',
      receiverId: job.receiverId,
      muid: job.muid,
      type: job.content.type,
      category: job.content.category,
      text: job.content.text,
      data: job.content.data,
      parentId,
      requested: plan.requested,
      sentAt: job.at,
    });
    if (job.content.media) media.push({ job, at: job.at });
  }

  // A refused send that is the retry of a stored one answers that one (or 409, as above).
  if (refused.size > 0) {
    const earlier = await findByMuids(tx, [...refused.values()]);
    for (const [at, job] of refused) {
      const row = earlier.get(muidKey(job.senderId, job.muid));
      if (!row) continue;
      slots[at] =
        row.receiverId === job.receiverId
          ? { ok: true, value: { row, fresh: false, requestChanged: false } }
          : { ok: false, error: new HttpError(409, M.chat.muidReused) };
    }
  }

  // The messages, the first one-to-one messages' conversations and the groups' last messages.
  const rows = await insertMessages(tx, fresh);
  if (rows.length < fresh.length) {
    // The locks keep any other transaction from storing these muids meanwhile: only a muid
    // stored before the batch is skipped, which a batch that read the muids never stores.
    if (readMuids) throw new Error('a message of the batch was not stored');
    throw new StoredBefore();
  }
  const parents = new Map((await countReplies(tx, rows)).map((row) => [row.id, row]));
  await insertChatMedia(
    tx,
    media.flatMap(({ job, at }) =>
      job.content.media
        ? [
            {
              id: job.content.media.id,
              ownerId: job.senderId,
              kind: job.content.media.kind,
              mime: job.content.media.mimeType,
              path: job.content.media.path,
              bytes: job.content.media.size,
              createdAt: at,
            },
          ]
        : [],
    ),
  );
  await recordInMembers(
    tx,
    rows.filter((row) => row.receiverType === 'user'),
  );
  const mentioned = new Map<number, Created[]>();
  for (const row of rows) {
    const mentions = row.receiverType === 'group' ? (row.data.mentions ?? []) : [];
    if (mentions.length === 0) continue;
    const created = await insertMentions(tx, {
      actorId: row.senderId,
      guid: row.receiverId,
      uids: mentions.map((mention) => mention.uid),
      at: row.sentAt,
    });
    mentioned.set(row.id, created);
  }
  const at = jobs[jobs.length - 1]?.at ?? new Date(0);
  await openRequests(tx, [...opened.values()], at);
  for (const [senderId, receiverId] of accepted.values()) {
    await acceptRequest(tx, senderId, receiverId, at);
  }

  const byMuid = new Map(rows.map((row) => [muidKey(row.senderId, row.muid ?? ''), row]));
  return slots.map((slot): Result => {
    if ('ok' in slot) return slot;
    const message = fresh[slot.index] as NewMessage;
    const row = byMuid.get(muidKey(message.senderId, message.muid));
    if (!row) throw new Error('a message of the batch was not stored');
    const { retry, requestChanged, other } = slot;
    const value: SendOutcome = { row, fresh: !retry, requestChanged, other };
    if (!retry && mentioned.has(row.id)) value.mentioned = mentioned.get(row.id);
    const parent = !retry && row.parentId !== null ? parents.get(row.parentId) : undefined;
    if (parent) value.parent = parent;
    return { ok: true, value };
  });
}

/** The id of a thread's parent, read under the batch's locks and checked by `validParent`. */
async function parentOf(
  tx: Tx,
  job: SendJob,
  conversationId: string,
  parentMessageId: number,
): Promise<number> {
  const parent = await findMessage(tx, parentMessageId);
  const member = await findMember(tx, conversationId, job.senderId);
  return validParent(parent, conversationId, member?.clearedBefore ?? 0);
}
