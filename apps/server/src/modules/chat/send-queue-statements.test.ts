import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client';
import { chatGroups, chatMessages } from '../../db/schema';
import { server, signUp, useTestServer } from '../../test/harness';
import { postAs } from '../../test/http';
import { CHAT, connect, newMuid, sendText, signUpPair, storedMessages } from './chat-test-support';
import { insertGroup, kickMember, sendToGroup } from './group-test-support';
import { createSendQueue, type SendJob } from './send-queue';

// What a send costs in round trips to the database (a group send's latency is mostly theirs),
// and the guarantees the fewer statements keep: a retry answers the stored message, whatever
// the rules would say of a new one.

useTestServer();

/** A send queue on a database that counts its transactions and the statements run in them. */
function countingQueue() {
  const db = server.app.wob.db;
  const counts = { transactions: 0, statements: 0 };
  const statements = new Set(['execute', 'select', 'insert', 'update', 'delete']);
  const counted = (tx: Tx) =>
    new Proxy(tx, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof property !== 'string' || !statements.has(property)) return value;
        return (...args: unknown[]) => {
          counts.statements += 1;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  const counting = {
    transaction: (run: (tx: Tx) => Promise<unknown>) => {
      counts.transactions += 1;
      return db.transaction((tx) => run(counted(tx)));
    },
  } as unknown as Db;
  return { queue: createSendQueue({ db: counting, logger: server.app.log }), counts };
}

const text = (value: string) => ({
  type: 'text',
  category: 'message' as const,
  text: value,
  data: {},
});

describe('statements of a send', () => {
  it('stores a group message with three statements: the locks, the membership, the insert', async () => {
    const [anna, peter] = [await signUp(server), await signUp(server)];
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const { queue, counts } = countingQueue();
    const job: SendJob = {
      senderId: anna.id,
      receiverId: guid,
      receiverType: 'group',
      muid: newMuid(),
      content: text('Hej alle'),
      at: server.clock.now(),
    };
    const sent = await queue.send(job);
    expect(counts).toEqual({ transactions: 1, statements: 3 });
    expect(sent.fresh).toBe(true);
    // The same statement moved the group up.
    const [group] = await server.app.wob.db
      .select({ lastMessageId: chatGroups.lastMessageId })
      .from(chatGroups)
      .where(eq(chatGroups.guid, guid));
    expect(group?.lastMessageId).toBe(sent.row.id);

    // A retry finds its muid stored: the batch is written again, reading the muids first.
    const again = await queue.send({ ...job, at: server.clock.now() });
    expect(again).toMatchObject({ fresh: false, row: { id: sent.row.id, text: 'Hej alle' } });
    expect(counts.transactions).toBe(3);
    const stored = await server.app.wob.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.senderId, anna.id));
    expect(stored).toHaveLength(1);
    await queue.drained();
  });

  it('stores a first one-to-one message with four statements, its conversation made by the insert', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const { queue, counts } = countingQueue();
    const sent = await queue.send({
      senderId: alice.id,
      receiverId: bob.id,
      muid: newMuid(),
      content: text('Hej Bob'),
      at: server.clock.now(),
    });
    // The locks, the pair, the insert (with the conversation), the two people's member rows.
    expect(counts).toEqual({ transactions: 1, statements: 4 });
    expect(sent.fresh).toBe(true);
    expect((await storedMessages(server, alice, bob)).map((m) => m.text)).toEqual(['Hej Bob']);
    await queue.drained();
  });
});

describe('a retry the rules would refuse as a new send', () => {
  it('answers a kicked member’s retry of a message sent before the kick with that message', async () => {
    const [anna, peter] = [await signUp(server), await signUp(server)];
    const guid = await insertGroup(server.app.wob.db, [anna, peter]);
    const muid = newMuid();
    const sent = await sendToGroup(server, peter, guid, 'Before', muid);
    expect(sent.status).toBe(200);
    await kickMember(server, guid, peter);
    const retry = await sendToGroup(server, peter, guid, 'Before', muid);
    expect(retry.status).toBe(200);
    expect(retry.data.id).toBe(sent.data.id);
    expect((await sendToGroup(server, peter, guid, 'After')).status).toBe(403);
  });

  it('refuses a muid used before for another person even when that person refuses new sends', async () => {
    const [alice, bob] = await signUpPair(server, { connected: true });
    const carol = await signUp(server);
    await connect(server, alice, carol);
    expect((await postAs(server, CHAT.block, carol, { _id: alice.id })).status).toBe(200);
    expect((await sendText(server, alice, carol, 'Blocked')).status).toBe(403);
    const muid = newMuid();
    expect((await sendText(server, alice, bob, 'For Bob', muid)).status).toBe(200);
    // Carol refuses Alice's sends, but the muid is taken: the 409 of a reused muid.
    const reused = await sendText(server, alice, carol, 'For Carol', muid);
    expect(reused.status).toBe(409);
  });
});
