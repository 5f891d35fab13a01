import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import type { CallMediaState, ChatCall } from '../../service/calls/port';
import { EMIL, JONAS, ME, METTE, NOW, seedConversations, SOFIE } from '../../test/chat-fixtures';
import { ChatStoryFrame } from '../../test/chat-story-frame';
import { ChatPage } from '../chat-page';
import { type CallActions, CallActionsContext } from './call-buttons';
import type { CallOutcome } from './call-format';
import { CallScreen } from './call-screen';
import { CallOutcomeScreen, IncomingCallScreen, OutgoingCallScreen } from './ringing-screens';
import {
  callFixture,
  fakeMediaSession,
  groupCallFixture,
  storyVideoStream,
} from './test/call-fixtures';

// The call screens (spec chat sections 2, 4 and 8): the header's call buttons, one's own call
// ringing, a call ringing for one (one-to-one and group), the outcomes 'Call rejected', 'Call
// busy' and 'Call unanswered', and the call itself — video for two, a group grid, audio only,
// still connecting, and the media problems. Each also in Danish, dark, and at phone size.

type Screen =
  | { kind: 'outgoing'; call: ChatCall }
  /** `full`: accepting was refused, the group call is full (the server's words). */
  | { kind: 'incoming'; call: ChatCall; pending?: boolean; full?: boolean }
  | { kind: 'outcome'; call: ChatCall; outcome: CallOutcome }
  | {
      kind: 'call';
      call: ChatCall;
      media: Partial<CallMediaState> | (() => Partial<CallMediaState>);
    };

interface CallStoryProps {
  screen: Screen;
  onAction?: (what: string) => void;
}

/** Silent ring tones in stories (a story must not ring on every visit). */
const SILENT = { createContext: null, vibrate: null };
const storyNow = () => NOW * 1000;

function CallStory({ screen, onAction = () => undefined }: CallStoryProps) {
  const { t } = useTranslation('errors');
  switch (screen.kind) {
    case 'outgoing':
      return (
        <OutgoingCallScreen
          call={screen.call}
          me={ME.uid}
          onCancel={() => onAction('cancel')}
          ringEnvironment={SILENT}
        />
      );
    case 'incoming':
      return (
        <IncomingCallScreen
          call={screen.call}
          me={ME.uid}
          pending={screen.pending}
          refusal={screen.full ? t('chatCalls.full') : null}
          onAccept={() => onAction('accept')}
          onReject={() => onAction('reject')}
          ringEnvironment={SILENT}
        />
      );
    case 'outcome':
      return (
        <CallOutcomeScreen
          call={screen.call}
          me={ME.uid}
          outcome={screen.outcome}
          closeAfterMs={null}
          onClose={() => onAction('close')}
        />
      );
    case 'call': {
      const media = screen.media;
      return (
        <CallScreen
          call={screen.call}
          me={ME.uid}
          now={storyNow}
          startMedia={async () => fakeMediaSession(typeof media === 'function' ? media() : media)}
          onHangUp={() => onAction('hangUp')}
        />
      );
    }
  }
}

const meta = {
  title: 'Chat/Calls',
  component: CallStory,
  globals: { locale: 'en' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CallStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile1', isRotated: false } };

const outgoing: Screen = { kind: 'outgoing', call: callFixture() };
const incoming: Screen = { kind: 'incoming', call: callFixture({ from: METTE, to: ME }) };
const incomingGroup: Screen = {
  kind: 'incoming',
  call: groupCallFixture({ from: SOFIE, joined: [SOFIE], status: 'initiated', type: 'audio' }),
};

/** Video of the two sides (real moving pictures in a browser; avatars where there are none). */
const twoWayVideo = (): Partial<CallMediaState> => ({
  local: storyVideoStream(340),
  peers: [{ uid: METTE.uid, stream: storyVideoStream(200), connection: 'connected' }],
  cameras: 2,
});

export const Outgoing: Story = { args: { screen: outgoing } };
export const OutgoingAudio: Story = {
  args: { screen: { kind: 'outgoing', call: callFixture({ type: 'audio', to: SOFIE }) } },
};
export const OutgoingPhone: Story = { args: { screen: outgoing }, globals: phone };
export const OutgoingDanishDark: Story = {
  args: { screen: outgoing },
  globals: { locale: 'da', theme: 'dark' },
};

export const Incoming: Story = { args: { screen: incoming } };
export const IncomingPhone: Story = { args: { screen: incoming }, globals: phone };
export const IncomingGroup: Story = { args: { screen: incomingGroup } };
export const IncomingGroupDanish: Story = {
  args: { screen: incomingGroup },
  globals: { locale: 'da', ...phone },
};
export const IncomingGroupFull: Story = { args: { screen: { ...incomingGroup, full: true } } };
export const IncomingGroupFullDanishPhone: Story = {
  args: { screen: { ...incomingGroup, full: true } },
  globals: { locale: 'da', ...phone },
};
export const IncomingDark: Story = { args: { screen: incoming }, globals: { theme: 'dark' } };

export const Rejected: Story = {
  args: {
    screen: { kind: 'outcome', call: callFixture({ status: 'rejected' }), outcome: 'rejected' },
  },
};
export const Busy: Story = {
  args: {
    screen: { kind: 'outcome', call: callFixture({ to: JONAS, status: 'busy' }), outcome: 'busy' },
  },
};
export const BusyDanishPhone: Story = {
  args: {
    screen: { kind: 'outcome', call: callFixture({ to: JONAS, status: 'busy' }), outcome: 'busy' },
  },
  globals: { locale: 'da', ...phone },
};
export const Unanswered: Story = {
  args: {
    screen: {
      kind: 'outcome',
      call: callFixture({ to: EMIL, status: 'unanswered' }),
      outcome: 'unanswered',
    },
  },
  globals: { theme: 'dark' },
};

const videoCall: Screen = {
  kind: 'call',
  call: callFixture({ status: 'ongoing' }),
  media: twoWayVideo,
};
export const VideoCall: Story = { args: { screen: videoCall } };
export const VideoCallPhone: Story = { args: { screen: videoCall }, globals: phone };
export const VideoCallMutedCameraOff: Story = {
  args: {
    screen: {
      kind: 'call',
      call: callFixture({ status: 'ongoing' }),
      media: () => ({ ...twoWayVideo(), muted: true, cameraOff: true }),
    },
  },
  globals: { locale: 'da', theme: 'dark' },
};
export const Connecting: Story = {
  args: {
    screen: {
      kind: 'call',
      call: callFixture({ status: 'ongoing', joinedAgo: 2 }),
      media: () => ({
        local: storyVideoStream(340),
        peers: [{ uid: METTE.uid, stream: null, connection: 'connecting' }],
      }),
    },
  },
};
export const AudioCall: Story = {
  args: {
    screen: {
      kind: 'call',
      call: callFixture({ type: 'audio', status: 'ongoing', to: SOFIE, joinedAgo: 3725 }),
      media: { peers: [{ uid: SOFIE.uid, stream: null, connection: 'connected' }], cameras: 0 },
    },
  },
  globals: phone,
};

const groupVideo = (): Partial<CallMediaState> => ({
  local: storyVideoStream(340),
  peers: [
    { uid: METTE.uid, stream: storyVideoStream(200), connection: 'connected' },
    { uid: JONAS.uid, stream: storyVideoStream(30), connection: 'connected' },
    { uid: SOFIE.uid, stream: null, connection: 'connecting' },
  ],
});
export const GroupCall: Story = {
  args: { screen: { kind: 'call', call: groupCallFixture(), media: groupVideo } },
};
export const GroupCallPhoneDark: Story = {
  args: { screen: { kind: 'call', call: groupCallFixture(), media: groupVideo } },
  globals: { theme: 'dark', ...phone },
};
export const GroupCallWaiting: Story = {
  args: {
    screen: {
      kind: 'call',
      call: groupCallFixture({ joined: [METTE, ME] }),
      media: { local: null, peers: [] },
    },
  },
};

export const PermissionDenied: Story = {
  args: {
    screen: {
      kind: 'call',
      call: callFixture({ status: 'ongoing' }),
      media: { error: 'permission-denied' },
    },
  },
};
export const PermissionDeniedDanishPhone: Story = {
  args: {
    screen: {
      kind: 'call',
      call: callFixture({ status: 'ongoing' }),
      media: { error: 'permission-denied' },
    },
  },
  globals: { locale: 'da', ...phone },
};
export const NoDevice: Story = {
  args: {
    screen: {
      kind: 'call',
      call: callFixture({ type: 'audio', status: 'ongoing' }),
      media: { error: 'no-device' },
    },
  },
  globals: { theme: 'dark' },
};
export const ConnectionFailed: Story = {
  args: {
    screen: { kind: 'call', call: callFixture({ status: 'ongoing' }), media: { error: 'failed' } },
  },
};

/** The header's buttons on the /chat screen, with Mette's chat open. */
function HeaderStory({
  actions,
  block = null,
  requestWaiting = false,
}: {
  actions: CallActions;
  /** Who blocked whom between Karen and Mette, if anyone. */
  block?: 'by-me' | 'me' | null;
  /** Karen wrote to Mette first and her message request still waits (they are not connected). */
  requestWaiting?: boolean;
}) {
  return (
    <ChatStoryFrame
      seed={(world) => {
        if (requestWaiting) {
          world.addToWaiting(ME.uid, METTE.uid);
          world.seed(ME.uid, METTE.uid, { text: 'Hej Mette, må jeg skrive?' });
          return;
        }
        seedConversations(world);
        if (block === 'by-me') world.block(ME.uid, METTE.uid);
        if (block === 'me') world.block(METTE.uid, ME.uid);
      }}
      selected={{ id: METTE.uid, name: METTE.name }}
    >
      <CallActionsContext value={actions}>
        <ChatPage />
      </CallActionsContext>
    </ChatStoryFrame>
  );
}

const headerActions: CallActions = { enabled: true, inCall: false, startCall: () => undefined };

export const HeaderButtons: Story = {
  args: { screen: outgoing },
  render: () => <HeaderStory actions={headerActions} />,
};
export const HeaderButtonsPhoneDanish: Story = {
  args: { screen: outgoing },
  globals: { locale: 'da', ...phone },
  render: () => <HeaderStory actions={headerActions} />,
};
export const HeaderButtonsBlocked: Story = {
  args: { screen: outgoing },
  render: () => <HeaderStory actions={headerActions} block="by-me" />,
};
export const HeaderButtonsBlockedMe: Story = {
  args: { screen: outgoing },
  render: () => <HeaderStory actions={headerActions} block="me" />,
};
export const HeaderButtonsRequestWaiting: Story = {
  args: { screen: outgoing },
  render: () => <HeaderStory actions={headerActions} requestWaiting />,
};
export const HeaderButtonsCallsOff: Story = {
  args: { screen: outgoing },
  render: () => <HeaderStory actions={{ ...headerActions, enabled: false }} />,
};
