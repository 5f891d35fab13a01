import { createFakeApi } from '@wob/test-utils';
import { describe, expect, it } from 'vitest';
import { createBoardStore } from '../board/board-store';
import { bubbleView } from '../test/board-fixtures';
import { makeTile } from '../test/bubble-fixtures';
import { createFakeBubbles } from '../test/fake-bubbles';
import { createBubblesStore } from './bubbles-store';
import { createOwnTopicHandler } from './own-topic';

const PENDING = makeTile({
  _id: 'b-private',
  name: 'Æblemost & Cider',
  privateBubble: true,
  membership: { status: 'pending', role: 'member', notify: false },
});
const MEMBER = makeTile({
  _id: 'b-strik',
  name: 'Strikkeklubben',
  membership: { status: 'active', role: 'member', notify: true },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const server = createFakeBubbles({ bubbles: [PENDING, MEMBER] });
  const fake = createFakeApi({
    ...server.handlers,
    getBubble: () => ({ data: bubbleView(MEMBER, []) }),
  });
  const notices: string[] = [];
  const translate = (key: string, params?: Record<string, unknown>) =>
    `${key} ${JSON.stringify(params ?? {})}`;
  const bubbles = createBubblesStore({ api: fake.api, translate });
  const board = createBoardStore({ api: fake.api, translate });
  const handle = createOwnTopicHandler({
    bubbles,
    board,
    translate,
    notify: {
      success: (text) => notices.push(`success: ${text}`),
      info: (text) => notices.push(`info: ${text}`),
    },
  });
  return { fake, bubbles, board, handle, notices };
}

const activity = {
  type: 'bubble.activity',
  bubbleId: 'b-strik',
  bubbleName: 'Strikkeklubben',
  slug: 'strikkeklubben',
  kind: 'reply',
  authorName: 'Hans',
  excerpt: 'Torsdag kl. 19',
};

describe('the person’s own topic', () => {
  it('tells of new activity in another Bubble and fetches the badges again', async () => {
    const { fake, handle, notices } = setup();
    handle(activity);
    await flush();
    expect(notices).toEqual([
      'info: bubbles:activity.reply {"author":"Hans","bubble":"Strikkeklubben","excerpt":"Torsdag kl. 19"}',
    ]);
    expect(fake.inputsOf('myBubbles')).toHaveLength(1);
  });

  it('says nothing about a post on the board the person is looking at', async () => {
    const { board, handle, notices } = setup();
    await board.getState().open('strikkeklubben');
    handle(activity);
    expect(notices).toEqual([]);
  });

  it('tells of an approval and a removal, and refreshes the open board', async () => {
    const { fake, bubbles, board, handle, notices } = setup();
    await bubbles.getState().loadMine();
    handle({ type: 'membership.changed', bubbleId: 'b-private', status: 'active', role: 'member' });
    expect(notices).toEqual(['success: bubbles:live.approved {"bubble":"Æblemost & Cider"}']);

    await board.getState().open('strikkeklubben');
    const fetched = fake.inputsOf('getBubble').length;
    handle({ type: 'membership.changed', bubbleId: 'b-strik', status: 'none', role: null });
    await flush();
    expect(notices.at(-1)).toBe('info: bubbles:live.removed {"bubble":"Strikkeklubben"}');
    expect(fake.inputsOf('getBubble')).toHaveLength(fetched + 1);
  });

  it('ignores events that are not the Bubbles’ and malformed ones', () => {
    const { fake, handle, notices } = setup();
    handle({ type: 'like.received', from: 'someone' });
    handle({ type: 'bubble.activity', bubbleId: 42 });
    handle(null);
    expect(notices).toEqual([]);
    expect(fake.calls).toEqual([]);
  });
});
