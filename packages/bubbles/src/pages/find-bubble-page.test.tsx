import { apiError } from '@wob/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoBubbles, makeTile, OWNER } from '../test/bubble-fixtures';
import { renderBubbles } from '../test/render';

const tile = (name: string) => screen.getByRole('article', { name });

describe('Find Bubble', () => {
  it('lists every Bubble, Popular first, on both of its paths', async () => {
    for (const path of ['/search-bubble', '/all-bubbles']) {
      const view = renderBubbles({ path });
      const names = await screen.findAllByRole('heading', { level: 2 });
      expect(names.map((heading) => heading.textContent)).toEqual([
        'Løbeholdet',
        'Strikkeklubben',
        'Havkajak Øresund',
        'Bogklubben Nørrebro',
        'Æblemost & Cider',
      ]);
      expect(screen.getByText('5 Bubbles')).toBeVisible();
      expect(view.fake.inputsOf('listBubbles')[0]).toMatchObject({ page: 1, sort: 'popular' });
      view.unmount();
    }
  });

  it('asks again in the order chosen', async () => {
    const { user, fake } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(await screen.findByRole('option', { name: 'Alphabetical' }));
    await waitFor(() =>
      expect(fake.inputsOf('listBubbles').at(-1)).toMatchObject({ sort: 'alphabetical', page: 1 }),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
        'Bogklubben Nørrebro',
      ),
    );
    // Danish order: Æ after the other letters.
    expect(screen.getAllByRole('heading', { level: 2 }).at(-1)).toHaveTextContent('Æblemost');
  });

  it('searches by name or title after typing rests', async () => {
    const { user, fake } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    await user.type(screen.getByRole('searchbox', { name: 'Search Bubbles' }), 'klub');
    await screen.findByText('2 Bubbles');
    expect(fake.inputsOf('listBubbles').at(-1)).toMatchObject({ search: 'klub', page: 1 });
  });

  it("says 'No Bubbles Found' when nothing matches, and offers to create one", async () => {
    const { user } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    await user.type(screen.getByRole('searchbox', { name: 'Search Bubbles' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No Bubbles Found' })).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Create Bubble' })).toHaveLength(2);
  });

  it('loads 12 at a time with Load more', async () => {
    const many = Array.from({ length: 15 }, (_, index) =>
      makeTile({ _id: `many-${index}`, name: `Bubble ${String(index + 1).padStart(2, '0')}` }),
    );
    const { user, fake } = renderBubbles({ path: '/search-bubble', bubbles: many });
    await screen.findByText('15 Bubbles');
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(15));
    expect(fake.inputsOf('listBubbles').at(-1)).toMatchObject({ page: 2, limit: 12 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an error with a retry when the list fails, never a toast', async () => {
    let fail = true;
    const { user, toasts, fake, server } = renderBubbles({
      path: '/search-bubble',
      handlers: {
        listBubbles: (input, options) => {
          if (fail) throw apiError(500);
          return server.handlers.listBubbles?.(input, options) ?? { data: null };
        },
      },
    });
    expect(await screen.findByText('The Bubbles could not be loaded.')).toBeVisible();
    expect(toasts).toEqual([]);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('5 Bubbles')).toBeVisible();
    expect(fake.inputsOf('listBubbles')).toHaveLength(2);
  });

  it('joins a public Bubble at once: the tile says Member', async () => {
    const { user, toasts, fake } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    await user.click(within(tile('Havkajak Øresund')).getByRole('button', { name: /Join/ }));
    expect(await within(tile('Havkajak Øresund')).findByText('Member')).toBeVisible();
    expect(fake.inputsOf('pickBubble')).toEqual([{ bubble: 'b-havkajak' }]);
    expect(toasts).toContainEqual({ tone: 'success', text: 'You have joined the Bubble.' });
    expect(within(tile('Havkajak Øresund')).queryByRole('button', { name: /Join/ })).toBeNull();
  });

  it("joins a private Bubble as 'Waiting for Approval'", async () => {
    const { user } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    await user.click(within(tile('Æblemost & Cider')).getByRole('button', { name: /Join/ }));
    expect(await within(tile('Æblemost & Cider')).findByText('Waiting for Approval')).toBeVisible();
    expect(within(tile('Æblemost & Cider')).queryByText('Member')).toBeNull();
  });

  it('creates a Bubble and opens its page', async () => {
    const { user, fake, router } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    await user.click(screen.getByRole('button', { name: 'Create Bubble' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bubble' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Svampejagt');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Title/ }),
      'I skoven om efteråret',
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Green' }));
    await user.click(within(dialog).getByRole('switch', { name: /Private Bubble/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await screen.findByText('Bubble page svampejagt');
    expect(router.state.location.pathname).toBe('/view-bubble/svampejagt');
    expect(fake.inputsOf('createBubble')).toEqual([
      {
        name: 'Svampejagt',
        title: 'I skoven om efteråret',
        circleColor: '#15803d',
        privateBubble: true,
      },
    ]);
  });

  it('keeps the dialog open with the message when the name is missing or taken', async () => {
    const { user, fake } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    await user.click(screen.getByRole('button', { name: 'Create Bubble' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Bubble' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fake.inputsOf('createBubble')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'løbeholdet');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A Bubble with this name already exists')).toBeVisible();
  });

  it('lets the owner edit their Bubble', async () => {
    const { user, fake } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    expect(within(tile('Strikkeklubben')).queryByRole('button', { name: /Edit/ })).toBeNull();
    await user.click(
      within(tile('Bogklubben Nørrebro')).getByRole('button', {
        name: 'Edit: Bogklubben Nørrebro',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bubble' });
    // Switching public/private needs no premium (spec section 6); this owner has none.
    expect(within(dialog).getByRole('switch', { name: /Private/ })).toBeEnabled();
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'To bøger om måneden');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(tile('Bogklubben Nørrebro')).findByText('To bøger om måneden'),
    ).toBeVisible();
    // Only what changed is sent.
    expect(fake.inputsOf('editBubble')).toEqual([
      { bubble: 'b-bog', title: 'To bøger om måneden' },
    ]);
  });

  it('deletes after Yes and goes to Choose Bubble', async () => {
    const { user, fake, router } = renderBubbles({ path: '/search-bubble' });
    await screen.findByText('5 Bubbles');
    await user.click(screen.getByRole('button', { name: 'Delete: Bogklubben Nørrebro' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Bogklubben Nørrebro?' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(fake.inputsOf('deleteBubble')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete: Bogklubben Nørrebro' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/choose-bubble'));
    expect(fake.inputsOf('deleteBubble')).toEqual([{ bubble: 'b-bog' }]);
  });

  it('speaks Danish', async () => {
    renderBubbles({
      path: '/search-bubble',
      locale: 'da',
      bubbles: [demoBubbles()[3] ?? makeTile({ membership: OWNER })],
    });
    expect(await screen.findByText('1 Bubble')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Find Bubble', level: 1 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Opret Bubble' })).toBeVisible();
    expect(screen.getByText('Ejer')).toBeVisible();
  });
});
