import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import * as stories from './share-panel.stories';

const { Default, English, SocialLoading, SocialError, NoSocial } = composeStories(stories);

describe('SharePanel', () => {
  it('offers share and copy for the link, in Danish', async () => {
    render(<Default />);
    expect(screen.getByRole('textbox', { name: 'Link til Woble' })).toHaveValue('https://woble.dk');
    await userEvent.click(screen.getByRole('button', { name: 'Del Woble' }));
    expect(Default.args.onShare).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Kopiér link' }));
    expect(Default.args.onCopy).toHaveBeenCalledOnce();
  });

  it('lists the social links, opening in a new tab', () => {
    render(<English />);
    expect(screen.getByRole('heading', { name: 'Follow us' })).toBeVisible();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Woble on Instagram',
      'Woble on Facebook',
    ]);
    for (const link of links) expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows placeholders while the links load, and an error state with retry when they fail', async () => {
    const { unmount } = render(<SocialLoading />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    render(<SocialError />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(SocialError.args.onRetrySocial).toHaveBeenCalledOnce();
  });

  it('leaves out the social section when there are no accounts', () => {
    render(<NoSocial />);
    expect(screen.queryByRole('heading', { name: 'Følg os' })).not.toBeInTheDocument();
  });
});
