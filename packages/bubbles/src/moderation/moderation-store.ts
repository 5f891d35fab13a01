import {
  type BubbleMember,
  type BubbleMemberList,
  BubbleChangedEventSchema,
  endpoints,
  isApiError,
  MembershipChangedEventSchema,
  MembershipRequestedEventSchema,
  type RealtimeListener,
  realtimeTopics,
} from '@wob/api';
import { createFeedback, createLatest, type Latest, NOT_SENT, OK } from '@wob/store';
import { MEMBER_PAGE_SIZE } from '@wob/validation';
import * as v from 'valibot';
import { createStore } from 'zustand/vanilla';
import {
  emptyList,
  initial,
  isModerator,
  listStatusOf,
  MAX_LIMIT,
  withMember,
  withoutMember,
} from './moderation-rules';
import type {
  MemberList,
  MemberTab,
  ModerationDeps,
  ModerationState,
  ModerationStore,
} from './moderation-types';

/**
 * The moderator pages of one Bubble (/bubble_options/{id}, /bubble_members/{id}): its tile,
 * the Active and Pending lists with 'load more', and the actions on members. Actions change
 * the lists at once and put the row back when the server refuses; each tells its result in a
 * toast. While open it listens to the Bubble's topic (changed, deleted) and the person's own
 * (someone asks to join, one's own role changed) and refetches.
 */
export function createModerationStore(deps: ModerationDeps): ModerationStore {
  const { notify, translate, failure, toastFailure } = createFeedback({
    notify: deps.notify,
    translate: deps.translate,
  });
  const latest = createLatest();
  // Per tab: only the newest request writes its answer.
  const listLatest: Record<MemberTab, Latest> = { active: createLatest(), pending: createLatest() };
  let me: string | null = null;
  let stopLive: Array<() => void> = [];

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
      const mine = listLatest[tab].next();
      const shown = get()[tab];
      // A refresh keeps as many rows as are shown, so nobody scrolls away.
      const limit = Math.min(MAX_LIMIT, Math.max(MEMBER_PAGE_SIZE, shown.docs.length));
      if (shown.status !== 'ready') setList(tab, { ...shown, status: 'loading' });
      try {
        const page: BubbleMemberList = await fetchList(tab, 1, limit);
        if (!listLatest[tab].isLatest(mine)) return;
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
        if (!listLatest[tab].isLatest(mine)) return;
        console.warn(`members (${tab}) failed`, error);
        setList(tab, { ...get()[tab], status: listStatusOf(error) });
      }
    };

    return {
      ...initial,

      async open(id, userId) {
        const mineTicket = latest.next();
        me = userId ?? null;
        if (get().id !== id) {
          unlisten();
          listLatest.active.next();
          listLatest.pending.next();
          set({ ...initial, active: emptyList(), pending: emptyList(), id, status: 'loading' });
        } else if (get().status !== 'ready') {
          set({ status: 'loading' });
        }
        try {
          // The tile only: limit 1 keeps the board's page small.
          const answer = await deps.api.call(endpoints.getBubble, { id, page: 1, limit: 1 });
          if (!latest.isLatest(mineTicket)) return;
          if (!answer.data) throw new Error('get-bubble answered without data');
          const view = answer.data;
          set({ status: 'ready', bubble: view.bubble, canSeeContent: view.canSeeContent });
          if (view.canSeeContent) listen(view.bubble._id);
          else unlisten();
        } catch (error) {
          if (!latest.isLatest(mineTicket)) return;
          console.warn('get-bubble (options) failed', error);
          set({ status: isApiError(error) && error.status === 404 ? 'not-found' : 'error' });
        }
      },

      close() {
        latest.next();
        listLatest.active.next();
        listLatest.pending.next();
        unlisten();
        set({ ...initial, active: emptyList(), pending: emptyList() });
      },

      async refresh() {
        const { id, status } = get();
        if (!id || status !== 'ready') return;
        const mineTicket = latest.current();
        try {
          const answer = await deps.api.call(endpoints.getBubble, { id, page: 1, limit: 1 });
          if (!latest.isLatest(mineTicket) || !answer.data) return;
          set({ bubble: answer.data.bubble, canSeeContent: answer.data.canSeeContent });
          if (!answer.data.canSeeContent) unlisten();
        } catch (error) {
          if (!latest.isLatest(mineTicket)) return;
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
        const mine = listLatest[tab].current();
        // Rows removed by actions shift the server's pages: ask for the page the next unseen
        // row is on and skip the ones already shown.
        const page = Math.floor(list.docs.length / MEMBER_PAGE_SIZE) + 1;
        setList(tab, { ...list, more: 'loading' });
        try {
          const answer = await fetchList(tab, page, MEMBER_PAGE_SIZE);
          if (!listLatest[tab].isLatest(mine)) return;
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
          if (!listLatest[tab].isLatest(mine)) return;
          console.warn(`members (${tab}, more) failed`, error);
          setList(tab, { ...get()[tab], more: 'error' });
        }
      },

      approve(userId) {
        const { bubble, pending } = get();
        const index = pending.docs.findIndex((member) => member._id === userId);
        const member = pending.docs[index];
        if (!bubble || !member) return Promise.resolve(NOT_SENT);
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
            return OK;
          } catch (error) {
            set((state) => ({
              active: withoutMember(state.active, userId),
              pending: withMember(state.pending, member, index),
            }));
            setPendingCount(1);
            setActiveCount(-1);
            toastFailure(error);
            return failure(error);
          }
        });
      },

      kickOut(userId, from) {
        const { bubble } = get();
        const list = get()[from];
        const index = list.docs.findIndex((member) => member._id === userId);
        const member = list.docs[index];
        if (!bubble || !member) return Promise.resolve(NOT_SENT);
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
            return OK;
          } catch (error) {
            setList(from, withMember(get()[from], member, index));
            if (from === 'pending') setPendingCount(1);
            else setActiveCount(1);
            toastFailure(error);
            return failure(error);
          }
        });
      },

      setModerator(userId, moderator) {
        const { bubble, active } = get();
        const member = active.docs.find((known) => known._id === userId);
        if (!bubble || !member) return Promise.resolve(NOT_SENT);
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
            return OK;
          } catch (error) {
            replaceRole(member.role);
            toastFailure(error);
            return failure(error);
          }
        });
      },

      async setPrivate(privateBubble) {
        const { bubble } = get();
        if (!bubble) return NOT_SENT;
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
          return OK;
        } catch (error) {
          const now = get().bubble;
          set({
            switchingVisibility: false,
            ...(now ? { bubble: { ...now, privateBubble: bubble.privateBubble } } : {}),
          });
          toastFailure(error);
          return failure(error);
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
