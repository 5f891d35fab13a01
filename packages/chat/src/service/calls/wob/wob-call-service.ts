import {
  type ApiClient,
  type ChatCall,
  ChatCallEventSchema,
  endpoints,
  type OwnTopicListener,
  type SubscribeOwnTopic,
} from '@wob/api';
import * as v from 'valibot';
import { ChatError } from '../../port';
import { requireData } from '../../wob/context';
import type { CallListener, CallMediaSession, CallService } from '../port';
import { browserRtc, type RtcEnvironment, startWobMedia } from './media';
import { createRinging, fetchIceServers } from './ringing';
import { createSignalRouter } from './signalling';

// The `wob` adapter of the CallService port (README "Calls"): ringing through the
// `/chat-api/calls/*` endpoints of apps/server (ringing.ts), the call's changes from
// `call.updated` on the person's own topic, and the media peer to peer: a mesh of
// RTCPeerConnections with the perfect-negotiation pattern (media.ts, peer.ts), signalled up
// through `/chat-api/calls/signal` and down through `call.signal` (signalling.ts), with the ICE
// servers the server gives for each call.

export interface WobCallServiceDeps {
  /** The @wob/api client of the app, as for createWobChatService. */
  api: ApiClient;
  /** Listens to the person's own topic on the app's socket (the chat's one). */
  subscribeOwnTopic: SubscribeOwnTopic;
  /**
   * The signed-in person's uid (their chat uid). Without it the adapter asks `/chat-api/me`
   * once per sign-in.
   */
  getUid?: () => string | null;
  /** WebRTC and the devices; the browser's by default (tests inject fakes). */
  rtc?: RtcEnvironment;
  /** Failures nobody needs to see. Default: console.warn. */
  log?: (message: string, error?: unknown) => void;
}

export function createWobCallService(deps: WobCallServiceDeps): CallService {
  const { api } = deps;
  const log = deps.log ?? ((message, error) => console.warn(`[calls] ${message}`, error));
  const rtc = deps.rtc ?? browserRtc;
  const listeners = new Set<CallListener>();
  const callWatchers = new Set<(call: ChatCall) => void>();
  const router = createSignalRouter(api, log);
  const media = new Set<CallMediaSession>();
  let uid: Promise<string> | null = null;

  function tell(call: ChatCall): void {
    for (const watcher of [...callWatchers]) watcher(call);
    for (const listener of [...listeners]) {
      try {
        listener.onCallUpdated?.(structuredClone(call));
      } catch (error) {
        log('a call listener failed', error);
      }
    }
  }

  const topicListener: OwnTopicListener = {
    onEvent(raw) {
      if (raw.type === 'call.signal') {
        if (!router.onEvent(raw)) log('an unreadable call signal');
        return;
      }
      if (raw.type !== 'call.updated') return;
      const parsed = v.safeParse(ChatCallEventSchema, raw);
      if (!parsed.success) {
        log('an unreadable call event');
        return;
      }
      tell(parsed.output.call);
    },
    onSessionChange() {
      // Another person signed in: nothing of the previous one's calls goes on.
      uid = null;
      for (const session of [...media]) session.close();
      router.reset();
    },
  };

  function myUid(): Promise<string> {
    const given = deps.getUid?.();
    if (given) return Promise.resolve(given);
    uid ??= api.call(endpoints.chatMe, {}).then(
      (answer) => requireData(answer).uid,
      (error: unknown) => {
        uid = null;
        throw error;
      },
    );
    return uid;
  }

  // From the start, for the tab's life: a signal must not be missed because no screen asked yet.
  deps.subscribeOwnTopic(topicListener);

  const ringing = createRinging(api);

  return {
    kind: 'wob',
    ...ringing,
    rejoinCall(sessionId) {
      // Signals queued for the call while no media took them were for the connections the
      // others had to the media this person had before: the media started after this begin
      // afresh with the others' new connections.
      router.forget(sessionId);
      return ringing.rejoinCall(sessionId);
    },
    async startMedia(call) {
      // The call's changes while the media start (ICE servers, camera): the newest is handed
      // over once the media watch, so a member who joins meanwhile is not missed.
      let latest: ChatCall | null = null;
      const meanwhile = (next: ChatCall) => {
        if (next.sessionId === call.sessionId) latest = next;
      };
      callWatchers.add(meanwhile);
      let session: CallMediaSession;
      try {
        const me = await myUid().catch(() => {
          throw new ChatError('login');
        });
        const ice = await fetchIceServers(api, log);
        session = await startWobMedia({
          call,
          myUid: me,
          iceServers: ice.iceServers ?? [],
          ...(ice.iceTransportPolicy ? { iceTransportPolicy: ice.iceTransportPolicy } : {}),
          rtc,
          router,
          log,
          watchCall: (listener) => {
            const watcher = (next: ChatCall) => {
              if (next.sessionId === call.sessionId) listener(next);
            };
            callWatchers.add(watcher);
            callWatchers.delete(meanwhile);
            // After the media's own first look at `call`, which is older.
            queueMicrotask(() => {
              if (latest && callWatchers.has(watcher)) listener(latest);
            });
            return () => {
              callWatchers.delete(watcher);
            };
          },
        });
      } finally {
        callWatchers.delete(meanwhile);
      }
      media.add(session);
      const close = session.close.bind(session);
      return {
        ...session,
        close() {
          media.delete(session);
          close();
        },
      } satisfies CallMediaSession;
    },
    addCallListener(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
