import type { BubbleTile, User } from '@wob/api';
import { apiError, type FakeHandlers, fakeUser } from '@wob/test-utils';
import { BUBBLE_PAGE_SIZE } from '@wob/validation';
import { demoBubbles, makeTile } from './bubble-fixtures';

interface ListInput {
  page?: number;
  limit?: number;
  sort?: 'popular' | 'newest' | 'alphabetical';
  search?: string;
}

/**
 * The Bubble endpoints kept in memory as the server's contract describes them: picking a
 * public Bubble makes a member, a private one 'Waiting for Approval'; the owner edits and
 * deletes; group notifications need premium. Answers follow each other, so 'join, then leave'
 * reads true in a test or a story.
 */
export function createFakeBubbles(
  options: { bubbles?: BubbleTile[]; user?: User; selected?: string | null } = {},
) {
  let bubbles = structuredClone(options.bubbles ?? demoBubbles());
  const user = options.user ?? fakeUser();
  let selected: string | null = options.selected ?? null;

  const find = (id: unknown) => {
    const bubble = bubbles.find((candidate) => candidate._id === id);
    if (!bubble) throw apiError(404, 'This Bubble could not be found.');
    return bubble;
  };
  const replace = (next: BubbleTile) => {
    bubbles = bubbles.map((bubble) => (bubble._id === next._id ? next : bubble));
    return next;
  };

  const handlers: FakeHandlers = {
    listBubbles: (input) => {
      const {
        page = 1,
        limit = BUBBLE_PAGE_SIZE,
        sort = 'popular',
        search = '',
      } = input as ListInput;
      const needle = search.toLocaleLowerCase('da');
      const found = bubbles.filter(
        (bubble) =>
          !needle ||
          bubble.name.toLocaleLowerCase('da').includes(needle) ||
          bubble.title.toLocaleLowerCase('da').includes(needle),
      );
      const sorted = [...found].sort((a, b) =>
        sort === 'alphabetical'
          ? a.name.localeCompare(b.name, 'da')
          : sort === 'newest'
            ? b.createdAt.localeCompare(a.createdAt)
            : b.members.active - a.members.active,
      );
      const start = (page - 1) * limit;
      return {
        data: {
          docs: sorted.slice(start, start + limit),
          totalDocs: sorted.length,
          page,
          limit,
          totalPages: Math.max(1, Math.ceil(sorted.length / limit)),
          hasNextPage: start + limit < sorted.length,
        },
      };
    },
    myBubbles: () => ({
      data: {
        docs: bubbles.filter((bubble) => bubble.membership.status !== 'none'),
        selected,
      },
    }),
    pickBubble: (input) => {
      const bubble = find((input as { bubble: string }).bubble);
      if (bubble.membership.status !== 'none') return { data: { bubble } };
      const pending = bubble.privateBubble;
      const next = replace({
        ...bubble,
        members: { ...bubble.members, active: bubble.members.active + (pending ? 0 : 1) },
        membership: { status: pending ? 'pending' : 'active', role: 'member', notify: false },
      });
      return {
        message: pending
          ? 'Your request to join has been sent. You are waiting for approval.'
          : 'You have joined the Bubble.',
        data: { bubble: next },
      };
    },
    removeBubble: (input) => {
      const bubble = find((input as { bubble: string }).bubble);
      if (bubble.membership.role === 'owner')
        throw apiError(
          409,
          'You own this Bubble, so you cannot leave it. You can delete it instead.',
        );
      const wasActive = bubble.membership.status === 'active';
      const next = replace({
        ...bubble,
        members: { ...bubble.members, active: bubble.members.active - (wasActive ? 1 : 0) },
        membership: { status: 'none', role: null, notify: false },
      });
      if (selected === bubble._id) selected = null;
      return { message: 'You have left the Bubble.', data: { bubble: next } };
    },
    createBubble: (input) => {
      const values = input as Pick<BubbleTile, 'name' | 'title' | 'circleColor' | 'privateBubble'>;
      if (bubbles.some((bubble) => bubble.name.toLowerCase() === values.name.toLowerCase())) {
        throw apiError(422, 'Please check the form.', {
          name: 'A Bubble with this name already exists',
        });
      }
      const bubble = makeTile({
        ...values,
        _id: `b-new-${bubbles.length + 1}`,
        createdBy: user._id,
        createdAt: new Date().toISOString(),
        members: { active: 1, pending: 0 },
        membership: { status: 'active', role: 'owner', notify: false },
      });
      bubbles = [bubble, ...bubbles];
      return { message: 'Your Bubble has been created.', data: { bubble } };
    },
    editBubble: (input) => {
      const { bubble: id, ...changes } = input as { bubble: string } & Partial<BubbleTile>;
      const bubble = find(id);
      if (bubble.membership.role !== 'owner')
        throw apiError(403, 'Only the owner of this Bubble can do this.');
      const next = replace({ ...bubble, ...changes });
      return { message: 'The Bubble has been updated.', data: { bubble: next } };
    },
    deleteBubble: (input) => {
      const bubble = find((input as { bubble: string }).bubble);
      if (bubble.membership.role !== 'owner')
        throw apiError(403, 'Only the owner of this Bubble can do this.');
      bubbles = bubbles.filter((candidate) => candidate._id !== bubble._id);
      return { message: 'The Bubble has been deleted.', data: { bubble: bubble._id } };
    },
    setNotifications: (input) => {
      const { bubble: id, notify } = input as { bubble: string; notify: boolean };
      if (!user.premium.isPremium) throw apiError(403, 'This is part of Woble Premium.');
      const bubble = find(id);
      const next = replace({ ...bubble, membership: { ...bubble.membership, notify } });
      return {
        message: notify
          ? 'You will be notified of new activity in this Bubble.'
          : 'You will no longer be notified of activity in this Bubble.',
        data: { bubble: next },
      };
    },
  };

  return {
    handlers,
    user,
    get bubbles() {
      return bubbles;
    },
  };
}
