import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/deck-stories';
import * as adStories from './ad-card.stories';
import * as pageStories from './all-woblers-page.stories';
import * as cardStories from './deck-card.stories';

const card = composeStories(cardStories);
const ad = composeStories(adStories);
const page = composeStories(pageStories);

// The stories are what designers and reviewers look at: each must show its state.
describe('deck card stories', () => {
  it('show a picture, the generated avatar, hidden fields and a broken picture', async () => {
    const picture = render(<card.WithPicture />);
    expect(screen.getByRole('heading', { name: 'Mette Hansen, 34' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture of Mette Hansen' })).toHaveAttribute('src');
    expect(screen.getAllByText(/Copenhagen Cyclists|Strikkeklubben|Havkajak/)).toHaveLength(3);
    picture.unmount();

    const avatar = render(<card.GeneratedAvatar />);
    expect(screen.getByText('157 km away')).toBeInTheDocument();
    avatar.unmount();

    const hidden = render(<card.HiddenFields />);
    const article = screen.getByRole('article');
    expect(article.textContent).not.toMatch(/null|km away|Bubbles you share/);
    hidden.unmount();

    const long = render(<card.LongText />);
    expect(screen.getByText('+ 1 more')).toBeInTheDocument();
    long.unmount();

    render(<card.Danish />);
    expect(screen.getByText('12 km væk')).toBeInTheDocument();
    expect(screen.getByText('Bubbles I deler')).toBeInTheDocument();
  });

  it('show a house ad inside the product and one that opens another site', () => {
    const inside = render(<ad.InsideTheProduct />);
    expect(screen.getByText('Ad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Premium' })).toHaveAttribute('href', '/premium');
    inside.unmount();
    const outside = render(<ad.ExternalLink />);
    const link = screen.getByRole('link', { name: /Read more/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    outside.unmount();
    render(<ad.Danish />);
    expect(screen.getByText('Annonce')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Næste' })).toBeInTheDocument();
  });
});

describe('deck page stories', () => {
  it('show the deck, its loading, end and error states', async () => {
    const deck = render(<page.Deck />);
    expect(await screen.findByRole('heading', { name: 'Mette Hansen, 34' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'What to do with Mette Hansen' })).toBeInTheDocument();
    deck.unmount();

    const loading = render(<page.Loading />);
    expect(await screen.findByText('Finding Woblers…')).toBeInTheDocument();
    loading.unmount();

    const end = render(<page.EndOfDeck />);
    expect(
      await screen.findByRole('heading', { name: 'No more Woblers for this filter' }),
    ).toBeInTheDocument();
    end.unmount();

    const error = render(<page.LoadError />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The Woblers could not be loaded.');
    error.unmount();

    const unknown = render(<page.LocationUnknown />);
    expect(await screen.findByRole('note')).toHaveTextContent('We do not know where you are');
    unknown.unmount();

    render(<page.Danish />);
    expect(await screen.findByRole('button', { name: 'Synes om' })).toBeInTheDocument();
  });

  it('show the match moment in both languages', async () => {
    const english = render(<page.Match />);
    const dialog = await screen.findByRole('dialog', { name: 'It’s a match' });
    expect(within(dialog).getByRole('button', { name: 'Message' })).toBeInTheDocument();
    english.unmount();
    render(<page.MatchDanish />);
    expect(await screen.findByRole('dialog', { name: 'I har forbindelse!' })).toBeInTheDocument();
  });
});
