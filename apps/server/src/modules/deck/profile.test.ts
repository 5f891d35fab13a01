import type { PublicProfile } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../platform/clock';
import { getAs } from '../../test/http';
import { server, useTestServer } from '../../test/harness';
import {
  block,
  connect,
  insertWobler,
  profileOf,
  react,
  report,
  save,
  savedOf,
} from './test-support';

useTestServer();

describe('another Wobler’s profile (GET /api/user/wobler)', () => {
  it('answers their card with where the caller stands, even after a like, a save or a report', async () => {
    const caller = await insertWobler(server, { city: 'København' });
    const other = await insertWobler(server, {
      name: 'Ida Holm',
      city: 'Aarhus',
      showGender: false,
    });
    await react(server, caller, other, 'like');
    await save(server, caller, other);
    await report(server, caller, other);
    const answer = await profileOf(server, caller, other.id);
    expect(answer.status).toBe(200);
    expect(answer.data.wobler).toMatchObject({
      _id: other.id,
      name: 'Ida Holm',
      gender: null,
      city: 'Aarhus',
      relation: {
        liked: true,
        disliked: false,
        saved: true,
        reported: true,
        isMatched: false,
        blockedByMe: false,
      },
    });
    expect(answer.data.wobler.distance).toBeGreaterThan(150);
  });

  it('shows someone the caller blocked (to unblock them), never someone who blocked the caller', async () => {
    const caller = await insertWobler(server);
    const blockedByCaller = await insertWobler(server);
    const blocker = await insertWobler(server);
    await block(server, caller, blockedByCaller);
    await block(server, blocker, caller);
    const shown = await profileOf(server, caller, blockedByCaller.id);
    expect(shown.status).toBe(200);
    expect(shown.data.wobler.relation.blockedByMe).toBe(true);
    const hidden = await profileOf(server, caller, blocker.id);
    expect(hidden.status).toBe(404);
    expect(hidden.message).toBe('This Wobler could not be found.');
  });

  it('is 404 for deleted and anonymised accounts, outside their age range, for oneself and unknown ids', async () => {
    const caller = await insertWobler(server, { age: 30 });
    const deleted = await insertWobler(server, { deleted: true });
    const anonymised = await insertWobler(server, { anonymised: true });
    const older = await insertWobler(server, { ageRange: [40, 50] });
    const admits = await insertWobler(server, { ageRange: [30, 30] });
    for (const id of [deleted.id, anonymised.id, older.id, caller.id, 'f'.repeat(24)]) {
      expect((await profileOf(server, caller, id)).status, id).toBe(404);
    }
    expect((await profileOf(server, caller, admits.id)).status).toBe(200);
    expect((await getAs(server, '/api/user/wobler', caller, {})).status).toBe(422);
  });

  it('shows a connection the picture and lets them message', async () => {
    const caller = await insertWobler(server);
    const other = await insertWobler(server, { allowMessages: false });
    expect((await profileOf(server, caller, other.id)).data.wobler.canMessage).toBe(false);
    await connect(server, caller, other);
    const answer = await profileOf(server, caller, other.id);
    expect(answer.data.wobler.canMessage).toBe(true);
    expect(answer.data.wobler.relation.isMatched).toBe(true);
  });
});

describe('GET /api/get-user-profile and blocks', () => {
  it('is 404 when either blocked the other', async () => {
    const one = await insertWobler(server);
    const other = await insertWobler(server);
    const profile = () =>
      getAs<{ user: PublicProfile }>(server, '/api/get-user-profile', one, { id: other.id });
    expect((await profile()).status).toBe(200);
    await block(server, other, one);
    expect((await profile()).status).toBe(404);
    const back = await getAs(server, '/api/get-user-profile', other, { id: one.id });
    expect(back.status).toBe(404);
  });
});

describe('saved Woblers (GET /api/user/saved-users)', () => {
  it('lists the newest saved first, five a page, without blocked or deleted accounts', async () => {
    const caller = await insertWobler(server);
    const saved = [];
    const start = server.clock.now().getTime();
    for (let i = 0; i < 7; i += 1) {
      const other = await insertWobler(server, { name: `Saved ${i}` });
      await save(server, caller, other, new Date(start - (7 - i) * DAY_MS));
      saved.push(other);
    }
    const gone = await insertWobler(server, { deleted: true });
    const blocked = await insertWobler(server);
    const blocker = await insertWobler(server);
    for (const other of [gone, blocked, blocker])
      await save(server, caller, other, new Date(start));
    await block(server, caller, blocked);
    await block(server, blocker, caller);

    const first = await savedOf(server, caller);
    expect(first.status).toBe(200);
    expect(first.data.data.map((c) => c.name)).toEqual([
      'Saved 6',
      'Saved 5',
      'Saved 4',
      'Saved 3',
      'Saved 2',
    ]);
    expect(first.data).toMatchObject({ total: 7, page: 1, limit: 5, hasNextPage: true });
    expect(first.data.data.every((card) => card.relation.saved)).toBe(true);
    const second = await savedOf(server, caller, { page: '2' });
    expect(second.data.data.map((c) => c.name)).toEqual(['Saved 1', 'Saved 0']);
    expect(second.data).toMatchObject({ total: 7, page: 2, hasNextPage: false });
    const beyond = await savedOf(server, caller, { page: '3' });
    expect(beyond.data).toMatchObject({ data: [], total: 7, hasNextPage: false });
    expect((await savedOf(server, caller, { limit: '21' })).status).toBe(422);
  });

  it('is empty for someone who saved nobody', async () => {
    const caller = await insertWobler(server);
    const answer = await savedOf(server, caller);
    expect(answer.data).toMatchObject({ data: [], total: 0, hasNextPage: false });
  });
});
