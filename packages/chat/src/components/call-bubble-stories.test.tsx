import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test/stories';
import * as callStories from './call-bubble.stories';

const stories = composeStories(callStories);

vi.setConfig({ testTimeout: 60_000 });

// Each call bubble story shows its cases.
describe('call bubble stories', () => {
  it('show every one-to-one case, the group call, dark and Danish', async () => {
    const one = render(<stories.OneToOne />);
    expect(
      await screen.findAllByText(/call|Call/, { selector: '.wob-call-bubble__text' }),
    ).toHaveLength(28);
    expect(screen.getAllByText('Missed video call')).toHaveLength(2);
    expect(document.querySelectorAll('.wob-call-bubble--missed')).toHaveLength(4);
    one.unmount();

    const group = render(<stories.Group />);
    expect(await screen.findByText('Mette Hansen started a video call')).toBeInTheDocument();
    expect(screen.getByText('Jonas Kristensen joined the call')).toBeInTheDocument();
    expect(screen.getByText('Sofie Østergaard-Christiansen declined the call')).toBeInTheDocument();
    expect(screen.getByText('Call ended · 1:02:03')).toBeInTheDocument();
    group.unmount();

    const dark = render(<stories.Dark />);
    expect(await screen.findAllByText('Call unanswered')).toHaveLength(2);
    dark.unmount();

    render(<stories.Danish />);
    expect(await screen.findAllByText('Ubesvaret lydopkald')).not.toHaveLength(0);
    expect(screen.getByText('Jonas Kristensen kom med i opkaldet')).toBeInTheDocument();
  });

  it('show /chat with calls on a desktop and a phone', async () => {
    const desktop = render(<stories.InChatDesktop />);
    expect(
      await screen.findByText('Call ended · 3:24', { selector: '.wob-call-bubble__text' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Missed audio call')).toBeInTheDocument();
    desktop.unmount();

    render(<stories.InChatPhone />);
    expect(await screen.findByText('Missed video call')).toBeInTheDocument();
  });
});
