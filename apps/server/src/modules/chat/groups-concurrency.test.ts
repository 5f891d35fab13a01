import { describe, expect, it } from 'vitest';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';
import { addMembers, createGroup, GROUPS, groupState, memberCall } from './groups-test-support';

// Twenty people at once on one group: joins, adds and bans racing each other leave a
// consistent group (members_count equal to the member rows, nobody twice, nobody both a member
// and banned, exactly one owner) and never a 500.

useTestServer();

async function crowd(count: number): Promise<SignedUp[]> {
  const people: SignedUp[] = [];
  // Sign-ups one after the other: each hashes a password.
  for (let i = 0; i < count; i += 1) people.push(await signUp(server, { name: `Crowd ${i}` }));
  return people;
}

async function expectConsistent(guid: string, ownerId: string) {
  const state = await groupState(server, guid);
  expect(state).not.toBeNull();
  if (!state) return state;
  expect(state.group.membersCount).toBe(state.memberRows);
  expect(state.members.size).toBe(state.memberRows);
  expect(state.group.ownerId).toBe(ownerId);
  expect(state.members.get(ownerId)).toBe('admin');
  for (const banned of state.bans.keys()) expect(state.members.has(banned)).toBe(false);
  return state;
}

describe('concurrent membership changes', () => {
  it('keeps the group consistent under 20 joins, adds and bans at once', async () => {
    const [owner, admin, ...people] = await crowd(22);
    if (!owner || !admin) throw new Error('no crowd');
    const group = await createGroup(server, owner);
    await addMembers(server, owner, group.guid, [admin.id]);
    await memberCall(server, GROUPS.scope, owner, group.guid, admin.id, { scope: 'admin' });

    // Everyone joins while the two admins add the same people (each one twice at once).
    const joins = await Promise.all([
      ...people.map((person) => postAs(server, GROUPS.join, person, { guid: group.guid })),
      ...people.map((person) => addMembers(server, owner, group.guid, [person.id])),
      ...people.map((person) => addMembers(server, admin, group.guid, [person.id])),
    ]);
    expect(joins.filter((answer) => answer.status !== 200)).toEqual([]);
    let state = await expectConsistent(group.guid, owner.id);
    expect(state?.memberRows).toBe(22);

    // Both admins ban everyone at once, while the people try to join again.
    const bans = await Promise.all([
      ...people.map((person) => memberCall(server, GROUPS.ban, owner, group.guid, person.id)),
      ...people.map((person) => memberCall(server, GROUPS.ban, admin, group.guid, person.id)),
      ...people.map((person) => postAs(server, GROUPS.join, person, { guid: group.guid })),
    ]);
    expect(bans.filter((answer) => answer.status >= 500)).toEqual([]);
    state = await expectConsistent(group.guid, owner.id);
    expect(state?.memberRows).toBe(2);
    expect(state?.bans.size).toBe(20);
    // Each ban succeeded exactly once (the second admin found no member: 404).
    const banAnswers = bans.slice(0, 40);
    expect(banAnswers.filter((answer) => answer.status === 200)).toHaveLength(20);

    // Unbans and re-adds at once: every person ends up a member exactly once.
    const back = await Promise.all([
      ...people.map((person) => memberCall(server, GROUPS.unban, owner, group.guid, person.id)),
      ...people.map((person) => memberCall(server, GROUPS.unban, admin, group.guid, person.id)),
    ]);
    expect(back.filter((answer) => answer.status >= 500)).toEqual([]);
    await Promise.all([
      ...people.map((person) => postAs(server, GROUPS.join, person, { guid: group.guid })),
      addMembers(
        server,
        admin,
        group.guid,
        people.map((person) => person.id),
      ),
    ]);
    state = await expectConsistent(group.guid, owner.id);
    expect(state?.memberRows).toBe(22);
    expect(state?.bans.size).toBe(0);
  }, 180_000);

  it('keeps exactly one owner when transfers and leaves race', async () => {
    const [owner, a, b] = await crowd(3);
    if (!owner || !a || !b) throw new Error('no crowd');
    const group = await createGroup(server, owner);
    await addMembers(server, owner, group.guid, [a.id, b.id]);
    const answers = await Promise.all([
      memberCall(server, GROUPS.owner, owner, group.guid, a.id),
      memberCall(server, GROUPS.owner, owner, group.guid, b.id),
      postAs(server, GROUPS.leave, owner, { guid: group.guid }),
      postAs(server, GROUPS.leave, a, { guid: group.guid }),
    ]);
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    const state = await groupState(server, group.guid);
    expect(state?.group.membersCount).toBe(state?.memberRows);
    const ownerId = state?.group.ownerId ?? '';
    expect(state?.members.get(ownerId)).toBe('admin');
  }, 60_000);
});
