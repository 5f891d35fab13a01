import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as threadStories from './thread-pane.stories';

const stories = composeStories(threadStories);

// Each thread pane story shows its state.
describe('thread pane stories', () => {
  it('show the replies of both sides, one reply and none', async () => {
    const replies = render(<stories.Replies />);
    const list = await screen.findByRole('list', { name: 'Replies in the thread' });
    // The cake is a character until the emoji images have loaded, then an image.
    expect(within(list).getByText(/^Super, jeg tager kage med/)).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('3 replies')).toBeInTheDocument();
    replies.unmount();

    const one = render(<stories.OneReply />);
    expect(await screen.findByText('1 reply')).toBeInTheDocument();
    one.unmount();

    render(<stories.Empty />);
    expect(await screen.findByText('No replies yet. Be the first to answer.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply in the thread' })).toBeInTheDocument();
  });

  it('show loading, the error with a retry, and Danish', async () => {
    const loading = render(<stories.Loading />);
    expect(await screen.findByText('Loading replies…')).toBeInTheDocument();
    loading.unmount();

    const failed = render(<stories.LoadError />);
    expect(await screen.findByText('The replies could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    failed.unmount();

    render(<stories.Danish />);
    expect(await screen.findByText('3 svar')).toBeInTheDocument();
  });
});
