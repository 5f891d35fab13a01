import { type ApiClient, type ChatCall, chatCallEndpoints, isApiError } from '@wob/api';
import { CALL_LIMITS } from '@wob/validation';
import { ChatError } from '../../port';
import { requireData } from '../../wob/context';
import { toChatError } from '../../wob/errors';
import type { CallService } from '../port';

// The wob adapter's ringing: the `/chat-api/calls/*` endpoints of apps/server, which owns each
// call's state. Failures become the port's ChatError; a conflict (409: one is in a call
// already, the call no longer rings, a group call is full) is 'not-allowed', as a block is.

type Ringing = Pick<
  CallService,
  | 'initiateCall'
  | 'acceptCall'
  | 'rejectCall'
  | 'endCall'
  | 'rejoinCall'
  | 'getActiveCall'
  | 'callHistory'
>;

/** A failure of a calls endpoint as the port's ChatError. */
export function toCallError(error: unknown): ChatError {
  const chatError = toChatError(error);
  if (isApiError(error) && error.status === 409) {
    return new ChatError('not-allowed', chatError.message, 409);
  }
  return chatError;
}

async function attempt<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw toCallError(error);
  }
}

export function createRinging(api: ApiClient): Ringing {
  const { chatCallInitiate, chatCallAccept, chatCallReject, chatCallEnd, chatCallRejoin } =
    chatCallEndpoints;
  const answer = (promise: Promise<{ data?: { call: ChatCall } }>) =>
    attempt(async () => requireData(await promise).call);
  return {
    initiateCall: (call) =>
      answer(
        api.call(chatCallInitiate, {
          receiverId: call.receiverId,
          receiverType: call.receiverType,
          type: call.type,
        }),
      ),
    acceptCall: (sessionId) => answer(api.call(chatCallAccept, { sessionId })),
    rejectCall: (sessionId, status) => answer(api.call(chatCallReject, { sessionId, status })),
    endCall: (sessionId) => answer(api.call(chatCallEnd, { sessionId })),
    rejoinCall: (sessionId) => answer(api.call(chatCallRejoin, { sessionId })),
    getActiveCall: () =>
      attempt(async () => requireData(await api.call(chatCallEndpoints.chatCallActive, {})).call),
    callHistory: (options) =>
      attempt(
        async () =>
          requireData(
            await api.call(chatCallEndpoints.chatCallHistory, {
              uid: options.uid,
              receiverType: options.receiverType ?? 'user',
              limit: Math.min(options.limit ?? 10, CALL_LIMITS.historyMax),
            }),
          ).calls,
      ),
  };
}

/**
 * The STUN and TURN servers for a call's peer connections, asked afresh for each call (TURN
 * credentials are short-lived), and `relay` when the installation sends every call through
 * TURN. A server without the endpoint (404) or a failure: none, and the peers connect directly
 * (enough on one network, and on loopback in tests).
 */
export async function fetchIceServers(
  api: ApiClient,
  log: (message: string, error?: unknown) => void,
): Promise<Pick<RTCConfiguration, 'iceServers' | 'iceTransportPolicy'>> {
  try {
    const data = requireData(await api.call(chatCallEndpoints.chatCallIceServers, {}));
    return {
      iceServers: data.iceServers.map((server) => ({
        urls: server.urls,
        ...(server.username === undefined ? {} : { username: server.username }),
        ...(server.credential === undefined ? {} : { credential: server.credential }),
      })),
      ...(data.iceTransportPolicy === 'relay' ? { iceTransportPolicy: 'relay' as const } : {}),
    };
  } catch (error) {
    if (!(isApiError(error) && error.status === 404))
      log('the ICE servers could not be read', error);
    return { iceServers: [] };
  }
}
