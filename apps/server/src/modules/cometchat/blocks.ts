import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TaskTracker } from '../../platform/tasks';
import type { BlockHooks } from '../relations/service';
import { type CometChatRest, CometChatRestError, createCometChatRest } from './rest';
import type { ChatServiceConfig } from '../../config';
import { cometChatUserOf } from './service';
import { readBlockMirrorState } from './store';

// CometChat's block list follows the product's one block table (ARCHITECTURE.md "Blocks"),
// from the server: after a block or an unblock is committed (block-wobler, unblock-wobler,
// Reject & Block), the blocker's CometChat block list is set to what the table now says,
// whether or not the person has a CometChat tab open. It runs as a background task
// (the app's `tasks`): the block request never waits for CometChat and never fails because of
// it. Network failures, 5xx and 429 are retried after the configured waits; then, or on any
// other refusal, a warning is logged and CometChat's list stays as it was until the next change
// of that pair.

export interface CometChatBlockMirror {
  /** After a block or unblock of `blockerId` → `otherId` is committed: CometChat follows. */
  afterBlockChange(blockerId: string, otherId: string): void;
  /** Shutdown: waits between retries end at once, and a mirror still failing is given up. */
  stop(): void;
}

export interface CometChatBlockMirrorDeps {
  db: Db;
  rest: CometChatRest;
  tasks: TaskTracker;
  logger: FastifyBaseLogger;
  /** Origin of this server: the avatars of CometChat users made here are absolute URLs. */
  publicUrl: string;
  /** Waits before the 1st, 2nd, … retry; its length is the number of retries. */
  retryDelaysMs: readonly number[];
}

/** CometChat does not know this user (yet): nobody has opened the chat as them or to them. */
const isUnknownUser = (error: unknown) =>
  error instanceof CometChatRestError && error.code === 'ERR_UID_NOT_FOUND';

/** Worth another try: CometChat was not reached, was overloaded or answered something broken. */
const isTransient = (error: unknown) =>
  error instanceof CometChatRestError &&
  (error.status === 0 ||
    error.status >= 500 ||
    error.status === 429 ||
    error.code === 'BAD_ANSWER');

/** Mirroring cannot succeed (an account is gone, CometChat refused the block itself). */
class MirrorRefused extends Error {
  override readonly name = 'MirrorRefused';
}

export function createCometChatBlockMirror(deps: CometChatBlockMirrorDeps): CometChatBlockMirror {
  const { db, rest, tasks, logger } = deps;
  const stopping = new AbortController();
  /** Pairs being mirrored; `again` when the pair changed meanwhile and must be read anew. */
  const running = new Map<string, { again: boolean }>();

  /** One attempt: the table's state of the pair, as it is now, set on CometChat. */
  async function mirrorNow(blockerId: string, otherId: string): Promise<void> {
    const state = await readBlockMirrorState(db, blockerId, otherId);
    if (!state.blocked) {
      try {
        // A uid CometChat answers as not unblocked was not blocked there: nothing to lift.
        await rest.setBlocked(blockerId, [otherId], false);
      } catch (error) {
        // The blocker was never on CometChat: they have no block list to lift anything from.
        if (!isUnknownUser(error)) throw error;
      }
      return;
    }
    let notBlocked: string[];
    try {
      notBlocked = await rest.setBlocked(blockerId, [otherId], true);
    } catch (error) {
      if (!isUnknownUser(error)) throw error;
      notBlocked = [otherId];
    }
    if (notBlocked.length === 0) return;
    // One of them is not a CometChat user yet: both are made (or kept up to date) the way the
    // token path makes them, then the block is set again.
    if (state.live.length < 2) throw new MirrorRefused('one of the two accounts is gone');
    for (const person of state.live) {
      await rest.upsertUser(cometChatUserOf(deps.publicUrl, person));
    }
    if ((await rest.setBlocked(blockerId, [otherId], true)).length > 0) {
      throw new MirrorRefused('CometChat did not block the user');
    }
  }

  async function mirrorWithRetries(blockerId: string, otherId: string): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await mirrorNow(blockerId, otherId);
        return;
      } catch (error) {
        const wait = deps.retryDelaysMs[attempt];
        if (wait !== undefined && isTransient(error) && !stopping.signal.aborted) {
          await delay(wait, undefined, { signal: stopping.signal }).catch(() => undefined);
          continue;
        }
        logger.warn(
          {
            blockerId,
            otherId,
            attempts: attempt + 1,
            ...(error instanceof CometChatRestError
              ? { status: error.status, code: error.code }
              : { err: error }),
            ...(stopping.signal.aborted ? { shuttingDown: true } : {}),
          },
          'CometChat: a block change was not mirrored',
        );
        return;
      }
    }
  }

  return {
    afterBlockChange(blockerId, otherId) {
      const key = `${blockerId}\u0000${otherId}`;
      const pending = running.get(key);
      // Changed again while being mirrored: the running task reads the table once more.
      if (pending) {
        pending.again = true;
        return;
      }
      const pair = { again: true };
      running.set(key, pair);
      tasks.run('cometchat block mirror', async () => {
        try {
          while (pair.again) {
            pair.again = false;
            await mirrorWithRetries(blockerId, otherId);
          }
        } finally {
          running.delete(key);
        }
      });
    },

    stop() {
      stopping.abort();
    },
  };
}

/**
 * The block hooks of the relations module: the chat's `hooks`, and where CometChat is the chat
 * service (with its REST API key), its block list following the table after each change.
 * `stop` ends the mirror's waits at shutdown (a no-op without a mirror).
 */
export function withCometChatBlockMirror(
  deps: {
    db: Db;
    chat: ChatServiceConfig;
    publicUrl: string;
    tasks: TaskTracker;
    logger: FastifyBaseLogger;
  },
  hooks: BlockHooks | undefined,
): { hooks: BlockHooks | undefined; stop(): void } {
  const { db, chat, tasks, logger, publicUrl } = deps;
  if (chat.service !== 'cometchat' || !chat.apiKey) return { hooks, stop: () => undefined };
  const mirror = createCometChatBlockMirror({
    db,
    rest: createCometChatRest({ apiBase: chat.apiBase, apiKey: chat.apiKey }),
    tasks,
    logger,
    publicUrl,
    retryDelaysMs: chat.blockMirrorRetryDelaysMs,
  });
  return {
    hooks: {
      onBlock: async (tx, blockerId, blockedId, at) => {
        await hooks?.onBlock(tx, blockerId, blockedId, at);
      },
      afterBlockChange(blockerId, otherId) {
        hooks?.afterBlockChange(blockerId, otherId);
        mirror.afterBlockChange(blockerId, otherId);
      },
    },
    stop: () => mirror.stop(),
  };
}
