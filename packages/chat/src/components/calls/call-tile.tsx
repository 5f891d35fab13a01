import { Avatar, cx } from '@wob/ui';
import { MicOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallMediaPeer } from '../../service/calls/port';

export interface CallTileProps {
  person: { uid: string; name: string; avatar: string };
  stream: MediaStream | null;
  /** Draws the video; false for audio calls and a camera that is off (the avatar shows). */
  showVideo: boolean;
  /** One's own tile: never played (no echo), mirrored like a mirror. */
  own?: boolean;
  connection?: CallMediaPeer['connection'];
  /** One's own microphone is off: a small badge says so. */
  micOff?: boolean;
  /** The small picture-in-picture tile of one's own camera in a one-to-one call. */
  small?: boolean;
}

function useStream<T extends HTMLMediaElement>(stream: MediaStream | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.srcObject = stream;
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  return ref;
}

/** Plays someone's audio in an audio call (their tile shows their avatar). */
function PeerAudio({ stream }: { stream: MediaStream }) {
  const ref = useStream<HTMLAudioElement>(stream);
  // biome-ignore lint/a11y/useMediaCaption: a live call's voice has no captions to offer
  return <audio ref={ref} autoPlay />;
}

/** Someone's video (or avatar), their name, and whether they are still connecting. */
export function CallTile({
  person,
  stream,
  showVideo,
  own = false,
  connection = 'connected',
  micOff = false,
  small = false,
}: CallTileProps) {
  const { t } = useTranslation('chat');
  const video = useStream<HTMLVideoElement>(showVideo ? stream : null);
  const name = own ? t('calls.screen.you') : person.name;
  const status =
    connection === 'connecting'
      ? t('calls.screen.connecting')
      : connection === 'failed'
        ? t('calls.screen.connectionFailed')
        : null;
  return (
    <figure
      className={cx('wob-call-tile', small && 'wob-call-tile--small')}
      data-own={own || undefined}
      data-connection={connection}
    >
      {showVideo && stream ? (
        <video
          ref={video}
          className="wob-call-tile__video"
          autoPlay
          playsInline
          muted={own}
          data-mirrored={own || undefined}
        />
      ) : (
        <span className="wob-call-tile__avatar">
          <Avatar
            name={person.name}
            colorId={person.uid}
            src={person.avatar || null}
            size={small ? 'md' : 'xl'}
            decorative
          />
        </span>
      )}
      {!own && !showVideo && stream && <PeerAudio stream={stream} />}
      <figcaption className="wob-call-tile__caption">
        <span className="wob-call-tile__name">{name}</span>
        {micOff && (
          <span
            className="wob-call-tile__muted"
            role="img"
            aria-label={t('calls.screen.mutedBadge')}
          >
            <MicOff aria-hidden="true" />
          </span>
        )}
        {status && <span className="wob-call-tile__status">{status}</span>}
      </figcaption>
    </figure>
  );
}
