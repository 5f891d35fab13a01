import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/stories';
import * as stories from './composer-mentions.stories';

const mentions = composeStories(stories);

// The mention stories show what they say: the suggestion list open over the composer (all
// members but oneself, or those matching), in English and Danish, beside a highlighted message.

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.lastElementChild?.textContent);

describe('mention stories', () => {
  it('open the suggestions and highlight the mentions', async () => {
    await mentions.SuggestionsOpen.run();
    const list = await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(await within(list).findAllByRole('option')).toHaveLength(3);
    expect(names(list)).not.toContain('Karen Blixen');
    expect(await screen.findByText('@Karen Blixen')).toHaveClass('wob-message__mention--me');
  });

  it('narrow the list, and speak Danish', async () => {
    await mentions.SuggestionsNarrowed.run();
    const list = await screen.findByRole('listbox');
    await expect.poll(() => names(list)).toEqual(['Sofie Østergaard-Christiansen']);
    document.body.innerHTML = '';
    await mentions.SuggestionsDanish.run();
    expect(
      await screen.findByRole('listbox', { name: 'Medlemmer, du kan nævne' }),
    ).toBeInTheDocument();
  });
});
