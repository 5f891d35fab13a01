import type { FastifyBaseLogger } from 'fastify';
import type { ChatServiceConfig } from '../../config';
import type { Session } from '../../context';
import type { Db } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import { translate } from '../../platform/i18n';
import { HttpError, notFound } from '../../platform/http/http-error';
import { avatarUrl } from '../../platform/storage/avatar';
import {
  type CometChatRest,
  CometChatRestError,
  type CometChatUserFields,
  createCometChatRest,
} from './rest';
import { findReachableWobler } from './store';

// CometChat as the chat service (ARCHITECTURE.md "CometChat login"): the web app logs in to
// CometChat with an auth token issued here, with the REST API key only this server holds.
// A Wobler's CometChat user carries their name and their generated avatar (a public, stable
// URL): profile pictures are signed, expiring and shown by privacy settings, which CometChat
// cannot follow.

export interface CometChatTokens {
  /** A CometChat auth token for the caller; their CometChat user is made or updated first. */
  tokenFor(session: Session): Promise<string>;
  /** Makes another Wobler known to CometChat, so that the caller can write to them. */
  ensureUser(session: Session, uid: string): Promise<void>;
}

export interface CometChatTokensDeps {
  db: Db;
  chat: ChatServiceConfig;
  /** Origin of this server: avatars on CometChat are absolute URLs. */
  publicUrl: string;
  logger: FastifyBaseLogger;
  /** Injected by tests; default: the REST client of `chat`. */
  rest?: CometChatRest;
}

/**
 * A Wobler as their CometChat user: their name and generated avatar (an absolute URL). CometChat
 * shows one user to everyone, so it gets what people/visibility.ts lets every viewer see, even
 * one blocked or outside an age range: the name and the generated avatar, never the picture.
 */
export function cometChatUserOf(
  publicUrl: string,
  user: { id: string; name: string },
): CometChatUserFields {
  return { uid: user.id, name: user.name, avatar: `${publicUrl}${avatarUrl(user.id, user.name)}` };
}

const unavailable = () => new HttpError(502, M.cometchat.unavailable);

export function createCometChatTokens(deps: CometChatTokensDeps): CometChatTokens {
  const rest = restFor(deps);

  function configured(): CometChatRest {
    // Not the chat service of this installation: there is nothing to issue.
    if (!rest) throw notFound();
    return rest;
  }

  /** CometChat's failures are ours to log and the caller's to retry: 502, never 500. */
  async function guarded<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof CometChatRestError) {
        deps.logger.warn({ status: error.status, code: error.code }, `CometChat: ${what} failed`);
        throw unavailable();
      }
      throw error;
    }
  }

  const fieldsOf = (user: { id: string; name: string }) => cometChatUserOf(deps.publicUrl, user);

  return {
    async tokenFor(session) {
      const client = configured();
      return guarded('issuing an auth token', async () => {
        await client.upsertUser(fieldsOf(session.user));
        return client.createAuthToken(session.user.id);
      });
    },

    async ensureUser(session, uid) {
      const client = configured();
      const wobler = await findReachableWobler(deps.db, session.user.id, uid);
      if (!wobler) throw new HttpError(404, M.chat.userNotFound);
      await guarded('making a user', () => client.upsertUser(fieldsOf(wobler)));
    },
  };
}

/** The REST client given, else one for the configured CometChat app; null without CometChat. */
function restFor(deps: { chat: ChatServiceConfig; rest?: CometChatRest }): CometChatRest | null {
  const { chat } = deps;
  if (deps.rest) return deps.rest;
  return chat.service === 'cometchat'
    ? createCometChatRest({ apiBase: chat.apiBase, apiKey: chat.apiKey })
    : null;
}

/**
 * Erasing a purged person on CometChat (platform/jobs/retention.ts `eraseElsewhere`): their
 * CometChat user is deleted permanently, with their messages there. Undefined when CometChat
 * is not the chat service. A failure throws, and the retention job keeps the account for its
 * next run.
 */
export function createCometChatErasure(deps: {
  chat: ChatServiceConfig;
  rest?: CometChatRest;
}): ((userId: string) => Promise<void>) | undefined {
  const rest = restFor(deps);
  if (!rest) return undefined;
  return (userId) => rest.deleteUser(userId);
}

/**
 * Anonymising an inactive person on CometChat (platform/jobs/retention.ts
 * `anonymiseElsewhere`): their CometChat user is renamed to the anonymous name and loses its
 * picture; their messages stay in others' conversations, as the chat's own messages do. The
 * name is in Danish, the product's first language: CometChat shows one name to everyone.
 * Undefined when CometChat is not the chat service. A failure throws, and the retention job
 * keeps the account for its next run.
 */
export function createCometChatAnonymisation(deps: {
  chat: ChatServiceConfig;
  rest?: CometChatRest;
}): ((userId: string) => Promise<void>) | undefined {
  const rest = restFor(deps);
  if (!rest) return undefined;
  const name = translate('da', M.cometchat.anonymisedName);
  return (userId) => rest.anonymiseUser(userId, name);
}
