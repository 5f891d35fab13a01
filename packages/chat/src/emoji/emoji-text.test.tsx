import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmojiText, loadEmojiImages } from './emoji-text';

// Emoji in message text are drawn as the picker's Twemoji images (emoji-datasource-twitter),
// named by their character, so a message looks the same on every system.

describe('EmojiText', () => {
  // The map of 3,786 image URLs is one module per image under vitest (one chunk in a build).
  beforeAll(() => loadEmojiImages(), 60_000);

  it('draws each emoji as its Twemoji image with the character as alt, and keeps the text', () => {
    const { container } = render(
      <p>
        <EmojiText text="Hej 🎉 ses 👍🏽 kl. 7 #1 🇩🇰!" />
      </p>,
    );
    const party = screen.getByRole('img', { name: '🎉' });
    expect(party.getAttribute('src')).toMatch(/1f389\.png/);
    expect(party).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: '👍🏽' }).getAttribute('src')).toMatch(
      /1f44d-1f3fd\.png/,
    );
    expect(screen.getByRole('img', { name: '🇩🇰' }).getAttribute('src')).toMatch(/1f1e9-1f1f0\.png/);
    // Digits and # are text; the words stay as they were, in order.
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(container.textContent).toBe('Hej  ses  kl. 7 #1 !');
  });

  it('finds the image whether or not the text carries the variation selector', async () => {
    const images = await loadEmojiImages();
    expect(images.emojiImageUrl('☕')).toMatch(/2615\.png/);
    expect(images.emojiImageUrl('☕️')).toMatch(/2615\.png/);
    expect(images.emojiImageUrl('❤')).toMatch(/2764-fe0f\.png/);
    expect(images.emojiImageUrl('a')).toBeNull();
  });

  it('loads nothing for text without emoji', () => {
    const { container } = render(<EmojiText text="Bare tekst, 100 %" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('Bare tekst, 100 %');
  });
});
