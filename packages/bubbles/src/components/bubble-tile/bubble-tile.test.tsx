import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/stories';
import { BUBBLE_COLORS, bubbleTextContrast } from './bubble-colors';
import { makeTile } from '../../test/bubble-fixtures';
import * as stories from './bubble-tile.stories';

const {
  NoActivity,
  ThreeNew,
  TenOrMore,
  Trending,
  Private,
  Pending,
  LongNames,
  Danish,
  LightColour,
} = composeStories(stories);

describe('BubbleTile', () => {
  it('shows no badge when nothing is new, and says Member', () => {
    render(<NoActivity />);
    const tile = screen.getByRole('article', { name: 'Strikkeklubben' });
    expect(within(tile).getByRole('heading', { name: 'Strikkeklubben' })).toBeVisible();
    expect(within(tile).getByText('Garn, pinde og hygge hver torsdag')).toBeVisible();
    expect(within(tile).getByText('Member')).toBeVisible();
    expect(within(tile).queryByText(/new comment/)).toBeNull();
    expect(tile.querySelector('.wob-badge')).toBeNull();
  });

  it('counts three new comments on the badge and for screen readers', () => {
    render(<ThreeNew />);
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('3 new comments')).toBeInTheDocument();
  });

  it("shows '9+' above 9", () => {
    render(<TenOrMore />);
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('More than 9 new comments')).toBeInTheDocument();
    expect(screen.queryByText('10')).toBeNull();
  });

  it('marks a trending Bubble and its owner', () => {
    render(<Trending />);
    expect(screen.getByText('Trending')).toBeVisible();
    expect(screen.getByText('Owner')).toBeVisible();
  });

  it('flags a private Bubble with a word, not only an icon', () => {
    render(<Private />);
    expect(screen.getByText('Private')).toBeVisible();
    expect(screen.queryByText('Member')).toBeNull();
  });

  it("says 'Waiting for Approval' while a request to join is pending", () => {
    render(<Pending />);
    expect(screen.getByText('Waiting for Approval')).toBeVisible();
    expect(screen.queryByText('Member')).toBeNull();
  });

  it('keeps a long name and title whole in the document', () => {
    render(<LongNames />);
    expect(
      screen.getByRole('heading', { name: 'Frivillige Naturvejledere Sønderjylland' }),
    ).toBeVisible();
    expect(screen.getByText('12,345 members')).toBeVisible();
  });

  it('speaks Danish', () => {
    render(<Danish />);
    expect(screen.getByText('Privat')).toBeVisible();
    expect(screen.getByText('Populær lige nu')).toBeVisible();
    expect(screen.getByText('Venter på godkendelse')).toBeVisible();
    expect(screen.getByText('Mere end 9 nye kommentarer')).toBeInTheDocument();
    expect(screen.getByText('9+')).toBeInTheDocument();
  });

  it('paints the circle in the Bubble colour with readable text', () => {
    const { container } = render(<LightColour />);
    const tile = container.querySelector<HTMLElement>('.wob-bubble-tile');
    expect(tile?.style.getPropertyValue('--wob-bubble')).toBe('#ffc914');
    expect(tile?.style.getPropertyValue('--wob-on-bubble')).toBe('#0F172A');
  });

  it('keeps white ink and the first letter when the colour from the server is junk', () => {
    const bubble = makeTile({ _id: 'junk', name: 'ærø cykler', circleColor: 'red' });
    const { container } = render(<LightColour bubble={bubble} />);
    const tile = container.querySelector<HTMLElement>('.wob-bubble-tile');
    expect(tile?.style.getPropertyValue('--wob-on-bubble')).toBe('#FFFFFF');
    expect(container.querySelector('.wob-bubble-circle')).toHaveTextContent('Æ');
  });
});

describe('Bubble colours', () => {
  it('gives every palette colour text with at least 4.5:1 contrast', () => {
    for (const color of BUBBLE_COLORS) {
      expect(bubbleTextContrast(color.value), color.id).toBeGreaterThanOrEqual(4.5);
    }
  });
});
