import { Mic, MicOff, PhoneOff, SwitchCamera, Video, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CallMediaError,
  CallMediaOptions,
  CallMediaSession,
  CallMediaState,
  ChatCall,
} from '../../service/calls/port';
import { CallFrame, CallRoundButton } from './call-frame';
// A call's length reads the same on the call screen as in its bubble and history.
import { formatCallDuration } from '../call-bubble-format';
import { counterpartOf, participantOf } from './call-format';
import { CallMediaProblem } from './call-media-problem';
import { CallTile } from './call-tile';

export interface CallScreenProps {
  /** The call, joined (ongoing). */
  call: ChatCall;
  me: string;
  /** Starts the media (the CallService's `startMedia` for this call). */
  /**
   * Starts the media (the store's `startMedia`); null when the call is no longer joined here.
   * Keep it stable: a new function starts the media again.
   */
  startMedia: (options: CallMediaOptions) => Promise<CallMediaSession | null>;
  onHangUp: () => void;
  /** The clock of the duration, in milliseconds (stories and tests fix it). */
  now?: () => number;
}

const NO_MEDIA: CallMediaState = {
  local: null,
  peers: [],
  muted: false,
  cameraOff: false,
  cameras: 0,
  error: null,
  drawsVideo: false,
};

const MEDIA_ERRORS: readonly string[] = ['permission-denied', 'no-device', 'failed'];

/** The media error a failed `startMedia` means (adapters may reject with one). */
function mediaErrorOf(error: unknown): CallMediaError {
  const code =
    typeof error === 'string'
      ? error
      : error && typeof error === 'object' && 'code' in error
        ? String((error as { code: unknown }).code)
        : '';
  return MEDIA_ERRORS.includes(code) ? (code as CallMediaError) : 'failed';
}

/**
 * The media session of the call on screen: started when the screen opens (into `container`,
 * for an adapter that draws its own video), closed when it goes, started again by `retry`.
 */
function useCallMedia(
  startMedia: CallScreenProps['startMedia'],
  container: React.RefObject<HTMLDivElement | null>,
) {
  const [session, setSession] = useState<CallMediaSession | null>(null);
  const [startError, setStartError] = useState<CallMediaError | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt starts the media again
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let live = true;
    let started: CallMediaSession | null = null;
    setStartError(null);
    startMedia({ container: element }).then(
      (media) => {
        if (!media) return;
        if (!live) {
          media.close();
          return;
        }
        started = media;
        setSession(media);
      },
      (error: unknown) => {
        if (live) setStartError(mediaErrorOf(error));
      },
    );
    return () => {
      live = false;
      started?.close();
      setSession(null);
    };
  }, [startMedia, container, attempt]);
  const subscribe = useCallback(
    (listener: () => void) => (session ? session.subscribe(listener) : () => undefined),
    [session],
  );
  const getState = useCallback(() => (session ? session.getState() : NO_MEDIA), [session]);
  const state = useSyncExternalStore(subscribe, getState);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { session, state, error: startError ?? state.error, retry };
}

/** Whole seconds since the call was first accepted, ticking each second. */
export function useCallSeconds(joinedAt: number | null, now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  return joinedAt === null ? 0 : Math.max(0, Math.floor(time / 1000 - joinedAt));
}

/**
 * The call itself: a speaker view for two (the other person large, one's own camera small), a
 * grid of up to four for a group, avatars for an audio call; the duration since it was
 * accepted; mute, camera on/off, switch camera (with several cameras) and hang up. When the
 * adapter draws the video itself (CometChat), the stage is its container and only the
 * controls are ours.
 */
export function CallScreen({ call, me, startMedia, onHangUp, now = Date.now }: CallScreenProps) {
  const { t } = useTranslation('chat');
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  const { session, state, error, retry } = useCallMedia(startMedia, container);
  const seconds = useCallSeconds(call.joinedAt, now);
  const video = call.type === 'video';
  const group = call.receiverType === 'group';
  const who = counterpartOf(call, me);
  const myself = participantOf(call, me);
  const showOwnVideo = video && !state.cameraOff;

  const tiles = state.peers.map((peer) => (
    <CallTile
      key={peer.uid}
      person={participantOf(call, peer.uid)}
      stream={peer.stream}
      showVideo={video}
      connection={peer.connection}
    />
  ));
  const ownTile = (small: boolean) => (
    <CallTile
      key="own"
      person={myself}
      stream={state.local}
      showVideo={showOwnVideo}
      own
      micOff={state.muted}
      small={small}
    />
  );

  let stage: React.ReactNode = null;
  if (error) {
    stage = <CallMediaProblem error={error} type={call.type} onRetry={retry} onHangUp={onHangUp} />;
  } else if (!state.drawsVideo) {
    if (group) {
      stage = (
        <div className="wob-call-grid" data-count={Math.min(4, tiles.length + 1)}>
          {ownTile(false)}
          {tiles}
          {tiles.length === 0 && (
            <p className="wob-call-grid__waiting">{t('calls.screen.waiting')}</p>
          )}
        </div>
      );
    } else {
      stage = (
        <div className="wob-call-speaker">
          {tiles.length > 0 ? (
            tiles[0]
          ) : (
            <CallTile person={who} stream={null} showVideo={false} connection="connecting" />
          )}
          {ownTile(true)}
        </div>
      );
    }
  }

  const controlsOff = !session || error !== null;
  return (
    <CallFrame labelledBy={titleId} size="stage" className="wob-call-screen">
      <header className="wob-call-screen__header">
        <h2 id={titleId} className="wob-call-screen__title">
          {t('calls.screen.callWith', { name: who.name })}
        </h2>
        <span
          className="wob-call-screen__duration"
          role="timer"
          aria-label={t('calls.screen.duration')}
        >
          {formatCallDuration(seconds)}
        </span>
      </header>
      <div className="wob-call-screen__stage">
        {/* An adapter that draws its own video draws here (from the start, so it has its
            size); for the others it stays empty behind the tiles. */}
        <div
          ref={container}
          className="wob-call-screen__container"
          data-draws={state.drawsVideo || undefined}
          hidden={error !== null}
        />
        {stage}
      </div>
      <div
        className="wob-call-screen__controls"
        role="toolbar"
        aria-label={t('calls.screen.controls')}
      >
        <CallRoundButton
          label={t('calls.screen.mute')}
          icon={state.muted ? <MicOff /> : <Mic />}
          pressed={state.muted}
          disabled={controlsOff}
          onPress={() => session?.setMuted(!state.muted)}
        />
        {video && (
          <CallRoundButton
            label={t('calls.screen.cameraOff')}
            icon={state.cameraOff ? <VideoOff /> : <Video />}
            pressed={state.cameraOff}
            disabled={controlsOff}
            onPress={() => session?.setCameraOff(!state.cameraOff)}
          />
        )}
        {video && state.cameras > 1 && (
          <CallRoundButton
            label={t('calls.screen.switchCamera')}
            icon={<SwitchCamera />}
            disabled={controlsOff || state.cameraOff}
            onPress={() => void session?.switchCamera()}
          />
        )}
        <CallRoundButton
          label={t('calls.screen.hangUp')}
          icon={<PhoneOff />}
          tone="danger"
          onPress={onHangUp}
        />
      </div>
    </CallFrame>
  );
}
