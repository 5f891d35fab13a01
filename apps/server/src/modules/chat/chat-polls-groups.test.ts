import type { ChatMessage, RealtimeEvent } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { topics } from '../../platform/realtime/hub';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { EventLog, syncOf } from './chat-test-support';
import {
  countsOf,
  createPoll,
  extensionsOf,
  updatedMessages,
  vote,
} from './extensions-test-support';
import { insertGroup, kickMember } from './group-test-support';
import { getAs } from '../../test/http';

// Polls in groups: asked and counted like one-to-one, live once on the group's topic, only
// for its members; one vote per person however many arrive at once.

useTestServer();

function groupMessages(who: SignedUp, guid: string) {
  return getAs<{ messages: ChatMessage[] }>(server, '/chat-api/messages', who, {
    conversationWith: guid,
    conversationType: 'group',
  });
}

async function people(count: number): Promise<SignedUp[]> {
  const signed: SignedUp[] = [];
  for (let i = 0; i < count; i += 1) signed.push(await signUp(server, { name: `Voter ${i + 1}` }));
  return signed;
}

function recordTopic(guid: string): { events: RealtimeEvent[]; stop: () => void } {
  const events: RealtimeEvent[] = [];
  const stop = server.app.wob.realtime.subscribe(topics.group(guid), (event) => {
    events.push(event);
  });
  return { events, stop };
}

describe('polls in a group', () => {
  it('asks a poll every member reads, the group’s last message', async () => {
    const [anna, peter] = await people(2);
    if (!anna || !peter) throw new Error('two people');
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const asked = await createPoll(server, peter, { receiver: guid, receiverType: 'group' });
    expect(asked.status, asked.message).toBe(200);
    expect(asked.data).toMatchObject({ receiverType: 'group', receiverId: guid, type: 'poll' });
    for (const who of [anna, peter]) {
      const listed = (await groupMessages(who, guid)).data.messages;
      expect(listed.map((m) => m.id)).toEqual([asked.data.id]);
      const conversation = await getAs<{ lastMessage: ChatMessage | null }>(
        server,
        '/chat-api/conversation',
        who,
        { conversationWith: guid, conversationType: 'group' },
      );
      expect(conversation.data.lastMessage?.id).toBe(asked.data.id);
      expect(extensionsOf(conversation.data.lastMessage ?? undefined).polls?.results.total).toBe(0);
    }
  });

  it('tells every member a vote once on the group’s topic, and nobody outside', async () => {
    const [anna, peter, eve] = await people(3);
    if (!anna || !peter || !eve) throw new Error('three people');
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const asked = await createPoll(server, anna, { receiver: guid, receiverType: 'group' });
    const topic = recordTopic(guid);
    const own = new EventLog(server, [anna, peter, eve]);
    try {
      const voted = await vote(server, peter, asked.data.id, 1);
      expect(voted.status).toBe(200);
      await own.settle();
      const updates = updatedMessages(topic.events);
      expect(updates).toHaveLength(1);
      expect(countsOf(updates[0])).toEqual({
        total: 1,
        counts: { 1: 1, 2: 0 },
      });
      for (const who of [anna, peter, eve]) expect(own.of(who)).toEqual([]);
      // Someone outside may not vote (403 for a public group) and hears nothing.
      const outside = await vote(server, eve, asked.data.id, 2);
      expect(outside.status).toBe(403);
      expect(outside.message).toBe('Only members of this group can do this.');
    } finally {
      topic.stop();
      own.stop();
    }
  });

  it('refuses a member who was kicked; their vote stays counted', async () => {
    const [anna, peter] = await people(2);
    if (!anna || !peter) throw new Error('two people');
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const asked = await createPoll(server, anna, { receiver: guid, receiverType: 'group' });
    expect((await vote(server, peter, asked.data.id, 2)).status).toBe(200);
    await kickMember(server, guid, peter);
    expect((await vote(server, peter, asked.data.id, 1)).status).toBe(403);
    const listed = (await groupMessages(anna, guid)).data.messages;
    expect(countsOf(listed[0])).toEqual({ total: 1, counts: { 1: 0, 2: 1 } });
  });

  it('counts 20 people voting at once: total 20, each of them among the voters', async () => {
    const voters = await people(20);
    const [owner] = voters;
    if (!owner) throw new Error('voters');
    const guid = await insertGroup(server.app.wob.db, voters);
    const asked = await createPoll(server, owner, {
      receiver: guid,
      receiverType: 'group',
      options: ['Yes', 'No', 'Maybe'],
    });
    const before = (await syncOf(server, owner, '0')).data.cursor;
    const answers = await Promise.all(
      voters.map((who, index) => vote(server, who, asked.data.id, (index % 3) + 1)),
    );
    expect(answers.map((a) => a.status)).toEqual(voters.map(() => 200));
    const listed = (await groupMessages(owner, guid)).data.messages;
    expect(countsOf(listed[0])).toEqual({ total: 20, counts: { 1: 7, 2: 7, 3: 6 } });
    const poll = extensionsOf(listed[0]).polls;
    const voted = Object.values(poll?.results.options ?? {}).flatMap((o) =>
      Object.keys(o.voters ?? {}),
    );
    expect(voted.sort()).toEqual(voters.map((v) => v.id).sort());
    // Every vote gave the poll a new seq: a resync from before them finds it with all 20.
    const synced = await syncOf(server, owner, before);
    expect(synced.data.messages.map((m) => m.id)).toEqual([asked.data.id]);
    expect(countsOf(synced.data.messages[0]).total).toBe(20);
  });

  it('takes one vote of someone voting 20 times at once: one 200, nineteen 409', async () => {
    const [anna, peter] = await people(2);
    if (!anna || !peter) throw new Error('two people');
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const asked = await createPoll(server, anna, { receiver: guid, receiverType: 'group' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => vote(server, peter, asked.data.id, (i % 2) + 1)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.code).toBe('chat.alreadyVoted');
    }
    const listed = (await groupMessages(anna, guid)).data.messages;
    expect(countsOf(listed[0]).total).toBe(1);
  });
});
