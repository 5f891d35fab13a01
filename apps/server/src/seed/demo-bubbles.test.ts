import type { BubbleList, MyBubbles } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { bubbles, memberships } from '../db/schema';
import { server, useTestServer } from '../test/harness';
import { get, post } from '../test/http';
import { DEMO_BUBBLE_COUNT, demoBubbleId } from './demo-bubbles';
import { DEMO_PASSWORD } from './demo-woblers';

useTestServer({ env: { WOB_SEED: 'true' } });

async function loginAs(number: number): Promise<string> {
  const login = await post(server.app, '/api/login', {
    username: `demo${number}@woble.local`,
    password: DEMO_PASSWORD,
  });
  expect(login.statusCode).toBe(200);
  return login.json().token as string;
}

describe('demo Bubbles', () => {
  it('fill a local start with Danish-named Bubbles, some private, each with an owner', async () => {
    const { db } = server.app.wob;
    const rows = await db.select().from(bubbles);
    expect(rows).toHaveLength(DEMO_BUBBLE_COUNT);
    expect(DEMO_BUBBLE_COUNT).toBeGreaterThanOrEqual(8);
    expect(DEMO_BUBBLE_COUNT).toBeLessThanOrEqual(12);
    expect(rows.some((row) => /[æøå]/i.test(row.name))).toBe(true);
    expect(rows.filter((row) => row.isPrivate).length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((row) => row.circleColor)).size).toBe(DEMO_BUBBLE_COUNT);

    const members = await db.select().from(memberships);
    for (const row of rows) {
      const ofBubble = members.filter((member) => member.bubbleId === row.id);
      expect(ofBubble.filter((member) => member.role === 'owner')).toEqual([
        expect.objectContaining({ userId: row.createdBy, status: 'active' }),
      ]);
      expect(ofBubble.length).toBeGreaterThan(2);
    }
    // Private Bubbles have requests waiting, so the moderator page has something to show.
    expect(members.some((member) => member.status === 'pending')).toBe(true);
    expect(
      members
        .filter((member) => member.status === 'pending')
        .every((member) => rows.find((row) => row.id === member.bubbleId)?.isPrivate),
    ).toBe(true);
  });

  it('are alive for a demo Wobler: Find Bubble in Danish order, and their own Bubbles', async () => {
    const token = await loginAs(1);
    const found = await get(server.app, '/api/bubble/get', {
      token,
      query: { sort: 'alphabetical', limit: '60' },
    });
    const names = (found.json().data as BubbleList).docs.map((tile) => tile.name);
    expect(names).toHaveLength(DEMO_BUBBLE_COUNT);
    expect(names.at(-1)).toBe('Åens Kajakroere');
    expect(names.indexOf('Øl og Ost')).toBeGreaterThan(names.indexOf('Vikingetid og Runesten'));

    const mine = await get(server.app, '/api/bubble/mine', { token });
    const own = (mine.json().data as MyBubbles).docs;
    expect(own.find((tile) => tile._id === demoBubbleId(1))?.membership.role).toBe('owner');

    const view = await get(server.app, '/api/bubble/get-bubble', {
      token,
      query: { id: 'loeb-om-soeerne' },
    });
    expect(view.statusCode).toBe(200);
    expect(view.json().data.bubble._id).toBe(demoBubbleId(1));
  });

  it('have boards alive on first start: comments with replies, activity badges and trending', async () => {
    const token = await loginAs(3);
    const view = await get(server.app, '/api/bubble/get-bubble', {
      token,
      query: { id: demoBubbleId(1), page: '1', limit: '5' },
    });
    const board = view.json().data.comments as {
      docs: { replyCount: number; commentBy: { user: { name: string } } }[];
      totalDocs: number;
    };
    expect(board.docs).toHaveLength(5);
    expect(board.totalDocs).toBeGreaterThan(5);
    expect(board.docs.some((comment) => comment.replyCount > 0)).toBe(true);

    const found = await get(server.app, '/api/bubble/get', {
      token,
      query: { sort: 'popular', limit: '60' },
    });
    const tiles = (found.json().data as BubbleList).docs;
    const trending = tiles.filter((tile) => tile.trending).map((tile) => tile._id);
    expect(trending.sort()).toEqual([demoBubbleId(1), demoBubbleId(2), demoBubbleId(3)]);

    const mine = (await get(server.app, '/api/bubble/mine', { token })).json().data as MyBubbles;
    expect(mine.docs.some((tile) => tile.newActivity > 0)).toBe(true);
  });
});
