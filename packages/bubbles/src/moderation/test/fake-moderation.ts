// An in-memory Bubble with members for the moderator pages' tests and stories, answering as
// apps/server/README.md 'Bubbles' describes: premium (403) before rights (404), only the
// owner sets moderators, nobody removes the owner.
import type { BubbleMember, BubbleTile, User } from '@wob/api';
import { apiError, type FakeHandlers, fakeUser } from '@wob/test-utils';
import { boardPage } from '../../test/board-fixtures';
import { createFakeBubbles } from '../../test/fake-bubbles';
import { isModerator } from '../moderation-rules';

export const OWNER_ID = 'user-1';

export function member(overrides: Partial<BubbleMember> = {}): BubbleMember {
  return {
    _id: 'user-9',
    name: 'Someone',
    avatar: '',
    role: 'member',
    joinedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

/** The owner (the signed-in fakeUser), a moderator and two members. */
export function activeMembers(): BubbleMember[] {
  return [
    member({
      _id: OWNER_ID,
      name: 'Karen Blixen',
      role: 'owner',
      joinedAt: '2026-10-01T10:00:00Z',
    }),
    member({ _id: 'user-2', name: 'Hans Christian Andersen', role: 'moderator' }),
    member({ _id: 'user-3', name: 'Tove Ditlevsen', joinedAt: '2026-11-10T10:00:00Z' }),
    member({ _id: 'user-4', name: 'Søren Kierkegaard', joinedAt: '2026-11-12T10:00:00Z' }),
  ];
}

export function pendingMembers(): BubbleMember[] {
  return [
    member({ _id: 'user-5', name: 'Inger Christensen', joinedAt: '2026-11-20T08:00:00Z' }),
    member({ _id: 'user-6', name: 'Piet Hein', joinedAt: '2026-11-21T18:30:00Z' }),
  ];
}

/** A private Bubble owned by the signed-in person, with requests waiting. */
export function moderatedTile(overrides: Partial<BubbleTile> = {}): BubbleTile {
  return {
    _id: 'bubble-1',
    name: 'Bogklubben Nørrebro',
    slug: 'bogklubben-norrebro',
    title: 'En bog om måneden, kaffe bagefter',
    circleColor: '#7c3aed',
    privateBubble: true,
    createdBy: OWNER_ID,
    createdAt: '2026-10-01T10:00:00Z',
    members: { active: 4, pending: 2 },
    newActivity: 0,
    trending: false,
    membership: { status: 'active', role: 'owner', notify: false },
    ...overrides,
  };
}

/** The signed-in person with the premium trial running. */
export const premiumUser = (overrides: Partial<User> = {}): User =>
  fakeUser({
    premium: { isPremium: true, status: 'trialing', until: '2026-11-29T10:00:00Z' },
    ...overrides,
  });

export interface FakeModerationOptions {
  bubble?: BubbleTile;
  user?: User;
  active?: BubbleMember[];
  pending?: BubbleMember[];
}

/** The Bubble endpoints of the fake Bubble server plus get-bubble and the members calls. */
export function createFakeModeration(options: FakeModerationOptions = {}) {
  const user = options.user ?? fakeUser();
  const server = createFakeBubbles({ bubbles: [options.bubble ?? moderatedTile()], user });
  let active = structuredClone(options.active ?? activeMembers());
  let pending = structuredClone(options.pending ?? pendingMembers());

  const find = (id: unknown) => {
    const bubble = server.bubbles.find((known) => known._id === id || known.slug === id);
    if (!bubble) throw apiError(404, 'This Bubble could not be found.');
    return bubble;
  };
  const visible = (bubble: BubbleTile) =>
    !bubble.privateBubble || bubble.membership.status === 'active';
  const manage = (id: unknown) => {
    if (!user.premium.isPremium) throw apiError(403, 'This is part of Woble Premium.');
    const bubble = find(id);
    if (!visible(bubble) || !isModerator(bubble)) {
      throw apiError(404, 'This Bubble could not be found.');
    }
    return bubble;
  };
  // The tile counts follow the lists (the fake mutates its own copy, as a server's row).
  const recount = (bubble: BubbleTile) => {
    bubble.members = { active: active.length, pending: pending.length };
  };
  const pageOf = (list: BubbleMember[], input: unknown) => {
    const { page = 1, limit = 20 } = input as { page?: number; limit?: number };
    const start = (page - 1) * limit;
    return {
      data: {
        docs: list.slice(start, start + limit),
        totalDocs: list.length,
        page,
        limit,
        totalPages: Math.max(1, Math.ceil(list.length / limit)),
        hasNextPage: start + limit < list.length,
      },
    };
  };
  type Action = { bubble: string; user: string };

  const handlers: FakeHandlers = {
    ...server.handlers,
    getBubble: (input) => {
      const bubble = find((input as { id: string }).id);
      const canSeeContent = visible(bubble);
      return {
        data: {
          bubble: structuredClone(bubble),
          canSeeContent,
          comments: canSeeContent ? boardPage([], 0, 1) : null,
        },
      };
    },
    getActiveMembers: (input) => {
      manage((input as { bubble: string }).bubble);
      return pageOf(active, input);
    },
    getPendingMembers: (input) => {
      manage((input as { bubble: string }).bubble);
      return pageOf(pending, input);
    },
    markActive: (input) => {
      const { bubble: id, user: target } = input as Action;
      const bubble = manage(id);
      const found = pending.find((candidate) => candidate._id === target);
      if (!found) throw apiError(404, 'This member could not be found.');
      const approved = { ...found, role: 'member' as const, joinedAt: '2026-11-22T15:00:00Z' };
      pending = pending.filter((candidate) => candidate._id !== target);
      active = [...active, approved];
      recount(bubble);
      return { message: `${found.name} is now a member.`, data: { member: approved } };
    },
    kickoutUser: (input) => {
      const { bubble: id, user: target } = input as Action;
      const bubble = manage(id);
      const found = [...active, ...pending].find((candidate) => candidate._id === target);
      if (!found) throw apiError(404, 'This member could not be found.');
      if (found.role === 'owner') throw apiError(403, 'Nobody can remove the owner.');
      if (found.role === 'moderator' && bubble.membership.role !== 'owner') {
        throw apiError(403, 'Only the owner can remove a moderator.');
      }
      active = active.filter((candidate) => candidate._id !== target);
      pending = pending.filter((candidate) => candidate._id !== target);
      recount(bubble);
      return {
        message: 'The member has been removed.',
        data: { bubble: bubble._id, user: target },
      };
    },
    setModerator: (input) => {
      const { bubble: id, user: target, moderator } = input as Action & { moderator: boolean };
      const bubble = manage(id);
      if (bubble.membership.role !== 'owner') {
        throw apiError(403, 'Only the owner of this Bubble can do this.');
      }
      const found = active.find((candidate) => candidate._id === target);
      if (!found || found.role === 'owner') throw apiError(409, 'This member cannot be changed.');
      const changed = { ...found, role: moderator ? ('moderator' as const) : ('member' as const) };
      active = active.map((candidate) => (candidate._id === target ? changed : candidate));
      return {
        message: moderator
          ? `${found.name} is now a moderator.`
          : `${found.name} is no longer a moderator.`,
        data: { member: changed },
      };
    },
    markPublic: (input) => {
      const bubble = manage((input as { bubble: string }).bubble);
      bubble.privateBubble = false;
      active = [...active, ...pending.map((waiting) => ({ ...waiting, role: 'member' as const }))];
      pending = [];
      recount(bubble);
      return { message: 'The Bubble is now public.', data: { bubble: structuredClone(bubble) } };
    },
    markPrivate: (input) => {
      const bubble = manage((input as { bubble: string }).bubble);
      bubble.privateBubble = true;
      return { message: 'The Bubble is now private.', data: { bubble: structuredClone(bubble) } };
    },
  };

  return {
    handlers,
    user,
    get bubble() {
      return server.bubbles[0];
    },
    get active() {
      return active;
    },
    get pending() {
      return pending;
    },
    /** Someone asks to join (as the server does before it publishes membership.requested). */
    addRequest(person: BubbleMember) {
      pending = [...pending, person];
      const bubble = server.bubbles[0];
      if (bubble) recount(bubble);
    },
  };
}
