import type { BubbleTile } from '@wob/api';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatConversations } from '../../db/schema';
import { type SignedUp, server, signUp, useTestServer } from '../../test/harness';
import { getAs, postAs } from '../../test/http';
import { createBubble, pick, leave, signUpPremium, viewBubble } from '../../test/bubbles';
import { GROUPS, GroupEventLog, groupState, memberCall } from '../chat/groups-test-support';

// A Bubble's chat (README 'Bubbles': a Bubble's chat): its owner opens it once; its members are
// the Bubble's active members with the scope of their role, and it follows the Bubble's
// membership (join, approval, kick, leave, moderators, deletion) with action messages, while
// the group calls cannot change its members.

useTestServer();

const openChat = (who: SignedUp, bubble: string) =>
  postAs<{ chatGuid: string }>(server, '/api/bubble/open-chat', who, { bubble });
const approve = (who: SignedUp, bubble: string, user: SignedUp) =>
  postAs(server, '/api/bubble/mark-active', who, { bubble, user: user.id });
const setModerator = (who: SignedUp, bubble: string, user: SignedUp, moderator: boolean) =>
  postAs(server, '/api/bubble/set-moderator', who, { bubble, user: user.id, moderator });
const kick = (who: SignedUp, bubble: string, user: SignedUp) =>
  postAs(server, '/api/bubble/kickout-user', who, { bubble, user: user.id });

async function membersOfChat(guid: string): Promise<Map<string, string>> {
  const state = await groupState(server, guid);
  if (!state) throw new Error('no such group');
  return state.members;
}

describe("a Bubble's chat", () => {
  let owner: SignedUp;
  let moderator: SignedUp;
  let member: SignedUp;
  let waiting: SignedUp;
  let stranger: SignedUp;
  let bubble: BubbleTile;
  let guid: string;

  beforeAll(async () => {
    owner = await signUpPremium(server);
    moderator = await signUpPremium(server);
    member = await signUp(server);
    waiting = await signUp(server);
    stranger = await signUp(server);
    bubble = await createBubble(server, owner, { name: 'Havekredsen', privateBubble: true });
    for (const wobler of [moderator, member, waiting]) await pick(server, wobler, bubble._id);
    for (const wobler of [moderator, member]) {
      expect((await approve(owner, bubble._id, wobler)).status).toBe(200);
    }
    expect((await setModerator(owner, bubble._id, moderator, true)).status).toBe(200);
  });

  it('is opened by the owner only, once: its members are the active members by role', async () => {
    const byModerator = await openChat(moderator, bubble._id);
    expect(byModerator.status).toBe(403);
    expect((await openChat(stranger, bubble._id)).status).toBe(404);

    const opened = await openChat(owner, bubble._id);
    expect(opened.status).toBe(200);
    guid = opened.data.chatGuid;
    expect(guid).toMatch(/^g[a-z2-7]{20}$/);
    const again = await openChat(owner, bubble._id);
    expect(again.data.chatGuid).toBe(guid);

    const state = await groupState(server, guid);
    expect(state?.group).toMatchObject({
      name: 'Havekredsen',
      type: 'private',
      ownerId: owner.id,
      bubbleId: bubble._id,
      membersCount: 3,
    });
    expect(state?.members).toEqual(
      new Map([
        [owner.id, 'admin'],
        [moderator.id, 'moderator'],
        [member.id, 'participant'],
      ]),
    );
  });

  it('is named to active members on the Bubble page, and hidden from everyone else', async () => {
    expect((await viewBubble(server, member, bubble._id)).data.chatGuid).toBe(guid);
    expect((await viewBubble(server, owner, bubble._id)).data.chatGuid).toBe(guid);
    expect((await viewBubble(server, waiting, bubble._id)).data.chatGuid).toBeUndefined();
    expect((await viewBubble(server, stranger, bubble._id)).data.chatGuid).toBeUndefined();
    const seen = await getAs<{ bubbleId: string | null }>(server, GROUPS.group, member, { guid });
    expect(seen.status).toBe(200);
    // The wire names the Bubble, so a client's canAct hides what the Bubble manages.
    expect(seen.data.bubbleId).toBe(bubble._id);
    const unseen = await getAs(server, GROUPS.group, stranger, { guid });
    expect(unseen.status).toBe(404);
    const join = await postAs(server, GROUPS.join, stranger, { guid });
    expect(join.status).toBe(404);
  });

  it('adds whoever is let in, with the action message on the group topic', async () => {
    const log = GroupEventLog.forGroup(server, guid, [waiting]);
    expect((await approve(moderator, bubble._id, waiting)).status).toBe(200);
    log.stop();
    expect((await membersOfChat(guid)).get(waiting.id)).toBe('participant');
    const [event] = log.onGroup(guid);
    expect(event).toMatchObject({
      action: 'added',
      actor: { uid: moderator.id },
      member: { uid: waiting.id, scope: 'participant' },
      group: { guid, membersCount: 4 },
      message: {
        category: 'action',
        type: 'groupMember',
        data: {
          customData: { action: 'added', by: { uid: moderator.id }, on: { uid: waiting.id } },
        },
      },
    });
    // Told on their own topic too: they were not on the group's yet.
    expect(log.onUser(waiting).map((e) => e.action)).toEqual(['added']);
  });

  it('follows the moderators: made a moderator → moderator, unmade → participant', async () => {
    const log = GroupEventLog.forGroup(server, guid, []);
    expect((await setModerator(owner, bubble._id, member, true)).status).toBe(200);
    expect((await membersOfChat(guid)).get(member.id)).toBe('moderator');
    expect((await setModerator(owner, bubble._id, member, false)).status).toBe(200);
    expect((await membersOfChat(guid)).get(member.id)).toBe('participant');
    log.stop();
    expect(log.onGroup(guid).map((e) => [e.action, e.member?.scope, e.previousScope])).toEqual([
      ['scope', 'moderator', 'participant'],
      ['scope', 'participant', 'moderator'],
    ]);
  });

  it('refuses member changes through the group calls, translated', async () => {
    const refusals = await Promise.all([
      postAs(server, GROUPS.add, owner, { guid, members: [stranger.id] }),
      memberCall(server, GROUPS.kick, owner, guid, member.id),
      memberCall(server, GROUPS.ban, owner, guid, member.id),
      memberCall(server, GROUPS.scope, owner, guid, member.id, { scope: 'moderator' }),
      memberCall(server, GROUPS.owner, owner, guid, member.id),
      postAs(server, GROUPS.leave, member, { guid }),
      getAs(server, GROUPS.banned, owner, { guid }),
    ]);
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.message).toBe('This chat follows the Bubble’s members.');
    }
    const danish = await postAs(server, GROUPS.leave, member, { guid }, 'da');
    expect(danish.message).toBe('Denne chat følger Bubblens medlemmer.');
    expect((await membersOfChat(guid)).size).toBe(4);
    // Viewing the members stays.
    expect((await getAs(server, GROUPS.members, member, { guid })).status).toBe(200);
  });

  it('drops whoever is kicked or leaves', async () => {
    const log = GroupEventLog.forGroup(server, guid, [member, waiting]);
    expect((await kick(moderator, bubble._id, waiting)).status).toBe(200);
    expect((await leave(server, member, bubble._id)).status).toBe(200);
    log.stop();
    const members = await membersOfChat(guid);
    expect(members.has(waiting.id)).toBe(false);
    expect(members.has(member.id)).toBe(false);
    expect((await groupState(server, guid))?.group.membersCount).toBe(2);
    expect(log.onGroup(guid).map((e) => [e.action, e.member?.uid])).toEqual([
      ['kicked', waiting.id],
      ['left', member.id],
    ]);
    expect((await getAs(server, GROUPS.group, member, { guid })).status).toBe(404);
  });

  it('goes with the Bubble: deleted with it, messages and all', async () => {
    const state = await groupState(server, guid);
    const log = GroupEventLog.forGroup(server, guid, []);
    const deleted = await postAs(server, '/api/bubble/delete', owner, { bubble: bubble._id });
    log.stop();
    expect(deleted.status).toBe(200);
    expect(await groupState(server, guid)).toBeNull();
    const conversation = await server.app.wob.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.id, state?.group.conversationId ?? ''));
    expect(conversation).toEqual([]);
    expect(log.onGroup(guid).map((e) => e.action)).toEqual(['deleted']);
  });
});

describe("a public Bubble's chat", () => {
  it('takes in whoever joins, and whoever waited when the Bubble is made public', async () => {
    const owner = await signUpPremium(server);
    const early = await signUp(server);
    const joiner = await signUp(server);
    const bubble = await createBubble(server, owner, { name: 'Åbne Haver', privateBubble: true });
    await pick(server, early, bubble._id);
    const { data } = await openChat(owner, bubble._id);
    expect(await membersOfChat(data.chatGuid)).toEqual(new Map([[owner.id, 'admin']]));

    const made = await postAs(server, '/api/bubble/mark-public', owner, { bubble: bubble._id });
    expect(made.status).toBe(200);
    expect((await membersOfChat(data.chatGuid)).get(early.id)).toBe('participant');

    const log = GroupEventLog.forGroup(server, data.chatGuid, []);
    await pick(server, joiner, bubble._id);
    log.stop();
    expect((await membersOfChat(data.chatGuid)).get(joiner.id)).toBe('participant');
    expect(log.onGroup(data.chatGuid)).toMatchObject([
      { action: 'joined', actor: { uid: joiner.id }, member: { uid: joiner.id } },
    ]);
  });
});

describe("a Bubble's chat under concurrency", () => {
  it('holds exactly the active members when people join and leave while it is opened', async () => {
    const owner = await signUpPremium(server);
    const bubble = await createBubble(server, owner, { name: 'Myldretid' });
    const stayers = await Promise.all(Array.from({ length: 4 }, () => signUp(server)));
    for (const wobler of stayers) await pick(server, wobler, bubble._id);
    const joiners = await Promise.all(Array.from({ length: 6 }, () => signUp(server)));
    const [opened] = await Promise.all([
      openChat(owner, bubble._id),
      ...joiners.map((wobler) => pick(server, wobler, bubble._id)),
      ...stayers.slice(0, 2).map((wobler) => leave(server, wobler, bubble._id)),
    ]);
    const state = await groupState(server, opened.data.chatGuid);
    const expected = [owner, ...stayers.slice(2), ...joiners].map((wobler) => wobler.id).sort();
    expect([...(state?.members.keys() ?? [])].sort()).toEqual(expected);
    expect(state?.group.membersCount).toBe(expected.length);
  });
});

describe("a Bubble's deletion under concurrency", () => {
  it('deletes its chat while people join, never answering 500', async () => {
    const owner = await signUpPremium(server);
    const bubble = await createBubble(server, owner, { name: 'Sidste Udkald' });
    const { data } = await openChat(owner, bubble._id);
    const joiners = await Promise.all(Array.from({ length: 6 }, () => signUp(server)));
    const [deleted, ...joins] = await Promise.all([
      postAs(server, '/api/bubble/delete', owner, { bubble: bubble._id }),
      ...joiners.map((wobler) => pick(server, wobler, bubble._id)),
    ]);
    expect(deleted.status).toBe(200);
    for (const join of joins) expect([200, 404]).toContain(join.status);
    expect(await groupState(server, data.chatGuid)).toBeNull();
  });
});
