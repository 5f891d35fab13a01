import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@wob/i18n';
import { createI18n } from '@wob/i18n/react';
import { AppProviders } from '@wob/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { EmojiPicker } from './emoji-picker';
import { SKIN_TONE_STORAGE_KEY } from './skin-tone';

// Each test renders the whole picker (a category's emoji images) and searches in jsdom: seconds
// on a busy machine, so these tests get more time than the default 15 s.
vi.setConfig({ testTimeout: 60_000 });

function renderPicker(locale: Locale) {
  const onPick = vi.fn<(char: string) => void>();
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={createI18n(locale)} locale={locale}>
      <EmojiPicker onPick={onPick} />
    </AppProviders>,
  );
  return { ...view, onPick, user };
}

const grid = () => screen.getByRole('grid');

/**
 * The row of an emoji in the grid, once it is there: the Danish names load in a chunk of their
 * own, and until it has arrived a Danish query finds nothing, so the grid itself may come later.
 */
const findRow = (name: string) => waitFor(() => within(grid()).getByRole('row', { name }));

/** The names of the emoji shown, in order, as a screen reader reads them. */
function shownNames(): string[] {
  return within(grid())
    .getAllByRole('row')
    .map((row) => row.textContent ?? '');
}

/**
 * Puts a query into the search field as one input (as a paste or a keyboard's autocomplete
 * does): typed key by key, every prefix would render its own results — hundreds of emoji rows
 * in jsdom per key — while what is checked is the results of the whole query.
 */
async function search(user: ReturnType<typeof userEvent.setup>, label: string, query: string) {
  const field = screen.getByRole('searchbox', { name: label });
  await user.clear(field);
  await user.paste(query);
  expect(field).toHaveValue(query);
}

describe('the emoji picker in Danish', () => {
  it('finds emoji by their Danish names and tags', async () => {
    const { user, onPick } = renderPicker('da');
    await search(user, 'Søg emoji', 'hjerte');
    // The Danish names load in a chunk of their own: the results come when it has arrived.
    const heart = await findRow('rødt hjerte');
    await user.click(heart);
    expect(onPick).toHaveBeenLastCalledWith('❤️');

    await search(user, 'Søg emoji', 'kat');
    expect(shownNames()).toEqual(expect.arrayContaining(['kat', 'kattehoved']));

    // 'killing' and 'kæledyr' are tags of 🐈, not words of its name.
    await search(user, 'Søg emoji', 'killing');
    expect(shownNames()).toContain('kat');
  });

  it('ranks names that start with the query before names and tags that only contain it', async () => {
    const { user } = renderPicker('da');
    await search(user, 'Søg emoji', 'smil');
    await findRow('smilende ansigt');
    const names = shownNames();
    // ☺️ 'smilende ansigt' starts with it; 😀 'grinende ansigt' (first in the set) has it as a tag.
    expect(names[0]).toMatch(/^smil/);
    expect(names).toContain('grinende ansigt');
    expect(names.indexOf('smilende ansigt')).toBeLessThan(names.indexOf('grinende ansigt'));
    const firstTagOnly = names.findIndex(
      (name) => !name.split(' ').some((w) => w.startsWith('smil')),
    );
    expect(names.slice(firstTagOnly).every((name) => !name.startsWith('smil'))).toBe(true);
  });

  it('matches the starts of words, in any case, with æ, ø and å', async () => {
    const { user } = renderPicker('da');
    await search(user, 'Søg emoji', 'hje');
    expect(await findRow('rødt hjerte')).toBeInTheDocument();

    await search(user, 'Søg emoji', 'RØDT HJ');
    expect(shownNames()[0]).toBe('rødt hjerte');

    // Inside a word is not a match.
    await search(user, 'Søg emoji', 'jerte');
    expect(screen.queryByRole('row', { name: 'rødt hjerte' })).not.toBeInTheDocument();

    await search(user, 'Søg emoji', 'kæled');
    expect(shownNames()).toContain('kat');

    // 'åben' typed as a + combining ring (as some keyboards send it) is the same word.
    await search(user, 'Søg emoji', 'a\u030Aben mund');
    expect(shownNames()).toContain('grinende ansigt med store øjne');
  });

  it('still finds emoji by their English short names', async () => {
    const { user } = renderPicker('da');
    await search(user, 'Søg emoji', 'thumbsup');
    expect(await findRow('tommelfinger op')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = renderPicker('da');
    await search(user, 'Søg emoji', 'xqzv');
    expect(screen.getByText('Ingen emoji fundet')).toBeInTheDocument();
  });
});

describe('the emoji picker in English', () => {
  it('finds emoji by their English names and tags, not the Danish ones', async () => {
    const { user, onPick } = renderPicker('en');
    await search(user, 'Search emoji', 'red heart');
    await user.click(await findRow('red heart'));
    expect(onPick).toHaveBeenLastCalledWith('❤️');

    await search(user, 'Search emoji', 'kitten');
    expect(shownNames()).toContain('cat');

    await search(user, 'Search emoji', 'hjerte');
    expect(screen.getByText('No emoji found')).toBeInTheDocument();
  });
});

describe('skin tones', () => {
  it('offers six tones as a radio group, the default chosen', () => {
    renderPicker('da');
    const group = screen.getByRole('radiogroup', { name: 'Hudfarve' });
    const tones = within(group).getAllByRole('radio');
    expect(tones.map((tone) => tone.getAttribute('aria-label'))).toEqual([
      'Standard',
      'Lys',
      'Mellemlys',
      'Mellem',
      'Mellemmørk',
      'Mørk',
    ]);
    expect(within(group).getByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it('puts the chosen tone into emoji that have tones, and only those', async () => {
    const { user, onPick } = renderPicker('en');
    await user.click(screen.getByRole('radio', { name: 'Medium' }));
    expect(screen.getByRole('radio', { name: 'Medium' })).toBeChecked();

    await search(user, 'Search emoji', 'thumbs up');
    await user.click(await findRow('thumbs up'));
    expect(onPick).toHaveBeenLastCalledWith('👍🏽');

    await search(user, 'Search emoji', 'red heart');
    await user.click(within(grid()).getByRole('row', { name: 'red heart' }));
    expect(onPick).toHaveBeenLastCalledWith('❤️');

    // Two people take the tone for both: 🧑🏽‍🤝‍🧑🏽.
    await search(user, 'Search emoji', 'people holding hands');
    await user.click(within(grid()).getByRole('row', { name: 'people holding hands' }));
    expect(onPick).toHaveBeenLastCalledWith('🧑🏽‍🤝‍🧑🏽');

    await user.click(screen.getByRole('radio', { name: 'Default' }));
    await search(user, 'Search emoji', 'thumbs up');
    await user.click(within(grid()).getByRole('row', { name: 'thumbs up' }));
    expect(onPick).toHaveBeenLastCalledWith('👍');
  });

  it('shows the toned emoji in the grid', async () => {
    const { user } = renderPicker('en');
    await search(user, 'Search emoji', 'thumbs up');
    const row = await findRow('thumbs up');
    const sprite = () =>
      row.querySelector<HTMLElement>('.wob-emoji-sprite')?.style.backgroundPosition;
    const plain = sprite();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    const dark = within(grid()).getByRole('row', { name: 'thumbs up' });
    expect(dark.querySelector<HTMLElement>('.wob-emoji-sprite')?.style.backgroundPosition).not.toBe(
      plain,
    );
  });

  it('moves the choice with the arrow keys', async () => {
    const { user } = renderPicker('en');
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Medium-light' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Medium-light' })).toHaveFocus();
  });

  it('keeps the choice on this device across openings', async () => {
    const first = renderPicker('en');
    await first.user.click(screen.getByRole('radio', { name: 'Medium-dark' }));
    first.unmount();

    const again = renderPicker('en');
    expect(screen.getByRole('radio', { name: 'Medium-dark' })).toBeChecked();
    await search(again.user, 'Search emoji', 'thumbs up');
    await again.user.click(await findRow('thumbs up'));
    expect(again.onPick).toHaveBeenLastCalledWith('👍🏾');
  });

  it('falls back to the default tone when the stored one is not a tone', () => {
    localStorage.setItem(SKIN_TONE_STORAGE_KEY, 'purple');
    renderPicker('en');
    expect(screen.getByRole('radio', { name: 'Default' })).toBeChecked();
  });
});
