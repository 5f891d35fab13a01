import { type ApiClient, endpoints, type Relation, type WoblerCard } from '@wob/api';
import { type ActionFailure, type ActionResult, NOT_SENT } from '@wob/store';
import { type DeckLinks, type DeckSliceKit, isNotFound, type PageStatus } from '../deck/store-kit';

/** The actions of a profile, one at a time. */
export type ProfileAction = 'like' | 'save' | 'unsave' | 'block' | 'unblock' | 'remove-connection';

export interface ProfileSlice {
  /** The Wobler of /view-wobler/{id}. */
  id: string | null;
  status: PageStatus;
  /** Their profile as the server shapes it for the caller (hidden fields are null). */
  wobler: WoblerCard | null;
  /** The action on its way; the others wait. */
  busy: ProfileAction | null;
}

/** A like's result: `matched` when it made a connection (the page shows the match moment). */
export type LikeOutcome = { ok: true; matched: boolean } | ActionFailure;

export interface ProfileActions {
  /** `GET api/user/wobler?id=`; a 404 (gone, or they blocked the caller) is 'not-found'. */
  openProfile(woblerId: string): Promise<void>;
  closeProfile(): void;
  likeProfile(): Promise<LikeOutcome>;
  saveProfile(): Promise<ActionResult>;
  unsaveProfile(): Promise<ActionResult>;
  /** After the person confirmed: neither sees the other any more; the page shows Unblock. */
  blockProfile(): Promise<ActionResult>;
  unblockProfile(): Promise<ActionResult>;
  /** After the spec's confirmation ('remove this Wobler from your connections'). */
  removeConnection(): Promise<ActionResult>;
}

export const emptyProfile: ProfileSlice = { id: null, status: 'idle', wobler: null, busy: null };

type RelationCall = (
  api: ApiClient,
  woblerId: string,
) => Promise<{ message?: string; relation?: Relation }>;

const calls: Record<Exclude<ProfileAction, 'like'>, RelationCall> = {
  save: async (api, id) => {
    const answer = await api.call(endpoints.saveWobler, { _id: id });
    return { message: answer.message, relation: answer.data?.relation };
  },
  unsave: async (api, id) => {
    const answer = await api.call(endpoints.removeSavedWobler, { _id: id });
    return { message: answer.message, relation: answer.data?.relation };
  },
  block: async (api, id) => {
    const answer = await api.call(endpoints.blockWobler, { _id: id });
    return { message: answer.message, relation: answer.data?.relation };
  },
  unblock: async (api, id) => {
    const answer = await api.call(endpoints.unblockWobler, { _id: id });
    return { message: answer.message, relation: answer.data?.relation };
  },
  'remove-connection': async (api, id) => {
    const answer = await api.call(endpoints.removeConnection, { _id: id });
    return { message: answer.message, relation: answer.data?.relation };
  },
};

/**
 * /view-wobler/{id} (spec sections 2 and 6): another Wobler's profile shaped by their privacy
 * settings, and what the caller can do there. Actions wait for the server (a profile is not a
 * deck: the buttons change to the new state), toast its message, and keep the deck and the
 * saved list true to the new relation.
 */
export function createProfileSlice(kit: DeckSliceKit<{ profile: ProfileSlice }>, links: DeckLinks) {
  const { set, get } = kit;
  let ticket = 0;
  const patch = (change: Partial<ProfileSlice>) =>
    set((state) => ({ profile: { ...state.profile, ...change } }));

  /** The open Wobler, unless another action is on its way. */
  const target = (): WoblerCard | null => {
    const { profile } = get();
    return profile.status === 'ready' && profile.wobler && !profile.busy ? profile.wobler : null;
  };

  const settle = (card: WoblerCard, relation: Relation | undefined) => {
    if (relation) links.relationChanged(card._id, relation, card);
  };

  const fail = (error: unknown) => {
    kit.feedback.toastFailure(error);
    // Gone meanwhile (deleted, or they blocked the caller).
    if (isNotFound(error)) patch({ status: 'not-found' });
    return kit.feedback.failure(error);
  };

  const run = async (action: Exclude<ProfileAction, 'like'>): Promise<ActionResult> => {
    const card = target();
    if (!card) return NOT_SENT;
    patch({ busy: action });
    try {
      const answer = await calls[action](kit.deps.api, card._id);
      patch({ busy: null });
      settle(card, answer.relation);
      kit.feedback.toastSuccess(answer.message);
      return { ok: true };
    } catch (error) {
      patch({ busy: null });
      return fail(error);
    }
  };

  const actions: ProfileActions = {
    async openProfile(woblerId) {
      ticket += 1;
      const mine = ticket;
      const { profile } = get();
      // The same profile again (back from the chat) stays on screen while it refreshes.
      if (profile.id !== woblerId || profile.status !== 'ready') {
        set({ profile: { ...emptyProfile, id: woblerId, status: 'loading' } });
      }
      try {
        const answer = await kit.deps.api.call(endpoints.getWobler, { id: woblerId });
        if (mine !== ticket) return;
        const wobler = answer.data?.wobler;
        if (!wobler) throw new Error('user/wobler answered without data');
        patch({ status: 'ready', wobler });
      } catch (error) {
        if (mine === ticket) patch({ status: isNotFound(error) ? 'not-found' : 'error' });
      }
    },

    closeProfile() {
      ticket += 1;
      set({ profile: emptyProfile });
    },

    async likeProfile() {
      const card = target();
      if (!card) return NOT_SENT;
      patch({ busy: 'like' });
      try {
        const answer = await kit.deps.api.call(endpoints.likeWobler, { _id: card._id });
        patch({ busy: null });
        settle(card, answer.data?.relation);
        kit.feedback.toastSuccess(answer.message);
        return { ok: true, matched: answer.data?.matched ?? false };
      } catch (error) {
        patch({ busy: null });
        return fail(error);
      }
    },

    saveProfile: () => run('save'),
    unsaveProfile: () => run('unsave'),
    blockProfile: () => run('block'),
    unblockProfile: () => run('unblock'),
    removeConnection: () => run('remove-connection'),
  };

  return {
    actions,
    /** The open profile follows a relation changed elsewhere (the saved list, a report). */
    sync(woblerId: string, relation: Relation) {
      const { profile } = get();
      if (profile.wobler?._id === woblerId) patch({ wobler: { ...profile.wobler, relation } });
    },
    reset() {
      ticket += 1;
    },
  };
}
