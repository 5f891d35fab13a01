import { apiError } from '@wob/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoBubbles, makeTile, NOT_MEMBER } from '../test/bubble-fixtures';
import { renderBubbles } from '../test/render';

const mineSection = () => screen.getByRole('region', { name: 'Your Bubbles' });
const moreSection = () => screen.getByRole('region', { name: 'Pick more Bubbles' });
// The page is a lazy route: wait for it before looking inside its sections.
const opened = () => screen.findByRole('heading', { name: 'Choose Bubble', level: 1 });

describe('Choose Bubble', () => {
  it('puts the Bubble opened last first, with Open leading to its page', async () => {
    const { user, router } = renderBubbles({ path: '/choose-bubble', selected: 'b-bog' });
    await opened();
    await within(mineSection()).findByRole('heading', { name: 'Bogklubben Nørrebro' });
    const tiles = within(mineSection()).getAllByRole('article');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'Bogklubben Nørrebro',
      'Strikkeklubben',
    ]);
    expect(within(tiles[0] as HTMLElement).getByText('Last opened')).toBeVisible();
    expect(screen.getByText('Hi, Karen Blixen!')).toBeVisible();
    await user.click(
      within(mineSection()).getByRole('link', { name: 'Open: Bogklubben Nørrebro' }),
    );
    expect(await screen.findByText('Bubble page bogklubben-nørrebro')).toBeVisible();
    expect(router.state.location.pathname).toBe(
      `/view-bubble/${encodeURIComponent('bogklubben-nørrebro')}`,
    );
  });

  it("says 'Please select at least one bubble' when continuing with none ticked", async () => {
    const { user, fake } = renderBubbles({ path: '/choose-bubble' });
    await opened();
    await within(moreSection()).findByRole('article', { name: 'Løbeholdet' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one bubble');
    expect(fake.inputsOf('pickBubble')).toEqual([]);
  });

  it('picks the ticked Bubbles into the collection', async () => {
    const { user, fake, toasts } = renderBubbles({ path: '/choose-bubble' });
    await opened();
    await within(moreSection()).findByRole('article', { name: 'Løbeholdet' });
    // Bubbles the person already has are not offered again.
    expect(within(moreSection()).queryByRole('article', { name: 'Strikkeklubben' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Pick Løbeholdet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pick Æblemost & Cider' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await within(mineSection()).findByRole('article', { name: 'Løbeholdet' });
    expect(
      within(within(mineSection()).getByRole('article', { name: 'Æblemost & Cider' })).getByText(
        'Waiting for Approval',
      ),
    ).toBeVisible();
    expect(fake.inputsOf('pickBubble')).toEqual([{ bubble: 'b-loeb' }, { bubble: 'b-aeble' }]);
    // One toast for the whole choice.
    expect(toasts).toHaveLength(1);
    expect(within(moreSection()).queryByRole('article', { name: 'Løbeholdet' })).toBeNull();
  });

  it('leads a person without Bubbles to Find Bubble', async () => {
    const { user, router } = renderBubbles({
      path: '/choose-bubble',
      bubbles: [makeTile({ _id: 'x', name: 'Solo', membership: NOT_MEMBER })],
    });
    expect(
      await screen.findByRole('heading', { name: "You haven't joined a Bubble yet" }),
    ).toBeVisible();
    const links = screen.getAllByRole('link', { name: 'Find Bubble' });
    await user.click(links.at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search-bubble'));
  });

  it('shows an error with a retry when the Bubbles fail to load', async () => {
    let fail = true;
    const { user, server } = renderBubbles({
      path: '/choose-bubble',
      handlers: {
        myBubbles: (input, options) => {
          if (fail) throw apiError(503);
          return server.handlers.myBubbles?.(input, options) ?? { data: null };
        },
      },
    });
    expect(await screen.findByText('Your Bubbles could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(within(mineSection()).getByRole('button', { name: 'Try again' }));
    expect(
      await within(mineSection()).findByRole('article', { name: 'Strikkeklubben' }),
    ).toBeVisible();
  });

  it('after Continue, brings Your Bubbles (with the joined ones) into view and focus', async () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function record(this: Element) {
      scrolled.push(this);
    };
    try {
      const { user } = renderBubbles({ path: '/choose-bubble' });
      await opened();
      await within(moreSection()).findByRole('article', { name: 'Løbeholdet' });
      await user.click(screen.getByRole('checkbox', { name: 'Pick Løbeholdet' }));
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await within(mineSection()).findByRole('article', { name: 'Løbeholdet' });
      const heading = screen.getByRole('heading', { name: 'Your Bubbles', level: 2 });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled).toContain(heading);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('speaks Danish', async () => {
    renderBubbles({ path: '/choose-bubble', locale: 'da', bubbles: demoBubbles() });
    expect(await screen.findByRole('heading', { name: 'Vælg Bubble', level: 1 })).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Vælg Løbeholdet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fortsæt' })).toBeVisible();
  });
});
