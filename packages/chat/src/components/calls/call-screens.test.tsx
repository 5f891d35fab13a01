import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../test/stories';
import { JONAS, ME, METTE, NOW, SOFIE } from '../../test/chat-fixtures';
import { formatCallDuration } from '../call-bubble-format';
import { CallScreen, type CallScreenProps } from './call-screen';
import * as callStories from './call-screens.stories';
import { CallOutcomeScreen } from './ringing-screens';
import { callFixture, fakeMediaSession, groupCallFixture } from './test/call-fixtures';

const stories = composeStories(callStories);

vi.setConfig({ testTimeout: 30_000 });

/** A story of the screens with what its buttons do recorded, and a user to press them. */
function renderActing(Story: typeof stories.Outgoing) {
  const onAction = vi.fn();
  const user = userEvent.setup();
  const view = render(<Story onAction={(what: string) => onAction(what)} />);
  return { ...view, onAction, user };
}

/** The call screen of an ongoing one-to-one call (or `props`'), with a user to press keys. */
function renderCallScreen(props: Partial<CallScreenProps> = {}) {
  const onHangUp = vi.fn();
  const user = userEvent.setup();
  const view = render(
    <CallScreen
      call={callFixture({ status: 'ongoing' })}
      me={ME.uid}
      startMedia={async () => fakeMediaSession()}
      onHangUp={onHangUp}
      {...props}
    />,
  );
  return { ...view, onHangUp, user };
}

describe('the ringing screens', () => {
  it('show one’s own call ringing with Cancel, focused', async () => {
    const { onAction, user } = renderActing(stories.Outgoing);
    const dialog = await screen.findByRole('dialog', {
      name: 'Mette Hansen Video call · Calling…',
    });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith('cancel');
  });

  it('show an incoming call as an alert dialog with Accept focused and Reject a Tab away', async () => {
    const { onAction, user } = renderActing(stories.Incoming);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Mette Hansen Incoming video call',
    });
    const accept = within(dialog).getByRole('button', { name: 'Accept' });
    await waitFor(() => expect(accept).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenLastCalledWith('accept');
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onAction).toHaveBeenLastCalledWith('reject');
  });

  it('name the group and who started a group call', async () => {
    render(<stories.IncomingGroup />);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Løbeklubben Nørrebro Incoming audio call',
    });
    expect(within(dialog).getByText(`${SOFIE.name} is calling the group`)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('say it in Danish', async () => {
    render(<stories.IncomingGroupDanish />);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Løbeklubben Nørrebro Indgående lydopkald',
    });
    expect(within(dialog).getByText(`${SOFIE.name} ringer til gruppen`)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Besvar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Afvis' })).toBeInTheDocument();
  });

  it('say a refused accept of a full group call as an alert, and keep Accept and Reject', async () => {
    const full = render(<stories.IncomingGroupFull />);
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Løbeklubben Nørrebro Incoming audio call',
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The call is full.');
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled();
    full.unmount();

    render(<stories.IncomingGroupFullDanishPhone />);
    const danish = await screen.findByRole('alertdialog', {
      name: 'Løbeklubben Nørrebro Indgående lydopkald',
    });
    expect(within(danish).getByRole('alert')).toHaveTextContent('Opkaldet er fuldt.');
  });
});

describe('the outcome screens', () => {
  it('show the spec’s texts: Call rejected, Call busy with the busy line, Call unanswered', async () => {
    const rejected = render(<stories.Rejected />);
    expect(await screen.findByRole('dialog', { name: 'Mette Hansen Call rejected' })).toBeVisible();
    rejected.unmount();

    const busy = render(<stories.Busy />);
    const dialog = await screen.findByRole('dialog', { name: 'Jonas Kristensen Call busy' });
    expect(within(dialog).getByText('Jonas Kristensen is on another call.')).toBeInTheDocument();
    busy.unmount();

    render(<stories.Unanswered />);
    expect(await screen.findByRole('dialog', { name: 'Emil Call unanswered' })).toBeVisible();
  });

  it('say busy in Danish', async () => {
    render(<stories.BusyDanishPhone />);
    const dialog = await screen.findByRole('dialog', { name: 'Jonas Kristensen Optaget' });
    expect(within(dialog).getByText('Jonas Kristensen er i et andet opkald.')).toBeInTheDocument();
  });

  it('close by themselves after a few seconds, or with Close', async () => {
    const onClose = vi.fn();
    const call = callFixture({ to: JONAS, status: 'busy' });
    const view = render(
      <CallOutcomeScreen
        call={call}
        me={ME.uid}
        outcome="busy"
        onClose={onClose}
        closeAfterMs={30}
      />,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    view.unmount();

    const rejected = renderActing(stories.Rejected);
    await rejected.user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(rejected.onAction).toHaveBeenCalledWith('close');
  });
});

describe('the call screen', () => {
  it('counts the duration from when the call was accepted, each second', async () => {
    let now = NOW * 1000;
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      renderCallScreen({
        call: callFixture({ status: 'ongoing', joinedAgo: 83 }),
        now: () => now,
      });
      const timer = await screen.findByRole('timer', { name: 'Call duration' });
      expect(timer).toHaveTextContent('1:23');
      now += 2000;
      act(() => vi.advanceTimersByTime(1000));
      expect(timer).toHaveTextContent('1:25');
    } finally {
      vi.useRealTimers();
    }
    expect(formatCallDuration(3725)).toBe('1:02:05');
    expect(formatCallDuration(-4)).toBe('0:00');
  });

  it('mutes, turns the camera off, switches camera and hangs up through the media session', async () => {
    const session = fakeMediaSession({
      cameras: 2,
      peers: [{ uid: METTE.uid, stream: null, connection: 'connected' }],
    });
    const view = renderCallScreen({ startMedia: async () => session });
    const { onHangUp, user } = view;
    const controls = await screen.findByRole('toolbar', { name: 'Call controls' });
    const mute = within(controls).getByRole('button', { name: 'Mute' });
    await waitFor(() => expect(mute).toBeEnabled());
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    await user.click(mute);
    expect(session.getState().muted).toBe(true);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: 'Microphone off' })).toBeInTheDocument();

    await user.click(within(controls).getByRole('button', { name: 'Switch camera' }));
    expect(session.switches).toBe(1);
    await user.click(within(controls).getByRole('button', { name: 'Turn camera off' }));
    expect(session.getState().cameraOff).toBe(true);

    await user.click(within(controls).getByRole('button', { name: 'Hang up' }));
    expect(onHangUp).toHaveBeenCalledTimes(1);
    expect(session.closed).toBe(false);
    view.unmount();
    expect(session.closed).toBe(true);
  });

  it('offers switching only with several cameras, and no camera controls on an audio call', async () => {
    const one = render(<stories.Connecting />);
    const controls = await screen.findByRole('toolbar', { name: 'Call controls' });
    await waitFor(() =>
      expect(within(controls).getByRole('button', { name: 'Mute' })).toBeEnabled(),
    );
    expect(within(controls).getByRole('button', { name: 'Turn camera off' })).toBeInTheDocument();
    expect(
      within(controls).queryByRole('button', { name: 'Switch camera' }),
    ).not.toBeInTheDocument();
    // The other side is still connecting.
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    one.unmount();

    render(<stories.AudioCall />);
    const audio = await screen.findByRole('toolbar', { name: 'Call controls' });
    expect(
      within(audio)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Mute', 'Hang up']);
    expect(await screen.findByRole('timer')).toHaveTextContent('1:02:05');
  });

  it('shows a group as a grid of everyone joined, oneself included', async () => {
    render(<stories.GroupCall />);
    const dialog = await screen.findByRole('dialog', { name: 'Call with Løbeklubben Nørrebro' });
    await waitFor(() => expect(dialog.querySelectorAll('.wob-call-tile')).toHaveLength(4));
    const names = [...dialog.querySelectorAll('.wob-call-tile__name')].map(
      (node) => node.textContent,
    );
    expect(names).toEqual(['You', METTE.name, JONAS.name, SOFIE.name]);
    expect(dialog.querySelector('.wob-call-grid')).toHaveAttribute('data-count', '4');
  });

  it('explains a refused microphone and camera, and tries again', async () => {
    const sessions = [fakeMediaSession({ error: 'permission-denied' }), fakeMediaSession()];
    const startMedia = vi.fn(
      async () => sessions[startMedia.mock.calls.length - 1] ?? fakeMediaSession(),
    );
    const { user } = renderCallScreen({ startMedia });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Woble may not use your camera and microphone' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent(/allow the microphone and camera for this site/);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(startMedia).toHaveBeenCalledTimes(2);
    expect(sessions[0]?.closed).toBe(true);
  });

  it('says when no device is found, and when media could not start at all', async () => {
    const none = render(<stories.NoDevice />);
    expect(await screen.findByRole('heading', { name: 'No microphone found' })).toBeInTheDocument();
    none.unmount();

    const { onHangUp, user } = renderCallScreen({
      startMedia: () => Promise.reject(new Error('boom')),
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'The call could not be connected' }),
    ).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: 'Hang up' }));
    expect(onHangUp).toHaveBeenCalled();
  });

  it('hands its stage to an adapter that draws the video itself', async () => {
    let given: HTMLElement | null = null;
    renderCallScreen({
      call: groupCallFixture(),
      startMedia: async ({ container }) => {
        given = container;
        return fakeMediaSession({ drawsVideo: true });
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Call with Løbeklubben Nørrebro' });
    await waitFor(() => expect(given).not.toBeNull());
    expect(dialog.contains(given)).toBe(true);
    await waitFor(() => expect(dialog.querySelector('.wob-call-tile')).toBeNull());
    expect(given).toHaveAttribute('data-draws', 'true');
    expect(within(dialog).getByRole('button', { name: 'Hang up' })).toBeInTheDocument();
  });
});

describe('the header’s call buttons', () => {
  it('call Mette by audio or video', async () => {
    render(<stories.HeaderButtons />);
    const audio = await screen.findByRole('button', { name: 'Audio call with Mette Hansen' });
    expect(screen.getByRole('button', { name: 'Video call with Mette Hansen' })).toBeEnabled();
    expect(audio).toBeEnabled();
  });

  it('are hidden for a user blocked by me, one who blocked me, while my request waits, and when calls are off', async () => {
    const blocked = render(<stories.HeaderButtonsBlocked />);
    expect(await screen.findByText(/You have blocked/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /call with/ })).not.toBeInTheDocument();
    blocked.unmount();

    const blockedMe = render(<stories.HeaderButtonsBlockedMe />);
    expect(await screen.findByText('This user has blocked you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /call with/ })).not.toBeInTheDocument();
    blockedMe.unmount();

    const waiting = render(<stories.HeaderButtonsRequestWaiting />);
    expect(
      await screen.findByText('Your message request waits for Mette Hansen to accept it.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /call with/ })).not.toBeInTheDocument();
    waiting.unmount();

    render(<stories.HeaderButtonsCallsOff />);
    expect(await screen.findByRole('heading', { name: 'Mette Hansen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /call with/ })).not.toBeInTheDocument();
  });
});
