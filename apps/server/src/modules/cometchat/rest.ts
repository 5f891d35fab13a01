// CometChat's REST API, the part the server uses (users, auth tokens, block lists, groups and,
// for moderation, reading and deleting a message), with the app's REST API key in the `apikey`
// header. Every failure becomes a CometChatRestError: the
// routes answer it as 502 (the service could not be reached or refused us), never as 500; the
// block mirror retries or logs it.

export class CometChatRestError extends Error {
  override readonly name = 'CometChatRestError';
  /** HTTP status of CometChat's answer; 0 when there was none (network, timeout). */
  readonly status: number;
  /** CometChat's error code (e.g. ERR_UID_NOT_FOUND), or ours: 'NETWORK', 'BAD_ANSWER'. */
  readonly code: string;

  constructor(status: number, code: string, message = code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export interface CometChatUserFields {
  uid: string;
  name: string;
  /** An absolute URL (CometChat shows it to the other users as it is). */
  avatar: string;
}

export interface CometChatRest {
  /** Makes the user, or brings their name and avatar up to date. */
  upsertUser(user: CometChatUserFields): Promise<void>;
  /**
   * `DELETE /users/{uid}` with `{ permanent: true }`: the user with their messages and
   * conversations, for good (without `permanent` CometChat only deactivates). An unknown uid
   * (never made, or deleted by an earlier attempt whose answer was lost) is fine.
   */
  deleteUser(uid: string): Promise<void>;
  /**
   * `PUT /users/{uid}` with `name` and `unset: ['avatar']`: the user stays (others'
   * conversations with them still read) but no longer carries their name or picture. An
   * unknown uid (they never opened the chat) is fine.
   */
  anonymiseUser(uid: string, name: string): Promise<void>;
  /** A new auth token for the user's client SDK login. */
  createAuthToken(uid: string): Promise<string>;
  /**
   * Blocks (`POST /users/{uid}/blockedusers`) or unblocks (`DELETE`, same body) `others` for
   * `uid`. CometChat answers per uid; the ones it did not block or unblock come back (an
   * unknown uid, for one). An unknown `uid` itself is an ERR_UID_NOT_FOUND error.
   */
  setBlocked(uid: string, others: readonly string[], blocked: boolean): Promise<string[]>;
  /**
   * `POST /groups`: a group made by the server (a Bubble's chat), owned by `owner`; its
   * `metadata` names the Bubble (`{ bubbleId }`), which the chat's cometchat adapter reads.
   */
  createGroup(group: {
    guid: string;
    name: string;
    type: string;
    owner: string;
    metadata: { bubbleId: string };
  }): Promise<void>;
  /**
   * `POST /groups/{guid}/members`, at most GROUP_MEMBERS_PER_CALL uids a call over the lists;
   * CometChat answers per uid, and the ones it did not add come back.
   */
  addGroupMembers(guid: string, members: readonly GroupMemberFields[]): Promise<string[]>;
  /** `DELETE /groups/{guid}/members/{uid}` (a kick; not being a member is fine). */
  removeGroupMember(guid: string, uid: string): Promise<void>;
  /** `PUT /groups/{guid}/members/{uid}` with the new scope. */
  setGroupMemberScope(guid: string, uid: string, scope: string): Promise<void>;
  /** `DELETE /groups/{guid}` (an unknown group is fine). */
  deleteGroup(guid: string): Promise<void>;
  /**
   * `GET /messages/{id}`: the message as CometChat keeps it (its `data` as given), or null
   * when CometChat answers 404 (no such message).
   */
  getMessage(id: string): Promise<CometChatMessage | null>;
  /**
   * `DELETE /messages/{id}` with `{ permanent: true }`: gone from CometChat, text and
   * attachments (without `permanent` CometChat keeps it, marked deleted, readable through this
   * API). A message CometChat no longer knows (404) is fine.
   */
  deleteMessage(id: string): Promise<void>;
  /**
   * Whether `uid` is a member of the group now: `GET /groups/{guid}/members`, page by page
   * (members who left, were kicked or banned are not listed). An unknown group: false.
   */
  isGroupMember(guid: string, uid: string): Promise<boolean>;
}

/** A message as `GET /messages/{id}` answers it, the fields the server reads. */
export interface CometChatMessage {
  id: string;
  sender: string;
  receiverType: 'user' | 'group';
  receiver: string;
  /** 'message' (text and media), 'custom', 'action', 'call', … */
  category: string;
  type: string;
  /** Set once deleted (not permanently). */
  deletedAt: number | null;
  /** CometChat's `data`: `text`, `url`, `attachments`, `entities`, … */
  data: Record<string, unknown>;
}

export interface GroupMemberFields {
  uid: string;
  scope: 'admin' | 'moderator' | 'participant';
}

/** Members a page of `GET /groups/{guid}/members` asks for (CometChat's largest page). */
const MEMBERS_PER_PAGE = 100;
/** A group with more pages than this is not searched further (10,000 members). */
const MAX_MEMBER_PAGES = 100;

/** CometChat adds at most this many users per members call. */
export const GROUP_MEMBERS_PER_CALL = 25;

const LIST_OF_SCOPE = { admin: 'admins', moderator: 'moderators', participant: 'participants' };

const isCode = (error: unknown, codes: readonly string[]) =>
  error instanceof CometChatRestError && codes.includes(error.code);

export interface CometChatRestOptions {
  /** `https://{appId}.api-{region}.cometchat.io/v3`, or a fake in tests. */
  apiBase: string;
  apiKey: string;
  /** Default: the global fetch. */
  fetch?: typeof fetch;
  /** Per request; default 10 s. */
  timeoutMs?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createCometChatRest(options: CometChatRestOptions): CometChatRest {
  const fetchImpl = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const base = options.apiBase.replace(/\/+$/, '');

  /** One request; CometChat's whole answer (`{ data, meta }`) when it is a success. */
  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          apikey: options.apiKey,
          accept: 'application/json',
          ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new CometChatRestError(0, 'NETWORK', `CometChat could not be reached: ${reason}`);
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      throw new CometChatRestError(response.status, 'BAD_ANSWER', 'CometChat answered no JSON');
    }
    if (!response.ok) {
      const error = isRecord(parsed) && isRecord(parsed.error) ? parsed.error : {};
      const code = typeof error.code === 'string' ? error.code : `HTTP_${response.status}`;
      throw new CometChatRestError(
        response.status,
        code,
        `CometChat refused ${method} ${path}: ${code}`,
      );
    }
    if (!isRecord(parsed)) {
      throw new CometChatRestError(response.status, 'BAD_ANSWER', 'CometChat answered no data');
    }
    return parsed;
  }

  /** One request whose answer's `data` is an object. */
  async function request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body: unknown,
  ): Promise<Record<string, unknown>> {
    const parsed = await send(method, path, body);
    if (!isRecord(parsed.data)) {
      throw new CometChatRestError(200, 'BAD_ANSWER', 'CometChat answered no data');
    }
    return parsed.data;
  }

  const userPath = (uid: string) => `/users/${encodeURIComponent(uid)}`;
  const groupPath = (guid: string) => `/groups/${encodeURIComponent(guid)}`;
  const messagePath = (id: string) => `/messages/${encodeURIComponent(id)}`;
  const memberPath = (guid: string, uid: string) =>
    `${groupPath(guid)}/members/${encodeURIComponent(uid)}`;

  return {
    async upsertUser(user) {
      try {
        await request('PUT', userPath(user.uid), { name: user.name, avatar: user.avatar });
      } catch (error) {
        if (!(error instanceof CometChatRestError) || error.code !== 'ERR_UID_NOT_FOUND')
          throw error;
        try {
          await request('POST', '/users', { uid: user.uid, name: user.name, avatar: user.avatar });
        } catch (created) {
          // Made meanwhile by a request of another tab: there it is.
          if (
            !(created instanceof CometChatRestError) ||
            created.code !== 'ERR_UID_ALREADY_EXISTS'
          ) {
            throw created;
          }
        }
      }
    },

    async deleteUser(uid) {
      try {
        await request('DELETE', userPath(uid), { permanent: true });
      } catch (error) {
        if (!isCode(error, ['ERR_UID_NOT_FOUND'])) throw error;
      }
    },

    async anonymiseUser(uid, name) {
      try {
        await request('PUT', userPath(uid), { name, unset: ['avatar'] });
      } catch (error) {
        if (!isCode(error, ['ERR_UID_NOT_FOUND'])) throw error;
      }
    },

    async createAuthToken(uid) {
      const data = await request('POST', `${userPath(uid)}/auth_tokens`, {});
      const token = isRecord(data) ? data.authToken : undefined;
      if (typeof token !== 'string' || token === '') {
        throw new CometChatRestError(200, 'BAD_ANSWER', 'CometChat answered no auth token');
      }
      return token;
    },

    async setBlocked(uid, others, blocked) {
      const data = await request(blocked ? 'POST' : 'DELETE', `${userPath(uid)}/blockedusers`, {
        blockedUids: others,
      });
      // { data: { [uid]: { success: true, message } } }; CometChat keeps uids in lower case.
      const results = isRecord(data) ? data : {};
      return others.filter((other) => {
        const entry = results[other] ?? results[other.toLowerCase()];
        return !isRecord(entry) || entry.success !== true;
      });
    },

    async createGroup(group) {
      try {
        await request('POST', '/groups', group);
      } catch (error) {
        // Made by an earlier attempt whose answer was lost: there it is.
        if (!isCode(error, ['ERR_GUID_ALREADY_EXISTS'])) throw error;
      }
    },

    async addGroupMembers(guid, members) {
      const failed: string[] = [];
      for (let at = 0; at < members.length; at += GROUP_MEMBERS_PER_CALL) {
        const chunk = members.slice(at, at + GROUP_MEMBERS_PER_CALL);
        const body: Record<string, string[]> = {};
        for (const member of chunk) {
          const list = LIST_OF_SCOPE[member.scope];
          body[list] = [...(body[list] ?? []), member.uid];
        }
        const data = await request('POST', `${groupPath(guid)}/members`, body);
        // { data: { participants: { [uid]: { success, … } }, moderators: …, admins: … } }
        const lists = isRecord(data) ? data : {};
        for (const member of chunk) {
          const list = lists[LIST_OF_SCOPE[member.scope]];
          const results = isRecord(list) ? list : {};
          const entry = results[member.uid] ?? results[member.uid.toLowerCase()];
          if (!isRecord(entry) || entry.success !== true) failed.push(member.uid);
        }
      }
      return failed;
    },

    async removeGroupMember(guid, uid) {
      try {
        await request('DELETE', memberPath(guid, uid), {});
      } catch (error) {
        if (!isCode(error, ['ERR_NOT_A_MEMBER', 'ERR_UID_NOT_FOUND', 'ERR_GUID_NOT_FOUND'])) {
          throw error;
        }
      }
    },

    async setGroupMemberScope(guid, uid, scope) {
      await request('PUT', memberPath(guid, uid), { scope });
    },

    async deleteGroup(guid) {
      try {
        await request('DELETE', groupPath(guid), {});
      } catch (error) {
        if (!isCode(error, ['ERR_GUID_NOT_FOUND'])) throw error;
      }
    },

    async getMessage(id) {
      let data: Record<string, unknown>;
      try {
        data = await request('GET', messagePath(id), undefined);
      } catch (error) {
        if (error instanceof CometChatRestError && error.status === 404) return null;
        throw error;
      }
      return toMessage(data);
    },

    async deleteMessage(id) {
      try {
        await request('DELETE', messagePath(id), { permanent: true });
      } catch (error) {
        if (!(error instanceof CometChatRestError) || error.status !== 404) throw error;
      }
    },

    async isGroupMember(guid, uid) {
      const wanted = uid.toLowerCase();
      for (let page = 1; page <= MAX_MEMBER_PAGES; page += 1) {
        let answer: Record<string, unknown>;
        try {
          answer = await send(
            'GET',
            `${groupPath(guid)}/members?perPage=${MEMBERS_PER_PAGE}&page=${page}`,
            undefined,
          );
        } catch (error) {
          if (isCode(error, ['ERR_GUID_NOT_FOUND'])) return false;
          throw error;
        }
        if (!Array.isArray(answer.data)) {
          throw new CometChatRestError(200, 'BAD_ANSWER', 'CometChat answered no member list');
        }
        const members = answer.data;
        if (members.some((member) => isRecord(member) && member.uid === wanted)) return true;
        // { meta: { pagination: { total_pages, current_page, … } } }
        const pagination =
          isRecord(answer.meta) && isRecord(answer.meta.pagination) ? answer.meta.pagination : {};
        const pages = Number(pagination.total_pages ?? 0);
        if (members.length === 0 || !(page < pages)) return false;
      }
      return false;
    },
  };
}

/** The fields the server reads of a message; an answer without them is BAD_ANSWER. */
function toMessage(data: Record<string, unknown>): CometChatMessage {
  const id = typeof data.id === 'number' ? String(data.id) : data.id;
  const { sender, receiver, receiverType } = data;
  if (
    typeof id !== 'string' ||
    typeof sender !== 'string' ||
    typeof receiver !== 'string' ||
    (receiverType !== 'user' && receiverType !== 'group')
  ) {
    throw new CometChatRestError(200, 'BAD_ANSWER', 'CometChat answered no message');
  }
  return {
    id,
    sender,
    receiver,
    receiverType,
    category: typeof data.category === 'string' ? data.category : '',
    type: typeof data.type === 'string' ? data.type : '',
    deletedAt: typeof data.deletedAt === 'number' ? data.deletedAt : null,
    data: isRecord(data.data) ? data.data : {},
  };
}
