import { composeStories, composeStory, type StoryObj } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/stories';
import { ME, METTE } from '../test/chat-fixtures';
import { CallHistoryFrame } from '../test/call-history-frame';
import type { MemoryCallWorld } from '../test/memory-call-service';
import * as historyStories from './call-history.stories';

const stories = composeStories(historyStories);

vi.setConfig({ testTimeout: 60_000 });

function recentCalls() {
  return screen.findByRole('region', { name: 'Recent calls' });
}

function rows(section: HTMLElement) {
  return within(section)
    .getAllByRole('listitem')
    .map((item) =>
      [...item.querySelectorAll('.wob-call-history__text > span')]
        .map((part) => part.textContent)
        .join(' '),
    );
}

// "Recent calls" in the details panes, as a person sees it.
describe('recent calls', () => {
  it('lists the calls with a person newest first, missed ones marked', async () => {
    render(<stories.UserPane />);
    const section = await recentCalls();
    await within(section).findAllByRole('listitem');
    expect(rows(section)).toEqual([
      expect.stringMatching(/^Outgoing video call Today, \d\d:\d\d · 3:24$/),
      expect.stringMatching(/^Missed audio call Today, \d\d:\d\d$/),
      expect.stringMatching(/^Outgoing audio call Yesterday, \d\d:\d\d · Call rejected$/),
      expect.stringMatching(/^Incoming video call 12 May 2025, \d\d:\d\d · 12:05$/),
    ]);
    const missed = within(section).getByText('Missed audio call').closest('li');
    expect(missed).toHaveAttribute('data-missed');
    expect(within(section).getByText('Outgoing video call').closest('li')).not.toHaveAttribute(
      'data-missed',
    );
  });

  it('lists a group’s calls with who called', async () => {
    render(<stories.GroupPane />);
    await screen.findByRole('heading', { name: 'Løbeklubben', level: 2 });
    const section = await recentCalls();
    await within(section).findAllByRole('listitem');
    expect(rows(section)).toEqual([
      expect.stringMatching(/^Missed audio call Today, \d\d:\d\d · Jonas Kristensen$/),
      expect.stringMatching(/^Incoming video call Yesterday, \d\d:\d\d · Mette Hansen · 1:02:13$/),
    ]);
  });

  it('shows loading, empty and error states, and nothing when calls are off', async () => {
    const loading = render(<stories.Loading />);
    const busy = await recentCalls();
    expect(within(busy).getByText('Loading calls…')).toBeInTheDocument();
    loading.unmount();

    const empty = render(<stories.Empty />);
    expect(
      within(await recentCalls()).getByText('No calls with Mette Hansen yet.'),
    ).toBeInTheDocument();
    empty.unmount();

    const error = render(<stories.LoadError />);
    const failed = await recentCalls();
    expect(await within(failed).findByRole('alert')).toHaveTextContent(
      'The calls could not be loaded.',
    );
    expect(within(failed).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    error.unmount();

    render(<stories.CallsOff />);
    expect(await screen.findByRole('heading', { name: 'Options' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent calls' })).toBeNull();
  });

  it('speaks Danish', async () => {
    render(<stories.Danish />);
    const section = await screen.findByRole('region', { name: 'Seneste opkald' });
    await within(section).findAllByRole('listitem');
    expect(within(section).getByText('Ubesvaret lydopkald')).toBeInTheDocument();
    expect(within(section).getByText(/^I går, \d\d\.\d\d · Opkald afvist$/)).toBeInTheDocument();
  });

  it('shows a call at once when it ends while the pane is open', async () => {
    let calls: MemoryCallWorld | null = null;
    const live: StoryObj<typeof historyStories.default> = {
      ...historyStories.UserPane,
      decorators: [
        (Story) => (
          <CallHistoryFrame
            selected={{ id: METTE.uid, name: METTE.name }}
            onCalls={(made) => {
              calls = made;
            }}
          >
            <Story />
          </CallHistoryFrame>
        ),
      ],
    };
    // ChatPage's optional props make its args `| undefined`, which composeStory does not take.
    const Live = composeStory(live as Parameters<typeof composeStory>[0], historyStories.default);

    render(<Live />);
    const section = await recentCalls();
    await within(section).findAllByRole('listitem');
    expect(rows(section)).toHaveLength(4);
    const world = calls as MemoryCallWorld | null;
    if (!world) throw new Error('no call world');
    act(() => {
      const call = world.initiate(METTE.uid, {
        receiverId: ME.uid,
        receiverType: 'user',
        type: 'video',
      });
      world.reject(METTE.uid, call.sessionId, 'cancelled');
    });
    expect(await within(section).findByText('Missed video call')).toBeInTheDocument();
    expect(rows(section)).toHaveLength(5);
  });
});
