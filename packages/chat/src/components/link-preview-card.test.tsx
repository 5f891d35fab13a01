import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as stories from './link-preview-card.stories';
import { BAKERY, NEWS, NOTHING } from './link-preview-card.stories';

const { LinkPreviews, Danish } = composeStories(stories);

describe('link preview card', () => {
  it('shows the preview of a text link as one link to the page in a new tab', async () => {
    render(<LinkPreviews />);
    const bakery = await screen.findByRole('link', { name: /Smørrebrød som hos mormor/ });
    expect(bakery).toHaveAttribute('href', BAKERY);
    expect(bakery).toHaveAttribute('target', '_blank');
    expect(bakery).toHaveAttribute('rel', 'noopener noreferrer');
    expect(bakery).toHaveTextContent('Bageriet');
    expect(bakery).toHaveTextContent('Rugbrød bagt hver morgen');
    expect(bakery).toHaveAccessibleName(/\(opens in a new tab\)$/);
    const picture = bakery.querySelector('img');
    expect(picture).toHaveAttribute('alt', '');
    expect(picture).toHaveAttribute('loading', 'lazy');
    // Text only: the site is the link's host.
    const news = screen.getByRole('link', { name: /A long headline/ });
    expect(news).toHaveAttribute('href', NEWS);
    expect(news).toHaveTextContent('nyheder.example');
    expect(news.querySelector('img')).toBeNull();
  });

  it('shows no card for a link without a preview', async () => {
    render(<LinkPreviews />);
    await screen.findByRole('link', { name: /A long headline/ });
    expect(screen.getAllByTestId('link-preview')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: new RegExp(NOTHING) })).toBeNull();
  });

  it('says in Danish that the card opens a new tab', async () => {
    render(<Danish />);
    expect(
      await screen.findByRole('link', {
        name: /Smørrebrød som hos mormor.*\(åbner i en ny fane\)$/,
      }),
    ).toBeInTheDocument();
  });
});
