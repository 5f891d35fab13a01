import type { Notifications } from '@wob/api';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bubbles, memberships, users } from '../db/schema';
import { getAs, post } from '../test/http';
import { server, useTestServer } from '../test/harness';
import { DEMO_PASSWORD } from './demo-woblers';

useTestServer({ env: { WOB_SEED: 'true' } });

describe('demo join requests', () => {
  it('ring the bell of a private demo Bubble’s owner, one per waiting request, leading to it', async () => {
    const { db } = server.app.wob;
    const [owned] = await db
      .select({
        bubbleId: bubbles.id,
        email: users.email,
        waiting: sql<number>`(select count(*)::int from ${memberships} p
          where p.bubble_id = ${bubbles.id} and p.status = 'pending')`,
      })
      .from(bubbles)
      .innerJoin(
        memberships,
        and(eq(memberships.bubbleId, bubbles.id), eq(memberships.role, 'owner')),
      )
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(eq(bubbles.isPrivate, true))
      .orderBy(sql`3 desc`)
      .limit(1);
    if (!owned) throw new Error('the demo has no private Bubble');
    expect(owned.waiting).toBeGreaterThan(0);
    const login = await post(server.app, '/api/login', {
      username: owned.email,
      password: DEMO_PASSWORD,
    });
    const token = (login.json() as { token: string }).token;
    const bell = await getAs<Notifications>(server, '/api/notifications/likes/get', {
      email: owned.email,
      password: DEMO_PASSWORD,
      token,
      id: '',
    });
    const requests = bell.data.docs.filter(
      (doc) => doc.kind === 'joinRequest' && doc.bubble?._id === owned.bubbleId,
    );
    expect(requests).toHaveLength(owned.waiting);
    expect(requests.every((doc) => !doc.seen)).toBe(true);
  });
});
