import type { RequestState } from '@wob/api';
import type { OpenConversation } from './chat-types';
import type { ConversationHooks } from './composer-actions';
import { alreadyTold, type ChatKit } from './kit';
import { isLocal } from './messages';
import { isMatchedIn, needsWaiting } from './request';

// The open conversation's message request (spec chat section 4): its state, read on opening and
// after every answer; add-to-waiting before a first message; the banner's Accept, Reject & Block
// and Like Back; and the profile's selected Wobler. Every call goes through the port.

export interface RequestParts {
  /** Reads the message-request state again (a request answered elsewhere). */
  refreshRequest(uid: string): Promise<void>;
  /** A first message where neither side waits posts add-to-waiting first. */
  waitIfFirst(open: OpenConversation): Promise<void>;
  actions: {
    acceptRequest(): Promise<void>;
    rejectAndBlock(): Promise<void>;
    likeBack(): Promise<void>;
    rememberForProfile(): string | null;
  };
}

export function createRequestParts(kit: ChatKit, hooks: ConversationHooks): RequestParts {
  const { service } = kit.deps;

  const storeRequest = (uid: string, state: RequestState) => {
    kit.patchOpen(uid, (open) => ({
      request: { ...open.request, status: 'ready', state },
    }));
    const { open } = kit.get();
    if (
      open?.uid === uid &&
      (open.user.blockedByMe !== state.sender.blocked ||
        open.user.hasBlockedMe !== state.receiver.blocked)
    ) {
      hooks.applyBlock(uid, state.sender.blocked, state.receiver.blocked);
    }
  };

  const refreshRequest = async (uid: string) => {
    const me = kit.myUid();
    if (!me) return;
    try {
      const state = await service.getRequestState(uid);
      if (state) storeRequest(uid, state);
    } catch (error) {
      kit.patchOpen(uid, (open) => ({ request: { ...open.request, status: 'error' } }));
      kit.logged('await-accept', error);
    }
  };

  /** A first message where neither side waits posts add-to-waiting first (spec chat section 4). */
  const waitIfFirst = async (open: OpenConversation) => {
    const me = kit.myUid();
    const first = !open.hasOlder && open.messages.every(isLocal);
    if (!me || !first || open.group || !needsWaiting(open.request.state)) return;
    const state = await service.addToWaiting(open.uid);
    if (state) storeRequest(open.uid, state);
  };

  const bannerAction = async (
    busy: 'accept' | 'reject' | 'like',
    act: (me: string, uid: string) => Promise<void>,
  ) => {
    const open = kit.get().open;
    const me = kit.myUid();
    if (!open || !me || open.request.busy) return;
    const uid = open.uid;
    kit.patchOpen(uid, (current) => ({ request: { ...current.request, busy } }));
    try {
      await act(me, uid);
    } catch (error) {
      if (!alreadyTold(error)) kit.deps.notify.error(kit.describe(error, open.user.name));
    } finally {
      kit.patchOpen(uid, (current) => ({ request: { ...current.request, busy: null } }));
    }
  };

  return {
    refreshRequest,
    waitIfFirst,
    actions: {
      async acceptRequest() {
        await bannerAction('accept', async (_me, uid) => {
          const state = await service.acceptRequest(uid);
          if (state) storeRequest(uid, state);
          else await refreshRequest(uid);
        });
      },

      async rejectAndBlock() {
        await bannerAction('reject', async (_me, uid) => {
          // The same block as the user details' (one path through the port).
          const confirmation = await service.blockUsers([uid]);
          if (confirmation) kit.deps.notify.success(confirmation);
          hooks.applyBlock(uid, true, kit.get().open?.user.hasBlockedMe ?? false);
          // Spec chat section 4: afterwards the waiting state is read again.
          await refreshRequest(uid);
        });
      },

      async likeBack() {
        await bannerAction('like', async (_me, uid) => {
          const answer = await service.likeBack(uid);
          const name = kit.get().open?.user.name ?? '';
          if (answer.matched) {
            kit.deps.notify.success(kit.deps.translate('chat:request.matched', { name }));
          } else if (answer.message) {
            kit.deps.notify.success(answer.message);
          }
          await refreshRequest(uid);
        });
      },

      rememberForProfile() {
        const open = kit.get().open;
        // A group has no profile page.
        if (!open || open.group) return null;
        kit.deps.storage.writeSelected({
          id: open.uid,
          name: open.user.name,
          fromNoti: false,
          isMatched: isMatchedIn(open.request.state),
        });
        return open.uid;
      },
    },
  };
}
