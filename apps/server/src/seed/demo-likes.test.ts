import type { Notifications } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { getAs, post } from '../test/http';
import { server, type SignedUp, useTestServer } from '../test/harness';
import { DEMO_PASSWORD } from './demo-woblers';

useTestServer({ env: { WOB_SEED: 'true' } });

async function logIn(email: string): Promise<SignedUp> {
  const answer = await post(server.app, '/api/login', { username: email, password: DEMO_PASSWORD });
  expect(answer.statusCode).toBe(200);
  const body = answer.json() as { token: string; data: { user: { _id: string } } };
  return { email, password: DEMO_PASSWORD, token: body.token, id: body.data.user._id };
}

describe('demo likes', () => {
  it('give demo1 a ringing bell: seen and unseen likes and two connections', async () => {
    const demo1 = await logIn('demo1@woble.local');
    const { status, data } = await getAs<Notifications>(
      server,
      '/api/notifications/likes/get',
      demo1,
    );
    expect(status).toBe(200);
    expect(data.LikedByEachOther).toHaveLength(2);
    expect(data.unseen).toBeGreaterThan(0);
    expect(data.docs.some((doc) => doc.seen)).toBe(true);
    expect(data.docs.filter((doc) => doc.kind === 'like').length).toBeGreaterThanOrEqual(5);
    expect(data.docs.filter((doc) => doc.kind === 'connection')).toHaveLength(2);

    // The connected demo Wobler sees the connection too.
    const connected = data.LikedByEachOther[0]?.user._id ?? '';
    const number = Number(connected.slice(-2));
    const other = await logIn(`demo${number}@woble.local`);
    const theirs = await getAs<Notifications>(server, '/api/notifications/likes/get', other);
    expect(theirs.data.LikedByEachOther.map((entry) => entry.user._id)).toContain(demo1.id);
  });
});
