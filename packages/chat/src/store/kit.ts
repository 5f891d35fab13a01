import { isApiError, readStored, removeStored, writeStored } from '@wob/api';
import type { Translate } from '@wob/i18n';
import { createFeedback, type Feedback, type Notifier, toldBySession } from '@wob/store';
import { isChatError } from '../service/port';
import type {
  ChatDeps,
  ChatState,
  ChatStorage,
  ListSlice,
  OpenConversation,
  SessionSlice,
} from './chat-types';

// What the store's parts share: the injected dependencies with their defaults, and small
// setters of one slice.

export interface ChatKit {
  deps: Required<Omit<ChatDeps, 'notify' | 'translate' | 'storage'>> & {
    notify: Notifier;
    translate: Translate;
    storage: ChatStorage;
  };
  set: (partial: Partial<ChatState> | ((state: ChatState) => Partial<ChatState>)) => void;
  get: () => ChatState;
  patchSession(change: Partial<SessionSlice>): void;
  patchList(change: Partial<ListSlice>): void;
  /** Changes the open conversation only while it is still `uid`'s. */
  patchOpen(uid: string, change: (open: OpenConversation) => Partial<OpenConversation>): void;
  /** The signed-in person's uid, or null before the login. */
  myUid(): string | null;
  /** A failure in words: the spec's network and timeout texts, the server's message, or generic. */
  describe(error: unknown, name?: string): string;
  /** A failure that is not an error of the person's action: only logged (spec chat section 8). */
  logged(message: string, error: unknown): void;
}

export const defaultStorage: ChatStorage = {
  readSelected: () => readStored('selectedWobler'),
  writeSelected: (value) => writeStored('selectedWobler', value),
  removeSelected: () => removeStored('selectedWobler'),
};

function defaultRandomId(): string {
  return crypto.randomUUID();
}

function defaultIsVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

function defaultLog(message: string, error?: unknown): void {
  console.warn(`[chat] ${message}`, error);
}

export function createKit(deps: ChatDeps, set: ChatKit['set'], get: ChatKit['get']): ChatKit {
  const feedback = createFeedback({ notify: deps.notify, translate: deps.translate });
  const { translate } = feedback;
  const full: ChatKit['deps'] = {
    service: deps.service,
    notify: feedback.notify,
    translate,
    storage: deps.storage ?? defaultStorage,
    now: deps.now ?? (() => Date.now()),
    isVisible: deps.isVisible ?? defaultIsVisible,
    log: deps.log ?? defaultLog,
    randomId: deps.randomId ?? defaultRandomId,
  };

  const describe = (error: unknown, name = ''): string => describeChatError(error, feedback, name);

  return {
    deps: full,
    set,
    get,
    patchSession: (change) => set((state) => ({ session: { ...state.session, ...change } })),
    patchList: (change) => set((state) => ({ list: { ...state.list, ...change } })),
    patchOpen: (uid, change) =>
      set((state) =>
        state.open && state.open.uid === uid
          ? { open: { ...state.open, ...change(state.open) } }
          : {},
      ),
    myUid: () => get().session.me?.uid ?? null,
    describe,
    logged: (message, error) => full.log(message, error),
  };
}

/** A failure a session has already told (a 401 signs the person out): no second toast. */
export function alreadyTold(error: unknown): boolean {
  return toldBySession(error) || (isChatError(error) && error.status === 401);
}

/**
 * A failure of the chat or call service in words: the spec's network and timeout texts, the
 * server's message, or a generic one (the chat store and the call store say it the same way).
 */
export function describeChatError(error: unknown, feedback: Feedback, name = ''): string {
  const { translate } = feedback;
  if (isChatError(error)) {
    switch (error.code) {
      case 'network':
        return translate('chat:spec.networkError');
      case 'timeout':
        return translate('chat:spec.timeoutError');
      case 'has-blocked-me':
        return translate('chat:spec.hasBlockedMe');
      case 'blocked':
        return translate('chat:errors.blocked');
      case 'request-limit':
        return translate('chat:errors.requestLimit', { name });
      case 'too-large':
        return error.message || translate('chat:errors.tooLarge');
      case 'not-allowed':
        return error.message || translate('chat:errors.notAllowed');
      case 'login':
        return translate('chat:spec.loginError');
      default:
        return error.message || translate('chat:errors.generic');
    }
  }
  if (isApiError(error)) return feedback.describe(error);
  return translate('chat:errors.generic');
}
