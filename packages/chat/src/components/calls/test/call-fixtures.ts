import type {
  CallMediaSession,
  CallMediaState,
  ChatCall,
  ChatCallParticipant,
} from '../../../service/calls/port';
import { JONAS, ME, METTE, NOW, SOFIE } from '../../../test/chat-fixtures';

// Calls and media sessions for the call screens' stories and tests: no service behind them,
// only the shapes the screens read.

type Person = { uid: string; name: string; avatar?: string };

function participant(
  person: Person,
  state: ChatCallParticipant['state'],
  joinedAt: number | null,
): ChatCallParticipant {
  return { uid: person.uid, name: person.name, avatar: person.avatar ?? '', state, joinedAt };
}

const sender = (person: Person) => ({
  uid: person.uid,
  name: person.name,
  avatar: person.avatar ?? '',
});

export interface CallFixtureOptions {
  from?: Person;
  to?: Person;
  type?: ChatCall['type'];
  status?: ChatCall['status'];
  /** Seconds since the call was accepted (ongoing calls). */
  joinedAgo?: number;
}

/** A one-to-one call (me → Mette unless said otherwise). */
export function callFixture({
  from = ME,
  to = METTE,
  type = 'video',
  status = 'initiated',
  joinedAgo = 83,
}: CallFixtureOptions = {}): ChatCall {
  const joinedAt = status === 'ongoing' ? NOW - joinedAgo : null;
  return {
    sessionId: `call-${from.uid}-${to.uid}`,
    type,
    status,
    receiverType: 'user',
    receiverId: to.uid,
    conversationId: `${from.uid}_user_${to.uid}`,
    initiator: sender(from),
    receiver: sender(to),
    participants: [
      participant(from, 'joined', joinedAt),
      participant(to, status === 'ongoing' ? 'joined' : 'ringing', joinedAt),
    ],
    initiatedAt: NOW - joinedAgo - 5,
    joinedAt,
    endedAt: null,
  };
}

export const RUNNING_GROUP = { uid: 'running', name: 'Løbeklubben Nørrebro' };

/** A group call started by `from` in the running club, with these members joined. */
export function groupCallFixture({
  from = METTE,
  joined = [METTE, ME, JONAS, SOFIE],
  type = 'video',
  status = 'ongoing',
}: {
  from?: Person;
  joined?: Person[];
  type?: ChatCall['type'];
  status?: ChatCall['status'];
} = {}): ChatCall {
  const everyone = [METTE, ME, JONAS, SOFIE];
  const joinedAt = status === 'ongoing' ? NOW - 312 : null;
  return {
    sessionId: `call-group-${from.uid}`,
    type,
    status,
    receiverType: 'group',
    receiverId: RUNNING_GROUP.uid,
    conversationId: `group_${RUNNING_GROUP.uid}`,
    initiator: sender(from),
    receiver: { ...RUNNING_GROUP, avatar: '' },
    participants: [from, ...everyone.filter((person) => person.uid !== from.uid)].map((person) =>
      participant(
        person,
        joined.some((one) => one.uid === person.uid) ? 'joined' : 'ringing',
        joinedAt,
      ),
    ),
    initiatedAt: NOW - 320,
    joinedAt,
    endedAt: null,
  };
}

/** A media session that holds a state and records what the screen asks of it. */
export interface FakeMediaSession extends CallMediaSession {
  /** Changes the state as the adapter would (peers connecting, an error, …). */
  update(patch: Partial<CallMediaState>): void;
  readonly closed: boolean;
  readonly switches: number;
}

export function fakeMediaSession(initial: Partial<CallMediaState> = {}): FakeMediaSession {
  let state: CallMediaState = {
    local: null,
    peers: [],
    muted: false,
    cameraOff: false,
    cameras: 1,
    error: null,
    drawsVideo: false,
    ...initial,
  };
  const listeners = new Set<() => void>();
  let closed = false;
  let switches = 0;
  const update = (patch: Partial<CallMediaState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setMuted: (muted) => update({ muted }),
    setCameraOff: (cameraOff) => update({ cameraOff }),
    async switchCamera() {
      switches += 1;
    },
    close() {
      closed = true;
    },
    update,
    get closed() {
      return closed;
    },
    get switches() {
      return switches;
    },
  };
}

/**
 * A moving picture for stories (a real browser only): a canvas in the person's colour with a
 * slowly moving circle, as a MediaStream. Null where canvases cannot stream (jsdom).
 */
export function storyVideoStream(hue: number): MediaStream | null {
  if (typeof document === 'undefined') return null;
  const canvas = document.createElement('canvas');
  if (typeof canvas.captureStream !== 'function') return null;
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d');
  if (!context) return null;
  let frame = 0;
  const draw = () => {
    frame += 1;
    const gradient = context.createLinearGradient(0, 0, 640, 480);
    gradient.addColorStop(0, `hsl(${hue} 45% 35%)`);
    gradient.addColorStop(1, `hsl(${hue + 40} 50% 20%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = `hsl(${hue} 60% 75%)`;
    context.beginPath();
    context.arc(320 + Math.sin(frame / 40) * 60, 220, 90, 0, Math.PI * 2);
    context.fill();
    context.fillRect(200, 330, 240, 160);
  };
  draw();
  setInterval(draw, 100);
  return canvas.captureStream(10);
}
