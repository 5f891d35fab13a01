import type { ChatGroupEvent } from '@wob/api';
import { afterEach, describe, expect, it } from 'vitest';
import { topics } from '../../platform/realtime/hub';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';
import { addMembers, createGroup, GROUPS, GroupEventLog, memberCall } from './groups-test-support';

// The `chat.group` events of membership changes: published once on the group's topic with the
// stored action message, and on the person's own topic when they are not (or no longer) on
// the group's; each valid against ChatGroupEventSchema (the log parses them).

useTestServer();

let log: GroupEventLog | undefined;
afterEach(() => log?.stop());

async function people(...names: string[]): Promise<SignedUp[]> {
  return Promise.all(names.map((name) => signUp(server, { name })));
}

function summary(event: ChatGroupEvent) {
  return {
    action: event.action,
    actor: event.actor.uid,
    member: event.member?.uid ?? null,
    scope: event.member?.scope ?? null,
    count: event.group.membersCount,
    text: event.message?.data.customData?.action ?? null,
  };
}

/** Control events (follow, unfollow, recheck) published on a topic. */
function recordControls(topic: string): { types: string[]; stop: () => void } {
  const types: string[] = [];
  const stop = server.app.wob.realtime.subscribe(topic, (event) => {
    if (event.type.startsWith('realtime.')) {
      types.push(`${event.type}${typeof event.topic === 'string' ? ` ${event.topic}` : ''}`);
    }
  });
  return { types, stop };
}

describe('group events', () => {
  it('tells the group topic of every change once, and the person concerned when off the topic', async () => {
    const [anna, bo, cy] = await people('Anna', 'Bo', 'Cy');
    if (!anna || !bo || !cy) throw new Error('no people');
    const group = await createGroup(server, anna);
    log = GroupEventLog.forGroup(server, group.guid, [anna, bo, cy]);
    const boControls = recordControls(topics.user(bo.id));

    await addMembers(server, anna, group.guid, [bo.id]);
    await postAs(server, GROUPS.join, cy, { guid: group.guid });
    await memberCall(server, GROUPS.scope, anna, group.guid, bo.id, { scope: 'moderator' });
    await memberCall(server, GROUPS.kick, bo, group.guid, cy.id);
    await postAs(server, GROUPS.join, cy, { guid: group.guid });
    await memberCall(server, GROUPS.ban, bo, group.guid, cy.id);
    await memberCall(server, GROUPS.unban, anna, group.guid, cy.id);
    await memberCall(server, GROUPS.owner, anna, group.guid, bo.id);
    await postAs(server, GROUPS.leave, anna, { guid: group.guid });

    expect(log.onGroup(group.guid).map(summary)).toEqual([
      {
        action: 'added',
        actor: anna.id,
        member: bo.id,
        scope: 'participant',
        count: 2,
        text: 'added',
      },
      {
        action: 'joined',
        actor: cy.id,
        member: cy.id,
        scope: 'participant',
        count: 3,
        text: 'joined',
      },
      {
        action: 'scope',
        actor: anna.id,
        member: bo.id,
        scope: 'moderator',
        count: 3,
        text: 'scope',
      },
      {
        action: 'kicked',
        actor: bo.id,
        member: cy.id,
        scope: 'participant',
        count: 2,
        text: 'kicked',
      },
      {
        action: 'joined',
        actor: cy.id,
        member: cy.id,
        scope: 'participant',
        count: 3,
        text: 'joined',
      },
      {
        action: 'banned',
        actor: bo.id,
        member: cy.id,
        scope: 'participant',
        count: 2,
        text: 'banned',
      },
      {
        action: 'unbanned',
        actor: anna.id,
        member: cy.id,
        scope: 'participant',
        count: 2,
        text: 'unbanned',
      },
      { action: 'owner', actor: anna.id, member: bo.id, scope: 'admin', count: 2, text: 'owner' },
      { action: 'left', actor: anna.id, member: anna.id, scope: 'admin', count: 1, text: 'left' },
    ]);
    const scopeEvent = log.onGroup(group.guid)[2];
    expect(scopeEvent?.previousScope).toBe('participant');
    expect(scopeEvent?.message).toMatchObject({
      category: 'action',
      type: 'groupMember',
      receiverType: 'group',
      receiverId: group.guid,
      sender: { uid: anna.id, name: 'Anna' },
      data: {
        customData: {
          action: 'scope',
          by: { uid: anna.id, name: 'Anna' },
          on: { uid: bo.id, name: 'Bo' },
          scope: 'moderator',
          previousScope: 'participant',
        },
      },
    });
    expect(scopeEvent?.message?.text).toBeUndefined();
    expect(log.onGroup(group.guid).at(-1)?.group.owner).toBe(bo.id);

    // Personally: Bo when added; Cy when kicked, banned and unbanned; Anna when she left.
    expect(log.onUser(bo).map((event) => event.action)).toEqual(['added']);
    expect(log.onUser(cy).map((event) => event.action)).toEqual(['kicked', 'banned', 'unbanned']);
    expect(log.onUser(anna).map((event) => event.action)).toEqual(['left']);
    // The same event on both topics, so a client de-duplicates by the message id.
    const kickedOnGroup = log.onGroup(group.guid)[3];
    expect(log.onUser(cy)[0]?.message?.id).toBe(kickedOnGroup?.message?.id);
    // Bo's sockets are told to follow the group's topic when he is added.
    expect(boControls.types).toContain(`realtime.follow ${topics.group(group.guid)}`);
    boControls.stop();
  });

  it('tells the members a group was deleted, and has every socket recheck the topic', async () => {
    const [anna, bo] = await people('Anna', 'Bo');
    if (!anna || !bo) throw new Error('no people');
    const group = await createGroup(server, anna);
    await addMembers(server, anna, group.guid, [bo.id]);
    log = GroupEventLog.forGroup(server, group.guid, [anna, bo]);
    const controls = recordControls(topics.group(group.guid));
    expect((await postAs(server, GROUPS.delete, anna, { guid: group.guid })).status).toBe(200);
    expect(
      log.onGroup(group.guid).map((event) => [event.action, event.member, event.message]),
    ).toEqual([['deleted', null, null]]);
    expect(controls.types).toEqual(['realtime.recheck']);
    controls.stop();
  });

  it('publishes nothing for refused calls or changes that change nothing', async () => {
    const [anna, bo] = await people('Anna', 'Bo');
    if (!anna || !bo) throw new Error('no people');
    const group = await createGroup(server, anna);
    await postAs(server, GROUPS.join, bo, { guid: group.guid });
    log = GroupEventLog.forGroup(server, group.guid, [anna, bo]);
    await postAs(server, GROUPS.join, bo, { guid: group.guid });
    await memberCall(server, GROUPS.scope, anna, group.guid, bo.id, { scope: 'participant' });
    await memberCall(server, GROUPS.kick, bo, group.guid, anna.id);
    await addMembers(server, anna, group.guid, [bo.id]);
    expect(log.onGroup(group.guid)).toEqual([]);
  });
});
