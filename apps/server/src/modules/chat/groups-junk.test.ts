import { endpoints } from '@wob/api';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { getAs } from '../../test/http';
import { expectCleanAnswer, junkText, junkValue } from '../../test/junk';
import { addMembers, createGroup, GROUPS, groupState } from './groups-test-support';

// Hostile input against real groups (src/junk.test.ts covers every endpoint with ids of
// nothing): junk in any field of every group call, with a real group, members and a banned
// person around it, is answered 4xx (translated) or accepted, never 500, and the group is
// still consistent and working afterwards.

let owner: SignedUp;
let member: SignedUp;
let outsider: SignedUp;
let guid = '';
let secretGuid = '';

useTestServer();

beforeAll(async () => {
  owner = await signUp(server, { name: 'Owner' });
  member = await signUp(server, { name: 'Member' });
  outsider = await signUp(server, { name: 'Outsider' });
  guid = (await createGroup(server, owner)).guid;
  secretGuid = (await createGroup(server, owner, { type: 'password', password: 'pw' })).guid;
  await addMembers(server, owner, guid, [member.id]);
});

const junk = junkValue({ minLength: 101, maxLength: 2_000 });

const bases: Record<string, () => Record<string, unknown>> = {
  [GROUPS.create]: () => ({ name: 'Junk', type: 'password', password: 'x' }),
  [GROUPS.join]: () => ({ guid: secretGuid, password: 'wrong' }),
  [GROUPS.leave]: () => ({ guid }),
  [GROUPS.delete]: () => ({ guid: 'gnosuchgroup' }),
  [GROUPS.add]: () => ({ guid, members: [outsider.id] }),
  [GROUPS.ban]: () => ({ guid, uid: owner.id }),
  [GROUPS.unban]: () => ({ guid, uid: outsider.id }),
  [GROUPS.kick]: () => ({ guid, uid: owner.id }),
  [GROUPS.scope]: () => ({ guid, uid: owner.id, scope: 'moderator' }),
  [GROUPS.owner]: () => ({ guid, uid: owner.id }),
};

describe('hostile group input', () => {
  it('answers junk in any field of the group calls without a 500', async () => {
    const cases = fc
      .constantFrom(...Object.keys(bases))
      .chain((path) =>
        fc.tuple(
          fc.constantFrom(...[member, outsider]),
          fc.constant(path),
          fc.constantFrom(...Object.keys(bases[path]?.() ?? {}), 'extra'),
          junk,
        ),
      );
    await fc.assert(
      fc.asyncProperty(cases, async ([who, path, field, value]) => {
        const payload = { ...bases[path]?.(), [field]: value };
        const response = await server.app.inject({
          method: 'POST',
          url: path,
          payload,
          headers: { authorization: `Bearer ${who.token}`, 'accept-language': 'da' },
        });
        expectCleanAnswer(response, `${path}.${field} = ${JSON.stringify(value)?.slice(0, 60)}`);
      }),
      { numRuns: 300 },
    );
  });

  it('answers junk queries of the group pages without a 500', async () => {
    const queries = [
      endpoints.chatGroups,
      endpoints.chatGroup,
      endpoints.chatGroupMembers,
      endpoints.chatBannedMembers,
      endpoints.chatUsers,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...queries),
        fc.constantFrom('guid', 'limit', 'cursor', 'search', 'joinedOnly', 'friendsOnly'),
        fc.oneof(fc.string({ maxLength: 140 }), fc.integer().map(String), junkText),
        async (endpoint, key, value) => {
          const response = await server.app.inject({
            method: 'GET',
            url: endpoint.path,
            query: { guid, [key]: value },
            headers: { authorization: `Bearer ${owner.token}` },
          });
          expectCleanAnswer(response, `${endpoint.id} ${key} = ${JSON.stringify(value)}`);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('leaves the group consistent and working', async () => {
    const state = await groupState(server, guid);
    expect(state?.group.membersCount).toBe(state?.memberRows);
    expect(state?.group.ownerId).toBe(owner.id);
    const members = await getAs<{ members: { uid: string }[] }>(server, GROUPS.members, owner, {
      guid,
    });
    expect(members.status).toBe(200);
    expect(members.data.members.map((m) => m.uid)).toContain(owner.id);
  });
});
