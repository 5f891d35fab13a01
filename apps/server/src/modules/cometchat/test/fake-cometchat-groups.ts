// The groups part of the CometChat REST fake (fake-cometchat-rest.ts): groups made by the
// server, their members with scopes (added by scope lists, answered per uid), listed a page at a
// time (`perPage`, `page`, with `meta.pagination`), kicks, scope changes and deletion, in
// CometChat's shapes and error codes.

export interface FakeGroup {
  guid: string;
  name: string;
  type: string;
  owner: string;
  metadata: unknown;
  /** uid → scope */
  members: Map<string, string>;
}

type Answer = [status: number, body: unknown];

const failure = (code: string): unknown => ({ error: { code, message: code, devMessage: code } });

const SCOPE_OF_LIST: Record<string, string> = {
  admins: 'admin',
  moderators: 'moderator',
  participants: 'participant',
};

/** Answers a groups request, or null when `path` is not one. */
export function answerGroups(
  method: string,
  path: string,
  body: Record<string, unknown>,
  users: ReadonlyMap<string, unknown>,
  groups: Map<string, FakeGroup>,
  query: URLSearchParams = new URLSearchParams(),
): Answer | null {
  if (method === 'POST' && path === '/groups') {
    const guid = String(body.guid ?? '');
    if (!/^[\w-]{1,100}$/.test(guid) || typeof body.name !== 'string' || !body.name) {
      return [400, failure('ERR_BAD_REQUEST')];
    }
    if (groups.has(guid)) return [400, failure('ERR_GUID_ALREADY_EXISTS')];
    const owner = String(body.owner ?? '');
    if (!users.has(owner)) return [404, failure('ERR_UID_NOT_FOUND')];
    const group: FakeGroup = {
      guid,
      name: body.name,
      type: String(body.type ?? 'public'),
      owner,
      metadata: body.metadata ?? {},
      members: new Map([[owner, 'admin']]),
    };
    groups.set(guid, group);
    return [200, { data: { guid, name: group.name, type: group.type, owner } }];
  }
  const groupMatch = /^\/groups\/([^/]+)(\/members(?:\/([^/]+))?)?$/.exec(path);
  if (!groupMatch) return null;
  const guid = decodeURIComponent(groupMatch[1] ?? '');
  const group = groups.get(guid);
  if (!group) return [404, failure('ERR_GUID_NOT_FOUND')];
  const uid = groupMatch[3] === undefined ? null : decodeURIComponent(groupMatch[3]);
  if (!groupMatch[2] && method === 'DELETE') {
    groups.delete(guid);
    return [200, { data: { success: true } }];
  }
  if (groupMatch[2] && uid === null && method === 'GET') {
    const perPage = Math.min(Math.max(Number(query.get('perPage') ?? 100) || 100, 1), 100);
    const page = Math.max(Number(query.get('page') ?? 1) || 1, 1);
    const all = [...group.members].map(([member, scope]) => ({ uid: member, scope }));
    const total = all.length;
    return [
      200,
      {
        data: all.slice((page - 1) * perPage, page * perPage),
        meta: {
          pagination: {
            total,
            count: Math.max(Math.min(perPage, total - (page - 1) * perPage), 0),
            per_page: perPage,
            current_page: page,
            total_pages: Math.ceil(total / perPage),
          },
        },
      },
    ];
  }
  if (groupMatch[2] && uid === null && method === 'POST') {
    const data: Record<string, Record<string, unknown>> = {};
    for (const [list, scope] of Object.entries(SCOPE_OF_LIST)) {
      const uids = body[list];
      if (uids === undefined) continue;
      if (!Array.isArray(uids)) return [400, failure('ERR_BAD_REQUEST')];
      const results: Record<string, unknown> = {};
      for (const raw of uids) {
        const key = String(raw).toLowerCase();
        if (!users.has(key)) {
          results[key] = { success: false, error: { code: 'ERR_UID_NOT_FOUND' } };
          continue;
        }
        group.members.set(key, scope);
        results[key] = { success: true };
      }
      data[list] = results;
    }
    return [200, { data }];
  }
  if (uid !== null && method === 'DELETE') {
    if (!group.members.delete(uid)) return [400, failure('ERR_NOT_A_MEMBER')];
    return [200, { data: { success: true } }];
  }
  if (uid !== null && method === 'PUT') {
    if (!group.members.has(uid)) return [400, failure('ERR_NOT_A_MEMBER')];
    const scope = String(body.scope ?? '');
    if (!Object.values(SCOPE_OF_LIST).includes(scope)) return [400, failure('ERR_BAD_REQUEST')];
    group.members.set(uid, scope);
    return [200, { data: { success: true } }];
  }
  return null;
}
