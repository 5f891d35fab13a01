import { setTimeout as delay } from 'node:timers/promises';
import type { GroupScope } from '@wob/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatServiceConfig } from '../../config';
import type { Queryable } from '../../db/client';
import type { TaskTracker } from '../../platform/tasks';
import type { BubbleChatMirror } from '../chat/groups-bubble';
import { findPeople } from '../chat/people-store';
import { type CometChatRest, CometChatRestError, createCometChatRest } from './rest';
import { cometChatUserOf } from './service';

// On CometChat, a Bubble's chat (modules/chat/groups-bubble.ts) is made and kept in step by
// this server through CometChat's REST API with the key it holds: after each committed change
// of the Bubble's membership, CometChat's group follows (the group made private with the
// Bubble's owner as owner, members added with their scopes, kicks for who left or was
// removed, scope changes, deletion). It runs as background tasks, one chain per group so the
// calls keep their order; CometChat's failures never fail the Bubble's change: network
// failures, 5xx and 429 are retried after the configured waits (as the block mirror does),
// then a warning is logged and that step is given up.

export interface CometChatGroupMirrorDeps {
  db: Queryable;
  rest: CometChatRest;
  tasks: TaskTracker;
  logger: FastifyBaseLogger;
  publicUrl: string;
  /** Waits before the 1st, 2nd, … retry; its length is the number of retries. */
  retryDelaysMs: readonly number[];
}

const isTransient = (error: unknown) =>
  error instanceof CometChatRestError &&
  (error.status === 0 ||
    error.status >= 500 ||
    error.status === 429 ||
    error.code === 'BAD_ANSWER');

export function createGroupMirror(deps: CometChatGroupMirrorDeps): BubbleChatMirror {
  const { rest, tasks, logger } = deps;
  /** The last step queued per group: the next one starts after it. */
  const chains = new Map<string, Promise<void>>();

  async function withRetries(guid: string, what: string, step: () => Promise<void>) {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await step();
        return;
      } catch (error) {
        const wait = deps.retryDelaysMs[attempt];
        if (wait !== undefined && isTransient(error)) {
          await delay(wait);
          continue;
        }
        logger.warn(
          {
            guid,
            attempts: attempt + 1,
            ...(error instanceof CometChatRestError
              ? { status: error.status, code: error.code }
              : { err: error }),
          },
          `CometChat: a Bubble chat's ${what} was not mirrored`,
        );
        return;
      }
    }
  }

  function queue(guid: string, what: string, step: () => Promise<void>): void {
    const previous = chains.get(guid) ?? Promise.resolve();
    const next = previous.then(() => withRetries(guid, what, step));
    chains.set(guid, next);
    tasks.run('cometchat group mirror', async () => {
      await next;
      if (chains.get(guid) === next) chains.delete(guid);
    });
  }

  /** CometChat knows these people (made or brought up to date as the token path does). */
  async function ensureUsers(ids: readonly string[]): Promise<void> {
    const people = await findPeople(deps.db, ids[0] ?? '', ids);
    for (const person of people.values()) {
      await rest.upsertUser(cometChatUserOf(deps.publicUrl, person));
    }
  }

  async function add(guid: string, members: readonly { id: string; scope: GroupScope }[]) {
    if (members.length === 0) return;
    await ensureUsers(members.map((member) => member.id));
    const failed = await rest.addGroupMembers(
      guid,
      members.map((member) => ({ uid: member.id, scope: member.scope })),
    );
    if (failed.length > 0) {
      logger.warn({ guid, failed }, "CometChat did not add some of a Bubble chat's members");
    }
  }

  return {
    opened({ group, members }) {
      queue(group.guid, 'creation', async () => {
        await ensureUsers([group.ownerId]);
        await rest.createGroup({
          guid: group.guid,
          name: group.name,
          type: 'private',
          owner: group.ownerId,
          // The adapter reads the Bubble from here (ChatGroup.bubbleId): the chat's own
          // member calls are refused there as on our server (canAct).
          metadata: { bubbleId: group.bubbleId ?? '' },
        });
        await add(
          group.guid,
          members.filter((member) => member.id !== group.ownerId),
        );
      });
    },

    changed(changes) {
      for (const change of changes) {
        const { guid } = change.group;
        const member = change.member;
        switch (change.action) {
          case 'joined':
          case 'added':
            if (member) queue(guid, 'new member', () => add(guid, [member]));
            break;
          case 'left':
          case 'kicked':
          case 'banned':
            if (member) {
              queue(guid, 'departure', () => rest.removeGroupMember(guid, member.id));
            }
            break;
          case 'scope':
            if (member) {
              queue(guid, 'scope', () => rest.setGroupMemberScope(guid, member.id, member.scope));
            }
            break;
          case 'deleted':
            queue(guid, 'deletion', () => rest.deleteGroup(guid));
            break;
          default:
            break;
        }
      }
    },
  };
}

/** The mirror where CometChat is the chat service (with its REST key); else none. */
export function createCometChatGroupMirror(deps: {
  db: Queryable;
  chat: ChatServiceConfig;
  publicUrl: string;
  tasks: TaskTracker;
  logger: FastifyBaseLogger;
}): BubbleChatMirror | undefined {
  const { chat } = deps;
  if (chat.service !== 'cometchat' || !chat.apiKey) return undefined;
  return createGroupMirror({
    ...deps,
    rest: createCometChatRest({ apiBase: chat.apiBase, apiKey: chat.apiKey }),
    retryDelaysMs: chat.blockMirrorRetryDelaysMs,
  });
}
