import type { ChatGroup } from '@wob/api';
import { GROUP_PASSWORD_LOCK_MINUTES } from '@wob/validation';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatGroups, chatMessages } from '../../db/schema';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';
import { CHAT, connect } from './chat-test-support';
import {
  addMembers,
  createGroup,
  GROUPS,
  groupState,
  memberCall,
  membersOf,
} from './groups-test-support';

// The group operations through HTTP, on a real database, with no UI in between: creation,
// joining (public, password, private), the one owner, the pages and the members' names.

useTestServer();

async function people<const T extends readonly string[]>(
  ...names: T
): Promise<{ [K in keyof T]: SignedUp }> {
  const signedUp = await Promise.all(names.map((name) => signUp(server, { name })));
  return signedUp as { [K in keyof T]: SignedUp };
}

/** The item at `index`, which the test expects to be there. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

function cursorOf(page: { next: string | null }): string {
  if (page.next === null) throw new Error('no next page');
  return page.next;
}

async function expectCount(guid: string, count: number): Promise<void> {
  const state = await groupState(server, guid);
  expect(state?.group.membersCount).toBe(count);
  expect(state?.memberRows).toBe(count);
}

describe('creating a group', () => {
  it('makes the caller its owner and only member, an admin, with a created action message', async () => {
    const [anna] = await people('Anna');
    const group = await createGroup(server, anna, { name: 'Book club' });
    expect(group).toMatchObject({
      name: 'Book club',
      type: 'public',
      membersCount: 1,
      scope: 'admin',
      hasJoined: true,
      owner: anna.id,
    });
    expect(group.guid).toMatch(/^g[a-z2-7]{20}$/);
    await expectCount(group.guid, 1);
    const actions = await server.app.wob.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.receiverId, group.guid));
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({ category: 'action', type: 'groupMember', text: null });
    expect(actions[0]?.data.customData).toMatchObject({
      action: 'created',
      by: { uid: anna.id, name: 'Anna' },
      on: { uid: anna.id, name: 'Anna' },
    });
  });

  it('refuses a blank name, type or password with translated messages', async () => {
    const [anna] = await people('Anna');
    const blank = await postAs(server, GROUPS.create, anna, { name: '  ', type: 'public' });
    expect(blank.status).toBe(422);
    expect(blank.errors?.name).toBe('Enter a name for the group');
    const noPassword = await postAs(
      server,
      GROUPS.create,
      anna,
      { name: 'Secret', type: 'password', password: ' ' },
      'da',
    );
    expect(noPassword.status).toBe(422);
    expect(noPassword.errors?.password).toBeTruthy();
    expect(noPassword.errors?.password).not.toBe('Enter a password for the group');
  });

  it('keeps only an argon2id hash of a password group, and never answers it', async () => {
    const [anna] = await people('Anna');
    const answer = await postAs<ChatGroup>(server, GROUPS.create, anna, {
      name: 'Secret',
      type: 'password',
      password: 'open sesame',
    });
    expect(answer.status).toBe(200);
    expect(answer.response.body).not.toContain('open sesame');
    expect(answer.response.body).not.toContain('argon2');
    const [row] = await server.app.wob.db
      .select()
      .from(chatGroups)
      .where(eq(chatGroups.guid, answer.data.guid));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('open sesame');
    // Neither the group nor the list answers the hash (request bodies are never logged:
    // platform/logger.ts).
    const seen = await getAs(server, GROUPS.group, anna, { guid: answer.data.guid });
    const listed = await getAs(server, GROUPS.list, anna);
    for (const body of [seen.response.body, listed.response.body]) {
      expect(body).not.toContain('argon2');
      expect(body).not.toContain('open sesame');
    }
  });
});

describe('joining', () => {
  it('joins a public group once, as participant', async () => {
    const [anna, bo] = await people('Anna', 'Bo');
    const group = await createGroup(server, anna);
    const joined = await postAs<ChatGroup>(server, GROUPS.join, bo, { guid: group.guid });
    expect(joined.status).toBe(200);
    expect(joined.data).toMatchObject({ hasJoined: true, scope: 'participant', membersCount: 2 });
    const again = await postAs<ChatGroup>(server, GROUPS.join, bo, { guid: group.guid });
    expect(again.data.membersCount).toBe(2);
    await expectCount(group.guid, 2);
  });

  it('keeps a private group from everyone not in it (404), and lets it be joined only by adding', async () => {
    const [anna, bo] = await people('Anna', 'Bo');
    const group = await createGroup(server, anna, { type: 'private' });
    const seen = await getAs(server, GROUPS.group, bo, { guid: group.guid });
    expect(seen.status).toBe(404);
    expect(seen.message).toBe('This group could not be found.');
    expect((await postAs(server, GROUPS.join, bo, { guid: group.guid })).status).toBe(404);
    const listed = await getAs<{ groups: ChatGroup[] }>(server, GROUPS.list, bo);
    expect(listed.data.groups.map((g) => g.guid)).not.toContain(group.guid);
    const added = await addMembers(server, anna, group.guid, [bo.id]);
    expect(added.data.results[bo.id]).toBe('added');
    const now = await getAs<ChatGroup>(server, GROUPS.group, bo, { guid: group.guid });
    expect(now.data).toMatchObject({ hasJoined: true, scope: 'participant' });
  });

  it('answers 404 for a group that does not exist', async () => {
    const [anna] = await people('Anna');
    const answer = await postAs(server, GROUPS.join, anna, { guid: 'gnosuchgroup' }, 'da');
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('Denne gruppe blev ikke fundet.');
  });

  it('joins a password group with its password and locks out after five wrong ones', async () => {
    const [anna, bo] = await people('Anna', 'Bo');
    const group = await createGroup(server, anna, { type: 'password', password: 'right one' });
    const missing = await postAs(server, GROUPS.join, bo, { guid: group.guid });
    expect(missing.status).toBe(422);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await postAs(server, GROUPS.join, bo, { guid: group.guid, password: 'no' });
      expect(wrong.status).toBe(403);
      expect(wrong.message).toBe('The password for this group is not correct.');
      expect(wrong.code).toBe('chatGroups.wrongPassword');
    }
    const locked = await postAs(server, GROUPS.join, bo, {
      guid: group.guid,
      password: 'right one',
    });
    expect(locked.status).toBe(429);
    expect(locked.message).toBe('Too many wrong passwords for this group. Try again later.');
    expect(locked.code).toBe('chatGroups.passwordLocked');
    await expectCount(group.guid, 1);
    server.clock.advance(GROUP_PASSWORD_LOCK_MINUTES * 60_000 - 5_000);
    const stillLocked = await postAs(server, GROUPS.join, bo, {
      guid: group.guid,
      password: 'right one',
    });
    expect(stillLocked.status).toBe(429);
    server.clock.advance(10_000);
    const joined = await postAs<ChatGroup>(server, GROUPS.join, bo, {
      guid: group.guid,
      password: 'right one',
    });
    expect(joined.status).toBe(200);
    expect(joined.data.scope).toBe('participant');
    await expectCount(group.guid, 2);
  });

  it('counts wrong passwords per person: another person is not locked out', async () => {
    const [anna, bo, cy] = await people('Anna', 'Bo', 'Cy');
    const group = await createGroup(server, anna, { type: 'password', password: 'pw' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await postAs(server, GROUPS.join, bo, { guid: group.guid, password: 'nope' });
    }
    const other = await postAs(server, GROUPS.join, cy, { guid: group.guid, password: 'pw' });
    expect(other.status).toBe(200);
  });

  it('refuses a banned person until they are unbanned', async () => {
    const [anna, bo] = await people('Anna', 'Bo');
    const group = await createGroup(server, anna);
    await postAs(server, GROUPS.join, bo, { guid: group.guid });
    expect((await memberCall(server, GROUPS.ban, anna, group.guid, bo.id)).status).toBe(200);
    const refused = await postAs(server, GROUPS.join, bo, { guid: group.guid });
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('You have been banned from this group.');
    expect(refused.code).toBe('chatGroups.banned');
    // Banned, a password changes nothing: the refusal is the ban's.
    const withPassword = await postAs(server, GROUPS.join, bo, {
      guid: group.guid,
      password: 'anything',
    });
    expect(withPassword.code).toBe('chatGroups.banned');
    const state = await groupState(server, group.guid);
    expect(state?.bans.get(bo.id)).toBe('participant');
    await memberCall(server, GROUPS.unban, anna, group.guid, bo.id);
    expect((await postAs(server, GROUPS.join, bo, { guid: group.guid })).status).toBe(200);
  });
});

describe('the one owner', () => {
  it('cannot leave; after transferring ownership they can, and the new owner is an admin', async () => {
    const [anna, bo] = await people('Anna', 'Bo');
    const group = await createGroup(server, anna);
    await postAs(server, GROUPS.join, bo, { guid: group.guid });
    const leave = await postAs(server, GROUPS.leave, anna, { guid: group.guid });
    expect(leave.status).toBe(403);
    expect(leave.message).toBe(
      'You own this group. Transfer the ownership to another member before you leave.',
    );
    await expectCount(group.guid, 2);
    const transfer = await memberCall(server, GROUPS.owner, anna, group.guid, bo.id);
    expect(transfer.status).toBe(200);
    expect(transfer.data).toMatchObject({ owner: bo.id, scope: 'admin' });
    let state = await groupState(server, group.guid);
    expect(state?.group.ownerId).toBe(bo.id);
    expect(state?.members.get(bo.id)).toBe('admin');
    expect(state?.members.get(anna.id)).toBe('admin');
    expect((await postAs(server, GROUPS.leave, anna, { guid: group.guid })).status).toBe(200);
    await expectCount(group.guid, 1);
    state = await groupState(server, group.guid);
    expect(state?.group.ownerId).toBe(bo.id);
    const annaSees = await getAs<ChatGroup>(server, GROUPS.group, anna, { guid: group.guid });
    expect(annaSees.data).toMatchObject({ hasJoined: false, scope: null });
  });

  it('transfers only to an active member', async () => {
    const [anna, bo] = await people('Anna', 'Bo');
    const group = await createGroup(server, anna);
    const answer = await memberCall(server, GROUPS.owner, anna, group.guid, bo.id);
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('This person is not a member of the group.');
  });
});

describe('members, banned list and counts', () => {
  it('pages members 10 at a time: owner, admins, moderators, participants, each in join order', async () => {
    const [owner, ...others] = await people(
      'Owner',
      ...Array.from({ length: 13 }, (_, i) => `P${i}`),
    );
    const group = await createGroup(server, owner);
    for (const person of others) {
      // Join order is join time (the test clock stands still unless moved).
      server.clock.advance(1_000);
      await postAs(server, GROUPS.join, person, { guid: group.guid });
    }
    await memberCall(server, GROUPS.scope, owner, group.guid, nth(others, 12).id, {
      scope: 'moderator',
    });
    await memberCall(server, GROUPS.scope, owner, group.guid, nth(others, 11).id, {
      scope: 'admin',
    });
    const first = await membersOf(server, owner, group.guid);
    expect(first.status).toBe(200);
    expect(first.data.members).toHaveLength(10);
    expect(first.data.members.slice(0, 3).map((m) => [m.uid, m.scope])).toEqual([
      [owner.id, 'admin'],
      [nth(others, 11).id, 'admin'],
      [nth(others, 12).id, 'moderator'],
    ]);
    expect(first.data.members.slice(3).map((m) => m.name)).toEqual([
      'P0',
      'P1',
      'P2',
      'P3',
      'P4',
      'P5',
      'P6',
    ]);
    expect(first.data.next).toBe(nth(first.data.members, 9).uid);
    const second = await membersOf(server, owner, group.guid, { cursor: cursorOf(first.data) });
    expect(second.data.members.map((m) => m.name)).toEqual(['P7', 'P8', 'P9', 'P10']);
    expect(second.data.next).toBeNull();
    await expectCount(group.guid, 14);
  });

  it('shows members only to members, and the banned list only to moderators and admins', async () => {
    const [anna, bo, cy, dan] = await people('Anna', 'Bo', 'Cy', 'Dan');
    const group = await createGroup(server, anna);
    await addMembers(server, anna, group.guid, [bo.id, cy.id]);
    await memberCall(server, GROUPS.ban, anna, group.guid, cy.id);
    const outsider = await membersOf(server, dan, group.guid);
    expect(outsider.status).toBe(403);
    expect(outsider.message).toBe('Only members of this group can do this.');
    const participant = await membersOf(server, bo, group.guid, {}, GROUPS.banned);
    expect(participant.status).toBe(403);
    expect(participant.message).toBe('Your role in this group does not allow this.');
    await memberCall(server, GROUPS.scope, anna, group.guid, bo.id, { scope: 'moderator' });
    const moderator = await membersOf(server, bo, group.guid, {}, GROUPS.banned);
    expect(moderator.status).toBe(200);
    expect(moderator.data.members).toEqual([
      expect.objectContaining({ uid: cy.id, name: 'Cy', scope: 'participant' }),
    ]);
  });
});

describe('adding members', () => {
  it('answers each uid: added, already a member, banned, not found, blocked', async () => {
    const [anna, bo, cy, dan, eve, fay] = await people('Anna', 'Bo', 'Cy', 'Dan', 'Eve', 'Fay');
    const group = await createGroup(server, anna);
    await addMembers(server, anna, group.guid, [bo.id, cy.id]);
    await memberCall(server, GROUPS.ban, anna, group.guid, cy.id);
    // Dan blocked Anna; Anna blocked Eve.
    await postAs(server, CHAT.block, dan, { _id: anna.id });
    await postAs(server, CHAT.block, anna, { _id: eve.id });
    const answer = await addMembers(server, anna, group.guid, [
      bo.id,
      cy.id,
      'no-such-wobler',
      dan.id,
      eve.id,
      fay.id,
    ]);
    expect(answer.status).toBe(200);
    expect(answer.data.results).toEqual({
      [bo.id]: 'already-member',
      [cy.id]: 'banned',
      'no-such-wobler': 'not-found',
      [dan.id]: 'blocked',
      [eve.id]: 'blocked',
      [fay.id]: 'added',
    });
    expect(answer.data.group.membersCount).toBe(3);
    await expectCount(group.guid, 3);
  });
});

describe('chat users', () => {
  it('lists people one may write to, not blocked either way, with search and friendsOnly', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    const [me, friend, stranger, blocker] = await people(
      'Me',
      `${tag} Friend`,
      `${tag} Stranger`,
      `${tag} Blocker`,
    );
    await connect(server, me, friend);
    await postAs(server, CHAT.block, blocker, { _id: me.id });
    const all = await getAs<{ users: { uid: string }[]; next: string | null }>(
      server,
      GROUPS.users,
      me,
      { search: tag.toLowerCase() },
    );
    expect(all.status).toBe(200);
    expect(all.data.users.map((u) => u.uid).sort()).toEqual([friend.id, stranger.id].sort());
    const friends = await getAs<{ users: { uid: string }[] }>(server, GROUPS.users, me, {
      search: tag,
      friendsOnly: 'true',
    });
    expect(friends.data.users.map((u) => u.uid)).toEqual([friend.id]);
    const paged = await getAs<{ users: { uid: string }[]; next: string | null }>(
      server,
      GROUPS.users,
      me,
      { search: tag, limit: '1' },
    );
    expect(paged.data.users).toHaveLength(1);
    const rest = await getAs<{ users: { uid: string }[]; next: string | null }>(
      server,
      GROUPS.users,
      me,
      { search: tag, limit: '1', cursor: cursorOf(paged.data) },
    );
    expect(rest.data.users).toHaveLength(1);
    expect(nth(rest.data.users, 0).uid).not.toBe(nth(paged.data.users, 0).uid);
    expect(rest.data.next).toBeNull();
  });
});
