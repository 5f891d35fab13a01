import {
  type ApiClient,
  type BubbleMember,
  type BubbleMemberList,
  BubbleChangedEventSchema,
  type BubbleTile,
  describeApiError,
  endpoints,
  isApiError,
  MembershipChangedEventSchema,
  MembershipRequestedEventSchema,
  type RealtimeListener,
  type RealtimeTopics,
  realtimeTopics,
} from '@wob/api';
import type { Notifier } from '@wob/auth';
import { MEMBER_PAGE_SIZE } from '@wob/validation';
import * as v from 'valibot';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Translate } from '../store/bubbles-store';

export interface ModerationDeps {
  api: ApiClient;
  /** Live updates while a page is open; without one the lists change only on own actions. */
  realtime?: RealtimeTopics | null;
  notify?: Notifier;
  translate?: Translate;
}

/** Where the open Bubble stands. 'not-found' is a 404, or a Bubble gone while open. */
export type ModerationStatus = 'idle' | 'loading' | 'ready' | 'error' | 'not-found';

/** The two tabs of /bubble_members/{id}. */
export type MemberTab = 'active' | 'pending';

/**
 * One tab's list. 'forbidden' is the server's 403 (premium ended meanwhile), 'not-found' its
 * 404 (no longer owner or moderator).
 */
export interface MemberList {
  status: 'idle' | 'loading' | 'ready' | 'error' | 'forbidden' | 'not-found';
  docs: BubbleMember[];
  total: number;
  hasMore: boolean;
  more: 'idle' | 'loading' | 'error';
}

export interface ModerationResult {
  ok: boolean;
  status?: number;
}

export interface ModerationState {
  /** The id (or URL name) asked for. */
  id: string | null;
  status: ModerationStatus;
  bubble: BubbleTile | null;
  /** Public, or the caller is an active member. */
  canSeeContent: boolean;
  active: MemberList;
  pending: MemberList;
  /** User ids with a member action under way. */
  busy: readonly string[];
  /** mark-public / mark-private running. */
  switchingVisibility: boolean;

  /** Opens a Bubble (get-bubble) and listens to its changes; `userId` is the signed-in person. */
  open(id: string, userId?: string | null): Promise<void>;
  close(): void;
  /** Refetches the tile without the loading state (realtime, after actions elsewhere). */
  refresh(): Promise<void>;
  /** A tile answered by another store's action (edit, leave, notifications). */
  setBubble(bubble: BubbleTile): void;
  /** Page 1 of both lists (again, keeping what is shown while it loads). */
  loadMembers(): Promise<void>;
  loadMore(tab: MemberTab): Promise<void>;
  approve(userId: string): Promise<ModerationResult>;
  /** Kick out an active member, or decline a request ('pending'). */
  kickOut(userId: string, from: MemberTab): Promise<ModerationResult>;
  setModerator(userId: string, moderator: boolean): Promise<ModerationResult>;
  setPrivate(privateBubble: boolean): Promise<ModerationResult>;
  /** One realtime event of the Bubble's or the person's topic. */
  applyEvent(event: unknown): void;
}

export type ModerationStore = StoreApi<ModerationState>;

const silent: Notifier = { success: () => undefined, error: () => undefined };

const emptyList = (): MemberList => ({
  status: 'idle',
  docs: [],
  total: 0,
  hasMore: false,
  more: 'idle',
});

const initial = {
  id: null,
  status: 'idle' as ModerationStatus,
  bubble: null,
  canSeeContent: false,
  active: emptyList(),
  pending: emptyList(),
  busy: [] as readonly string[],
  switchingVisibility: false,
};

/** The largest page the members calls answer (MEMBER_MAX_LIMIT of @wob/validation). */
const MAX_LIMIT = 100;

function listStatusOf(error: unknown): MemberList['status'] {
  if (isApiError(error) && error.status === 403) return 'forbidden';
  if (isApiError(error) && error.status === 404) return 'not-found';
  return 'error';
}

function withoutMember(list: MemberList, userId: string): MemberList {
  const docs = list.docs.filter((member) => member._id !== userId);
  const removed = list.docs.length - docs.length;
  return { ...list, docs, total: Math.max(0, list.total - removed) };
}

function withMember(list: MemberList, member: BubbleMember, index?: number): MemberList {
  if (list.docs.some((known) => known._id === member._id)) {
    return { ...list, docs: list.docs.map((known) => (known._id === member._id ? member : known)) };
  }
  const docs = [...list.docs];
  docs.splice(index ?? docs.length, 0, member);
  return { ...list, docs, total: list.total + 1 };
}

/** Whether the caller may manage members: an active owner or moderator. */
export function isModerator(bubble: BubbleTile | null | undefined): boolean {
  const membership = bubble?.membership;
  return (
    membership?.status === 'active' &&
    (membership.role === 'owner' || membership.role === 'moderator')
  );
}

/** Whether the caller may remove this member (the server's rule): never the owner or oneself. */
export function canKickOut(
  bubble: BubbleTile | null | undefined,
  member: BubbleMember,
  userId: string | null | undefined,
): boolean {
  if (!isModerator(bubble) || member._id === userId || member.role === 'owner') return false;
  return member.role === 'member' || bubble?.membership.role === 'owner';
}

/** Whether the caller may appoint or remove this moderator: the owner, for other members. */
export function canSetModerator(
  bubble: BubbleTile | null | undefined,
  member: BubbleMember,
): boolean {
  return (
    bubble?.membership.status === 'active' &&
    bubble.membership.role === 'owner' &&
    member.role !== 'owner'
  );
}

/**
 * The moderator pages of one Bubble (/bubble_options/{id}, /bubble_members/{id}): its tile,
 * the Active and Pending lists with 'load more', and the actions on members. Actions change
 * the lists at once and put the row back when the server refuses; each tells its result in a
 * toast. While open it listens to the Bubble's topic (changed, deleted) and the person's own
 * (someone asks to join, one's own role changed) and refetches.
 */
export function createModerationStore(deps: ModerationDeps): ModerationStore {
  const notify = deps.notify ?? silent;
  const translate = deps.translate ?? ((key: string) => key);
  let ticket = 0;
  // Per tab: only the newest request writes its answer.
  const listTickets: Record<MemberTab, number> = { active: 0, pending: 0 };
  let me: string | null = null;
  let stopLive: Array<() => void> = [];

  const toastFailure = (error: unknown) => {
    // A 401 has already been told by the session, which signs the person out.
    if (isApiError(error) && error.status === 401) return;
    const description = describeApiError(error);
    notify.error('text' in description ? description.text : translate(description.key));
  };

  return createStore<ModerationState>()((set, get) => {
    const unlisten = () => {
      for (const stop of stopLive) stop();
      stopLive = [];
    };

    const listen = (bubbleId: string) => {
      unlisten();
      const realtime = deps.realtime;
      if (!realtime) return;
      const listener: RealtimeListener = (event) => get().applyEvent(event);
      // Events may have been missed while the connection was down: fetch what is shown again.
      const onResync = () => {
        void get().refresh();
        if (get().active.status !== 'idle') void get().loadMembers();
      };
      stopLive.push(realtime.subscribe(realtimeTopics.bubble(bubbleId), listener, { onResync }));
      // The person's topic resyncs with the same connection: one refetch is enough.
      if (me) stopLive.push(realtime.subscribe(realtimeTopics.user(me), listener));
    };

    const setList = (tab: MemberTab, list: MemberList) =>
      set(tab === 'active' ? { active: list } : { pending: list });

    const withBusy = async <T>(userId: string, run: () => Promise<T>): Promise<T> => {
      set({ busy: [...get().busy, userId] });
      try {
        return await run();
      } finally {
        set({ busy: get().busy.filter((entry) => entry !== userId) });
      }
    };

    /** Keeps the tile's pending count in step with the Pending list. */
    const setPendingCount = (delta: number) => {
      const bubble = get().bubble;
      if (!bubble || bubble.members.pending === null) return;
      set({
        bubble: {
          ...bubble,
          members: { ...bubble.members, pending: Math.max(0, bubble.members.pending + delta) },
        },
      });
    };

    const setActiveCount = (delta: number) => {
      const bubble = get().bubble;
      if (!bubble) return;
      set({
        bubble: {
          ...bubble,
          members: { ...bubble.members, active: Math.max(0, bubble.members.active + delta) },
        },
      });
    };

    const fetchList = async (tab: MemberTab, page: number, limit: number) => {
      const bubble = get().bubble;
      if (!bubble) throw new Error('no Bubble open');
      const endpoint = tab === 'active' ? endpoints.getActiveMembers : endpoints.getPendingMembers;
      const answer = await deps.api.call(endpoint, { bubble: bubble._id, page, limit });
      if (!answer.data) throw new Error(`${endpoint.id} answered without data`);
      return answer.data;
    };

    const loadList = async (tab: MemberTab) => {
      listTickets[tab] += 1;
      const mine = listTickets[tab];
      const shown = get()[tab];
      // A refresh keeps as many rows as are shown, so nobody scrolls away.
      const limit = Math.min(MAX_LIMIT, Math.max(MEMBER_PAGE_SIZE, shown.docs.length));
      if (shown.status !== 'ready') setList(tab, { ...shown, status: 'loading' });
      try {
        const page: BubbleMemberList = await fetchList(tab, 1, limit);
        if (mine !== listTickets[tab]) return;
        setList(tab, {
          status: 'ready',
          docs: page.docs,
          total: page.totalDocs,
          hasMore: page.hasNextPage,
          more: 'idle',
        });
        if (tab === 'pending') {
          const bubble = get().bubble;
          if (
            bubble &&
            bubble.members.pending !== null &&
            bubble.members.pending !== page.totalDocs
          ) {
            set({ bubble: { ...bubble, members: { ...bubble.members, pending: page.totalDocs } } });
          }
        }
      } catch (error) {
        if (mine !== listTickets[tab]) return;
        console.warn(`members (${tab}) failed`, error);
        setList(tab, { ...get()[tab], status: listStatusOf(error) });
      }
    };

    return {
      ...initial,

      async open(id, userId) {
        ticket += 1;
        const mineTicket = ticket;
        me = userId ?? null;
        if (get().id !== id) {
          unlisten();
          listTickets.active += 1;
          listTickets.pending += 1;
          set({ ...initial, active: emptyList(), pending: emptyList(), id, status: 'loading' });
        } else if (get().status !== 'ready') {
          set({ status: 'loading' });
        }
        try {
          // The tile only: limit 1 keeps the board's page small.
          const answer = await deps.api.call(endpoints.getBubble, { id, page: 1, limit: 1 });
          if (mineTicket !== ticket) return;
          if (!answer.data) throw new Error('get-bubble answered without data');
          const view = answer.data;
          set({ status: 'ready', bubble: view.bubble, canSeeContent: view.canSeeContent });
          if (view.canSeeContent) listen(view.bubble._id);
          else unlisten();
        } catch (error) {
          if (mineTicket !== ticket) return;
          console.warn('get-bubble (options) failed', error);
          set({ status: isApiError(error) && error.status === 404 ? 'not-found' : 'error' });
        }
      },

      close() {
        ticket += 1;
        listTickets.active += 1;
        listTickets.pending += 1;
        unlisten();
        set({ ...initial, active: emptyList(), pending: emptyList() });
      },

      async refresh() {
        const { id, status } = get();
        if (!id || status !== 'ready') return;
        const mineTicket = ticket;
        try {
          const answer = await deps.api.call(endpoints.getBubble, { id, page: 1, limit: 1 });
          if (mineTicket !== ticket || !answer.data) return;
          set({ bubble: answer.data.bubble, canSeeContent: answer.data.canSeeContent });
          if (!answer.data.canSeeContent) unlisten();
        } catch (error) {
          if (mineTicket !== ticket) return;
          if (isApiError(error) && error.status === 404) {
            unlisten();
            set({ status: 'not-found' });
          }
        }
      },

      setBubble(bubble) {
        if (get().bubble?._id === bubble._id) set({ bubble });
      },

      async loadMembers() {
        if (!get().bubble) return;
        await Promise.all([loadList('active'), loadList('pending')]);
      },

      async loadMore(tab) {
        const list = get()[tab];
        if (!list.hasMore || list.more === 'loading') return;
        const mine = listTickets[tab];
        // Rows removed by actions shift the server's pages: ask for the page the next unseen
        // row is on and skip the ones already shown.
        const page = Math.floor(list.docs.length / MEMBER_PAGE_SIZE) + 1;
        setList(tab, { ...list, more: 'loading' });
        try {
          const answer = await fetchList(tab, page, MEMBER_PAGE_SIZE);
          if (mine !== listTickets[tab]) return;
          const now = get()[tab];
          const seen = new Set(now.docs.map((member) => member._id));
          setList(tab, {
            ...now,
            docs: [...now.docs, ...answer.docs.filter((member) => !seen.has(member._id))],
            total: answer.totalDocs,
            hasMore: answer.hasNextPage,
            more: 'idle',
          });
        } catch (error) {
          if (mine !== listTickets[tab]) return;
          console.warn(`members (${tab}, more) failed`, error);
          setList(tab, { ...get()[tab], more: 'error' });
        }
      },

      approve(userId) {
        const { bubble, pending } = get();
        const index = pending.docs.findIndex((member) => member._id === userId);
        const member = pending.docs[index];
        if (!bubble || !member) return Promise.resolve({ ok: false });
        return withBusy(userId, async () => {
          // At once: the person leaves Pending and joins Active.
          set((state) => ({
            pending: withoutMember(state.pending, userId),
            active: withMember(state.active, { ...member, role: 'member' }),
          }));
          setPendingCount(-1);
          setActiveCount(1);
          try {
            const answer = await deps.api.call(endpoints.markActive, {
              bubble: bubble._id,
              user: userId,
            });
            const approved = answer.data?.member;
            if (approved) set((state) => ({ active: withMember(state.active, approved) }));
            notify.success(
              answer.message ?? translate('moderation:members.approved', { name: member.name }),
            );
            return { ok: true };
          } catch (error) {
            set((state) => ({
              active: withoutMember(state.active, userId),
              pending: withMember(state.pending, member, index),
            }));
            setPendingCount(1);
            setActiveCount(-1);
            toastFailure(error);
            return { ok: false, status: isApiError(error) ? error.status : 0 };
          }
        });
      },

      kickOut(userId, from) {
        const { bubble } = get();
        const list = get()[from];
        const index = list.docs.findIndex((member) => member._id === userId);
        const member = list.docs[index];
        if (!bubble || !member) return Promise.resolve({ ok: false });
        return withBusy(userId, async () => {
          setList(from, withoutMember(get()[from], userId));
          if (from === 'pending') setPendingCount(-1);
          else setActiveCount(-1);
          try {
            const answer = await deps.api.call(endpoints.kickoutUser, {
              bubble: bubble._id,
              user: userId,
            });
            notify.success(
              answer.message ??
                translate(
                  from === 'pending'
                    ? 'moderation:members.declined'
                    : 'moderation:members.kickedOut',
                  { name: member.name },
                ),
            );
            return { ok: true };
          } catch (error) {
            setList(from, withMember(get()[from], member, index));
            if (from === 'pending') setPendingCount(1);
            else setActiveCount(1);
            toastFailure(error);
            return { ok: false, status: isApiError(error) ? error.status : 0 };
          }
        });
      },

      setModerator(userId, moderator) {
        const { bubble, active } = get();
        const member = active.docs.find((known) => known._id === userId);
        if (!bubble || !member) return Promise.resolve({ ok: false });
        const replaceRole = (role: BubbleMember['role']) =>
          set((state) => ({
            active: {
              ...state.active,
              docs: state.active.docs.map((known) =>
                known._id === userId ? { ...known, role } : known,
              ),
            },
          }));
        return withBusy(userId, async () => {
          replaceRole(moderator ? 'moderator' : 'member');
          try {
            const answer = await deps.api.call(endpoints.setModerator, {
              bubble: bubble._id,
              user: userId,
              moderator,
            });
            if (answer.data) replaceRole(answer.data.member.role);
            notify.success(
              answer.message ??
                translate(
                  moderator
                    ? 'moderation:members.madeModerator'
                    : 'moderation:members.removedModerator',
                  { name: member.name },
                ),
            );
            return { ok: true };
          } catch (error) {
            replaceRole(member.role);
            toastFailure(error);
            return { ok: false, status: isApiError(error) ? error.status : 0 };
          }
        });
      },

      async setPrivate(privateBubble) {
        const { bubble } = get();
        if (!bubble) return { ok: false };
        set({ switchingVisibility: true, bubble: { ...bubble, privateBubble } });
        try {
          const endpoint = privateBubble ? endpoints.markPrivate : endpoints.markPublic;
          const answer = await deps.api.call(endpoint, { bubble: bubble._id });
          if (answer.data) set({ bubble: answer.data.bubble });
          notify.success(
            answer.message ??
              translate(
                privateBubble ? 'moderation:options.madePrivate' : 'moderation:options.madePublic',
              ),
          );
          set({ switchingVisibility: false });
          return { ok: true };
        } catch (error) {
          const now = get().bubble;
          set({
            switchingVisibility: false,
            ...(now ? { bubble: { ...now, privateBubble: bubble.privateBubble } } : {}),
          });
          toastFailure(error);
          return { ok: false, status: isApiError(error) ? error.status : 0 };
        }
      },

      applyEvent(raw) {
        const bubble = get().bubble;
        if (!bubble) return;
        const changed = v.safeParse(BubbleChangedEventSchema, raw);
        if (changed.success) {
          if (changed.output.bubbleId !== bubble._id) return;
          if (changed.output.type === 'bubble.deleted') {
            unlisten();
            set({ status: 'not-found' });
            return;
          }
          void get().refresh();
          if (get().active.status !== 'idle') void get().loadMembers();
          return;
        }
        const requested = v.safeParse(MembershipRequestedEventSchema, raw);
        if (requested.success) {
          if (requested.output.bubbleId !== bubble._id) return;
          // The options page shows the count, the members page the list.
          if (get().pending.status === 'idle') void get().refresh();
          else void loadList('pending');
          return;
        }
        const mine = v.safeParse(MembershipChangedEventSchema, raw);
        if (mine.success && mine.output.bubbleId === bubble._id) {
          // One's own role or membership changed (made moderator, removed): ask again.
          void get()
            .refresh()
            .then(() => {
              if (get().active.status !== 'idle' && isModerator(get().bubble)) {
                void get().loadMembers();
              }
            });
        }
      },
    };
  });
}
