import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import { networkName } from './social-links';
import * as stories from './social-links.stories';

const { Default, UnknownNetwork, Danish } = composeStories(stories);

describe('SocialLinks', () => {
  it('shows each network by its brand name, named for screen readers by the label passed in', () => {
    render(<Default />);
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Facebook', 'Instagram', 'LinkedIn']);
    expect(screen.getByRole('link', { name: 'Woble on LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/company/woble',
    );
  });

  it('opens the network in a new tab without handing it this page', () => {
    render(<Default />);
    for (const link of screen.getAllByRole('link')) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('takes its copy from the caller, in any language', () => {
    render(<Danish />);
    expect(screen.getByRole('link', { name: 'Woble på Instagram' })).toBeVisible();
  });

  it('capitalises a network it has no brand name for', () => {
    render(<UnknownNetwork />);
    expect(screen.getByRole('link', { name: 'Woble on Mastodon' })).toHaveTextContent('Mastodon');
    expect(networkName('YOUTUBE')).toBe('YouTube');
  });
});
