import { useCallback, useRef } from 'react';
import type { CallMediaOptions, CallMediaSession } from '../../service/calls/port';
import { useCallStore, useCallStoreApi } from './call-context';
import { CallElsewhereCard } from './call-elsewhere-card';
import { CallScreen } from './call-screen';
import type { RingToneEnvironment } from './ring-tone';
import { CallOutcomeScreen, IncomingCallScreen, OutgoingCallScreen } from './ringing-screens';

export interface CallHostScreensProps {
  me: string;
  ringEnvironment?: RingToneEnvironment;
}

/**
 * The media of the call screen, through the store (which keeps the session of the call joined
 * here). The screen closes a session when it goes or tries again: a closed one is dropped from
 * the store first, so trying again starts new media.
 */
function useStoreMedia() {
  const store = useCallStoreApi();
  const closed = useRef(new WeakSet<CallMediaSession>());
  return useCallback(
    async (options: CallMediaOptions): Promise<CallMediaSession | null> => {
      const held = store.getState().media;
      if (held && closed.current.has(held)) store.setState({ media: null });
      const session = await store.getState().startMedia(options);
      if (!session) return null;
      return {
        getState: () => session.getState(),
        subscribe: (listener) => session.subscribe(listener),
        setMuted: (muted) => session.setMuted(muted),
        setCameraOff: (off) => session.setCameraOff(off),
        switchCamera: () => session.switchCamera(),
        close: () => {
          closed.current.add(session);
          session.close();
        },
      };
    },
    [store],
  );
}

/** The screen of the tab's call, by its phase (the lazy part of the call host). */
export function CallHostScreens({ me, ringEnvironment }: CallHostScreensProps) {
  const store = useCallStoreApi();
  const call = useCallStore((state) => state.current);
  const phase = useCallStore((state) => state.phase);
  const outcome = useCallStore((state) => state.outcome);
  const pending = useCallStore((state) => state.pending);
  const refusal = useCallStore((state) => state.refusal);
  const startMedia = useStoreMedia();
  const dismiss = useCallback(() => store.getState().dismiss(), [store]);
  if (!call) return null;
  switch (phase) {
    case 'incoming':
      return (
        <IncomingCallScreen
          key={call.sessionId}
          call={call}
          me={me}
          pending={pending}
          refusal={refusal}
          onAccept={() => void store.getState().accept()}
          onReject={() => void store.getState().reject()}
          ringEnvironment={ringEnvironment}
        />
      );
    case 'outgoing':
      return (
        <OutgoingCallScreen
          key={call.sessionId}
          call={call}
          me={me}
          onCancel={() => void store.getState().cancel()}
          ringEnvironment={ringEnvironment}
        />
      );
    case 'ongoing':
      return (
        <CallScreen
          key={call.sessionId}
          call={call}
          me={me}
          startMedia={startMedia}
          onHangUp={() => void store.getState().hangUp()}
        />
      );
    case 'elsewhere':
      return (
        <CallElsewhereCard
          key={call.sessionId}
          call={call}
          me={me}
          pending={pending}
          onRejoin={() => void store.getState().rejoin()}
          onHangUp={() => void store.getState().hangUp()}
        />
      );
    case 'ended':
      // The store closes the outcome after a few seconds itself.
      return outcome ? (
        <CallOutcomeScreen
          key={call.sessionId}
          call={call}
          me={me}
          outcome={outcome}
          closeAfterMs={null}
          onClose={dismiss}
        />
      ) : null;
    default:
      return null;
  }
}
