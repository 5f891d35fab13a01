import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../../platform/clock';
import { server, type SignedUp, signUp, useTestServer } from '../../test/harness';
import { bell, like, mailsTo, markSeen, react, setUser, settle } from '../relations/test-support';

// The like/connection e-mail digest: at most one e-mail an hour per person, listing what is
// new and unseen since the previous one, in the recipient's language, only to those who keep
// 'receive notifications' on.

useTestServer();

async function recipient(language: 'da' | 'en' = 'en'): Promise<SignedUp> {
  const who = await signUp(server, { name: 'Recipient' });
  await setUser(server, who, { language });
  return who;
}

async function named(name: string): Promise<SignedUp> {
  return signUp(server, { name });
}

/** Runs the notification e-mail job as its scheduler does. */
async function runMailJob(): Promise<void> {
  await server.app.wobExtras.notificationScheduler.runAll();
  await settle(server);
}

describe('the notification e-mail', () => {
  it('goes out at once for the first like, then at most once an hour with what is new', async () => {
    const me = await recipient();
    await like(server, await named('Anna Fan'), me);
    await settle(server);
    const first = await mailsTo(server, me);
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe('1 Wobler likes you on Woble');
    expect(first[0]?.raw).toContain('Hi Recipient,');
    expect(first[0]?.raw).toContain('Anna Fan has liked your profile.');
    expect(first[0]?.raw).toContain('http://woble.test/home');

    // Two more likes within the hour: no e-mail yet.
    server.clock.advance(10 * MINUTE_MS);
    await like(server, await named('Bent Fan'), me);
    server.clock.advance(10 * MINUTE_MS);
    await like(server, await named('Carl Fan'), me);
    await settle(server);
    await runMailJob();
    expect(await mailsTo(server, me)).toHaveLength(1);

    // An hour after the first: one e-mail with the two new ones only.
    server.clock.advance(41 * MINUTE_MS);
    await runMailJob();
    const after = await mailsTo(server, me);
    expect(after).toHaveLength(2);
    expect(after[1]?.subject).toBe('2 Woblers like you on Woble');
    expect(after[1]?.raw).toContain('Bent Fan and Carl Fan have liked your profile.');
    expect(after[1]?.raw).not.toContain('Anna Fan');

    // Nothing new since: nothing more.
    server.clock.advance(2 * HOUR_MS);
    await runMailJob();
    expect(await mailsTo(server, me)).toHaveLength(2);
  });

  it('tells of a new connection once, and names many people briefly', async () => {
    const me = await recipient();
    const fans = [];
    for (const name of ['Ea', 'Finn', 'Gry', 'Hans', 'Ib']) fans.push(await named(name));
    // Finn liked first: the e-mail of the first like goes out at once.
    await like(server, fans[1] as SignedUp, me);
    await settle(server);
    expect(await mailsTo(server, me)).toHaveLength(1);

    // Me liked Ea, so Ea's like makes a connection; it is told as the connection.
    await like(server, me, fans[0] as SignedUp);
    server.clock.advance(MINUTE_MS);
    for (const fan of fans) {
      await like(server, fan, me);
      server.clock.advance(1000);
    }
    server.clock.advance(HOUR_MS);
    await runMailJob();
    const [, digest] = await mailsTo(server, me);
    expect(digest?.subject).toBe('4 Woblers like you on Woble');
    expect(digest?.raw).toContain('You and Ea like each other: you are now connected.');
    expect(digest?.raw).toContain('Gry, Hans, and Ib have liked your profile.');
    expect(digest?.raw).not.toContain('Finn');
    // The HTML part has the same words, escaped, and the link.
    expect(digest?.raw).toContain('<a href="http://woble.test/home">');
  });

  it('tells of a connection the one who was liked back, not the one who made it', async () => {
    const first = await recipient();
    const second = await recipient();
    await like(server, first, second);
    await settle(server);
    expect(await mailsTo(server, second)).toHaveLength(1);

    server.clock.advance(2 * HOUR_MS);
    await like(server, second, first);
    await settle(server);
    const toFirst = await mailsTo(server, first);
    expect(toFirst).toHaveLength(1);
    expect(toFirst[0]?.subject).toBe('1 Wobler likes you on Woble');
    expect(toFirst[0]?.raw).toContain('You and Recipient like each other: you are now connected.');
    expect(toFirst[0]?.raw).not.toContain('has liked your profile');
    server.clock.advance(2 * HOUR_MS);
    await runMailJob();
    expect(await mailsTo(server, second)).toHaveLength(1);
    // The bell still shows the new connection to the one who made it.
    const kinds = (await bell(server, second)).data.docs.map((doc) => doc.kind);
    expect(kinds).toEqual(['connection', 'like']);
  });

  it('writes in the recipient’s language', async () => {
    const me = await recipient('da');
    const [a, b, c, d] = [
      await named('Åse'),
      await named('Bo'),
      await named('Cai'),
      await named('Dan'),
    ];
    await like(server, a, me);
    await settle(server);
    const [mail] = await mailsTo(server, me);
    expect(mail?.subject).toBe('1 Wobler synes godt om dig på Woble');
    expect(mail?.raw).toContain('Hej Recipient,');
    expect(mail?.raw).toContain('Åse synes godt om din profil.');

    server.clock.advance(MINUTE_MS);
    for (const fan of [b, c, d]) {
      await like(server, fan, me);
      server.clock.advance(1000);
    }
    await react(server, 'like', await named('Eva'), me.id);
    server.clock.advance(HOUR_MS);
    await runMailJob();
    const [, second] = await mailsTo(server, me);
    expect(second?.raw).toContain('Bo, Cai og 2 andre synes godt om din profil.');
  });

  it('sends nothing to someone who turned "receive notifications" off, but the bell still rings', async () => {
    const me = await recipient();
    await setUser(server, me, { receiveNotifications: false });
    await like(server, await named('Quiet fan'), me);
    await settle(server);
    server.clock.advance(2 * HOUR_MS);
    await runMailJob();
    expect(await mailsTo(server, me)).toEqual([]);
    expect((await bell(server, me)).data.unseen).toBe(1);
  });

  it('sends nothing when everything was seen before the e-mail was due, nor after turning off', async () => {
    const me = await recipient();
    await like(server, await named('Early fan'), me);
    await settle(server);
    expect(await mailsTo(server, me)).toHaveLength(1);

    server.clock.advance(5 * MINUTE_MS);
    await like(server, await named('Seen fan'), me);
    const listed = (await bell(server, me)).data.docs.map((doc) => doc._id);
    await markSeen(server, me, listed);
    server.clock.advance(HOUR_MS);
    await runMailJob();
    expect(await mailsTo(server, me)).toHaveLength(1);

    // That digest sent nothing, so the next like is mailed at once.
    await like(server, await named('Next fan'), me);
    await settle(server);
    const mails = await mailsTo(server, me);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.raw).toContain('Next fan has liked your profile.');

    // Due, then switched off before it went out: nothing.
    server.clock.advance(5 * MINUTE_MS);
    await like(server, await named('Late fan'), me);
    await setUser(server, me, { receiveNotifications: false });
    server.clock.advance(HOUR_MS);
    await runMailJob();
    expect(await mailsTo(server, me)).toHaveLength(2);
  });

  it('never names someone who was blocked or took the like back before the e-mail', async () => {
    const me = await recipient();
    await like(server, await named('First fan'), me);
    await settle(server);
    server.clock.advance(MINUTE_MS);
    const fickle = await named('Fickle fan');
    const blocked = await named('Blocked fan');
    await like(server, fickle, me);
    await like(server, blocked, me);
    await react(server, 'dislike', fickle, me.id);
    await react(server, 'block', me, blocked.id);
    server.clock.advance(HOUR_MS);
    await runMailJob();
    expect(await mailsTo(server, me)).toHaveLength(1);
  });
});
