import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/deck-stories';
import * as stories from './filter-form.stories';

const filters = composeStories(stories);

describe('filter form stories', () => {
  it('show the page, a chosen filter, the errors, no Bubbles and Danish', async () => {
    const page = render(<filters.Page />);
    expect(await screen.findByRole('button', { name: 'Copenhagen Cyclists' })).toBeInTheDocument();
    expect(screen.getByText('Your city, Rungsted')).toBeInTheDocument();
    page.unmount();

    const chosen = render(<filters.Chosen />);
    expect(await screen.findByRole('button', { name: 'Havkajak Øresund' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Within 50 km')).toBeInTheDocument();
    expect(screen.getByText('25–40 years')).toBeInTheDocument();
    expect(screen.getByText('Your current position')).toBeInTheDocument();
    chosen.unmount();

    const errors = render(<filters.WithErrors />);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one Bubble, or all Bubbles');
    expect(screen.getByText(/Nowhere yet/)).toBeInTheDocument();
    errors.unmount();

    const none = render(<filters.NoBubbles />);
    expect(
      await screen.findByText('You are not in any Bubble yet, so the search looks at everyone.'),
    ).toBeInTheDocument();
    none.unmount();

    render(<filters.Danish />);
    expect(await screen.findByRole('heading', { name: 'Hvem vil du gerne møde?' })).toBeInTheDocument();
    expect(screen.getByText('Inden for 50 km')).toBeInTheDocument();
  });
});
