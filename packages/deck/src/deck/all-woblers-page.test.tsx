import { readStored, writeStored } from '@wob/api';
import { apiError } from '@wob/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { houseAds, wobler, woblers } from '../test/deck-fixtures';
import { renderDeck } from '../test/render-deck';
import { DEFAULT_FILTER } from './deck-slice';

const cardHeading = (name: string) => screen.findByRole('heading', { name });
const live = () =>
  screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');

describe('/all-woblers', () => {
  it('shows one Wobler big, with what they show and the Bubbles you share', async () => {
    renderDeck({ path: '/all-woblers', woblers: woblers(3) });
    const card = (await cardHeading('Mette Hansen, 34')).closest('article');
    if (!card) throw new Error('no card');
    const inCard = within(card);
    expect(inCard.getByRole('img', { name: 'Picture of Mette Hansen' })).toBeInTheDocument();
    expect(inCard.getByText('København')).toBeInTheDocument();
    expect(inCard.getByText('4 km away')).toBeInTheDocument();
    expect(inCard.getByText('Female')).toBeInTheDocument();
    const shared = inCard.getByRole('list', { name: 'Bubbles you share' });
    expect(
      within(shared)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Copenhagen Cyclists', 'Strikkeklubben']);
    expect(inCard.getByRole('link', { name: 'See all of Mette Hansen' })).toHaveAttribute(
      'href',
      '/view-wobler/w1',
    );
  });

  it('shows nothing for the fields a Wobler hides, never “null”', async () => {
    renderDeck({
      path: '/all-woblers',
      woblers: [
        wobler({
          _id: 'w1',
          name: 'Private Pia',
          gender: null,
          city: null,
          country: null,
          distance: null,
          sharedBubbles: [],
          about: '',
        }),
      ],
    });
    const card = (await cardHeading('Private Pia, 34')).closest('article');
    expect(card?.textContent).not.toMatch(/null|undefined|km away/);
    expect(card?.querySelector('.wob-wobler-facts')).toBeNull();
  });

  it('brings the next card with the buttons and the arrow keys, and tells screen readers', async () => {
    const { user, server } = renderDeck({ path: '/all-woblers', woblers: woblers(6) });
    await cardHeading('Mette Hansen, 34');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    expect(await cardHeading('Jonas Nielsen, 27')).toBeInTheDocument();
    expect(live()).toHaveTextContent('You liked Mette Hansen. Now showing Jonas Nielsen, 27.');
    await user.keyboard('{ArrowLeft}');
    expect(await cardHeading('Alex Møller, 29')).toBeInTheDocument();
    expect(live()).toHaveTextContent('You passed on Jonas Nielsen.');
    await user.keyboard('{ArrowRight}');
    expect(await cardHeading('Sofie Larsen, 22')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await cardHeading('Oliver Jensen, 41')).toBeInTheDocument();
    expect(server.relationOf('w1').liked).toBe(true);
    expect(server.relationOf('w2').disliked).toBe(true);
    expect(server.relationOf('w3').liked).toBe(true);
    expect(server.relationOf('w4').saved).toBe(true);
  });

  it('keeps the keyboard where it was: Enter on Like likes the next one too', async () => {
    const { user, server } = renderDeck({
      path: '/all-woblers',
      woblers: woblers(6),
      ads: houseAds(),
    });
    await cardHeading('Mette Hansen, 34');
    const like = screen.getByRole('button', { name: 'Like' });
    like.focus();
    await user.keyboard('{Enter}');
    expect(await cardHeading('Jonas Nielsen, 27')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    // The 4th card is an ad: its Next takes the focus, and gives it back to Like.
    await cardHeading('Meet more with Woble Premium');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await cardHeading('Sofie Larsen, 22')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveFocus();
    expect(['w1', 'w2', 'w3'].map((id) => server.relationOf(id).liked)).toEqual([true, true, true]);
  });

  it('opens with the filter saved for later and shows it with a way to edit it', async () => {
    writeStored('searchedWoblersFilter', {
      ...DEFAULT_FILTER,
      gender: 'male',
      ageFrom: 30,
      ageTo: 45,
    });
    const { fake } = renderDeck({ path: '/all-woblers', woblers: woblers(8) });
    expect(await cardHeading('Oliver Jensen, 41')).toBeInTheDocument();
    expect(fake.inputsOf('getAllWoblers')[0]).toMatchObject({
      gender: 'male',
      ageFrom: 30,
      ageTo: 45,
    });
    const summary = screen.getByRole('list', { name: 'Your filter' });
    expect(summary).toHaveTextContent('Male');
    expect(summary).toHaveTextContent('30–45 years');
    expect(screen.getByRole('link', { name: 'Edit filter' })).toHaveAttribute(
      'href',
      '/new-search',
    );
  });

  it('places the house ad 4th, with its link, and passes it with Next', async () => {
    const { user } = renderDeck({ path: '/all-woblers', woblers: woblers(8), ads: houseAds() });
    await cardHeading('Mette Hansen, 34');
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Pass' }));
    }
    const ad = (await cardHeading('Meet more with Woble Premium')).closest('article');
    if (!ad) throw new Error('no ad');
    expect(within(ad).getByText('Ad')).toBeInTheDocument();
    expect(within(ad).getByRole('link', { name: 'See Premium' })).toHaveAttribute(
      'href',
      '/premium',
    );
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    await user.click(within(ad).getByRole('button', { name: 'Next' }));
    expect(await cardHeading('Sofie Larsen, 22')).toBeInTheDocument();
  });

  it("shows the operator's picture on the ad, named by its title, and Woble's colours without one", async () => {
    const [premium, ...rest] = houseAds();
    if (!premium) throw new Error('no ad');
    const ads = [{ ...premium, imageUrl: '/media/ads/summer.webp' }, ...rest];
    const { user } = renderDeck({ path: '/all-woblers', woblers: woblers(12), ads });
    await cardHeading('Mette Hansen, 34');
    for (let step = 0; step < 3; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Pass' }));
    }
    const ad = (await cardHeading('Meet more with Woble Premium')).closest('article');
    if (!ad) throw new Error('no ad');
    expect(within(ad).getByRole('img', { name: 'Meet more with Woble Premium' })).toHaveAttribute(
      'src',
      '/media/ads/summer.webp',
    );
    await user.click(within(ad).getByRole('button', { name: 'Next' }));
    for (let step = 0; step < 7; step += 1) {
      await user.click(screen.getByRole('button', { name: 'Pass' }));
    }
    const plain = (await cardHeading('Find your Bubble')).closest('article');
    if (!plain) throw new Error('no second ad');
    expect(within(plain).queryByRole('img')).toBeNull();
  });

  it('celebrates a connection and opens the chat with the Wobler selected', async () => {
    const { user, router } = renderDeck({
      path: '/all-woblers',
      woblers: woblers(3),
      likedBy: ['w1'],
    });
    await cardHeading('Mette Hansen, 34');
    await user.click(screen.getByRole('button', { name: 'Like' }));
    const dialog = await screen.findByRole('dialog', { name: 'It’s a match' });
    expect(dialog).toHaveTextContent('You and Mette Hansen like each other.');
    await user.click(within(dialog).getByRole('button', { name: 'Message' }));
    expect(readStored('selectedWobler')).toEqual({
      id: 'w1',
      name: 'Mette Hansen',
      isMatched: true,
    });
    expect(await screen.findByText('Chat page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/chat');
  });

  it('keeps browsing after a match, and the arrow keys do nothing while it is open', async () => {
    const { user } = renderDeck({ path: '/all-woblers', woblers: woblers(3), likedBy: ['w1'] });
    await cardHeading('Mette Hansen, 34');
    await user.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'It’s a match' });
    await user.keyboard('{ArrowLeft}');
    await user.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await cardHeading('Jonas Nielsen, 27')).toBeInTheDocument();
  });

  it('says when the deck is over, with a way to change the filter', async () => {
    const { user } = renderDeck({ path: '/all-woblers', woblers: woblers(1) });
    await cardHeading('Mette Hansen, 34');
    await user.click(screen.getByRole('button', { name: 'Pass' }));
    expect(
      await screen.findByRole('heading', { name: 'No more Woblers for this filter' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change filter' })).toHaveAttribute(
      'href',
      '/new-search',
    );
    expect(live()).toHaveTextContent('No more Woblers for this filter.');
  });

  it('shows an error with a retry when the Woblers cannot be loaded', async () => {
    const { user, fake, server } = renderDeck({ path: '/all-woblers', woblers: woblers(2) });
    fake.on('getAllWoblers', () => {
      throw apiError(0);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The Woblers could not be loaded.');
    const answer = server.handlers.getAllWoblers;
    if (answer) fake.on('getAllWoblers', answer);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await cardHeading('Mette Hansen, 34')).toBeInTheDocument();
  });

  it('says so when a distance was asked for but the person’s place is unknown', async () => {
    writeStored('searchedWoblersFilter', { ...DEFAULT_FILTER, distance: 25 });
    renderDeck({ path: '/all-woblers', woblers: woblers(2), locationUnknown: true });
    await cardHeading('Mette Hansen, 34');
    expect(screen.getByRole('note')).toHaveTextContent('We do not know where you are');
    expect(
      within(screen.getByRole('note')).getByRole('link', { name: 'Set your position' }),
    ).toHaveAttribute('href', '/new-search');
  });
});

describe('the Report Wobler dialog', () => {
  it('asks for a reason with the spec’s words, then reports and the card leaves', async () => {
    const { user, server, toasts } = renderDeck({ path: '/all-woblers', woblers: woblers(3) });
    await cardHeading('Mette Hansen, 34');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Mette Hansen' });
    // The arrow keys belong to the dialog now.
    await user.keyboard('{ArrowRight}');
    expect(server.relationOf('w1').liked).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Select One of the reason')).toBeInTheDocument();
    expect(server.reports).toEqual([]);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Inappropriate content', 'Inappropriate behaviour', 'Fake profile', 'Other']);
    await user.click(within(dialog).getByRole('radio', { name: 'Fake profile' }));
    expect(within(dialog).queryByText('Select One of the reason')).toBeNull();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Anything to add?' }),
      'Celebrity photos',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await cardHeading('Jonas Nielsen, 27')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.reports).toEqual([
      { wobler: 'w1', reason: 'fake-profile', details: 'Celebrity photos' },
    ]);
    expect(toasts).toEqual([
      { tone: 'success', text: 'Thank you. Your report has been sent to our moderators.' },
    ]);
  });

  it('shows the Danish words of the reasons and the message', async () => {
    const { user } = renderDeck({ path: '/all-woblers', woblers: woblers(2), locale: 'da' });
    await cardHeading('Mette Hansen, 34');
    await user.click(screen.getByRole('button', { name: 'Anmeld' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anmeld Mette Hansen' });
    await user.click(within(dialog).getByRole('button', { name: 'Send anmeldelse' }));
    expect(within(dialog).getByText('Vælg en af grundene')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Falsk profil' })).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    const { user, fake } = renderDeck({ path: '/all-woblers', woblers: woblers(2) });
    fake.on('reportWobler', () => {
      throw apiError(429, 'Too many reports. Try again later.');
    });
    await cardHeading('Mette Hansen, 34');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Mette Hansen' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Too many reports. Try again later.',
    );
    // Still the same card behind the dialog (hidden from screen readers while it is open).
    expect(
      screen.getByRole('heading', { name: 'Mette Hansen, 34', hidden: true }),
    ).toBeInTheDocument();
  });
});
