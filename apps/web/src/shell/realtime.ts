import { createRealtimeSession, type RealtimeSession } from '@wob/api';
import { sessionStore } from './session';

// The one /realtime socket of a signed-in tab, shared by every feature (@wob/api's realtime
// session): the shell only starts it with the session it reads, and tells it when that changes.

function realtimeUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/realtime`;
}

export const realtime: RealtimeSession = createRealtimeSession({
  url: realtimeUrl,
  getSession: () => {
    const { token, user } = sessionStore.getState();
    return { token, userId: user?._id ?? null };
  },
});

/** The socket's status, now and on every change (the chat adapter tells its listeners). */
export const watchRealtimeStatus = realtime.watchStatus;

/** Adds a feature's listener of the person's own topic; answers the function that removes it. */
export const addOwnTopicListener = realtime.addOwnTopicListener;

// A new sign-in must not see the previous person's data, nor keep their socket.
sessionStore.subscribe(() => realtime.sessionChanged());
