import { type ReactNode, useEffect, useState } from 'react';
import { isEmojiGrapheme } from '../store/messages';

// A message's text with every emoji drawn as the Twemoji image of the picker, so a message
// looks the same on every system (one without a colour emoji font shows grey outlines). Each
// image has the character as its `alt`: screen readers name it, and copying keeps it. Text
// without emoji loads nothing; with emoji, the URL map is one lazy chunk and the images load
// lazily, each once. Until the map is there the characters show as they are.

type Images = typeof import('./emoji-images');

let loading: Promise<Images> | null = null;
let loaded: Images | null = null;

/** The image map, loaded once (a chunk of its own). */
export function loadEmojiImages(): Promise<Images> {
  loading ??= import('./emoji-images').then((module) => {
    loaded = module;
    return module;
  });
  return loading;
}

function hasEmoji(text: string): boolean {
  return /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20E3/u.test(text);
}

/** The text split into strings and emoji images. */
function withImages(text: string, images: Images): ReactNode[] {
  const parts: ReactNode[] = [];
  let plain = '';
  let index = 0;
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(text)) {
    const url = isEmojiGrapheme(segment) ? images.emojiImageUrl(segment) : null;
    if (!url) {
      plain += segment;
      continue;
    }
    if (plain) parts.push(plain);
    plain = '';
    parts.push(
      <img
        key={index}
        className="wob-emoji"
        src={url}
        alt={segment}
        loading="lazy"
        decoding="async"
        draggable={false}
      />,
    );
    index += 1;
  }
  if (plain) parts.push(plain);
  return parts;
}

export function EmojiText({ text }: { text: string }) {
  const needed = hasEmoji(text);
  const [images, setImages] = useState<Images | null>(needed ? loaded : null);
  useEffect(() => {
    if (!needed || images) return;
    let live = true;
    loadEmojiImages().then(
      (module) => {
        if (live) setImages(module);
      },
      // Without the map the characters stay as they are.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, images]);
  if (!needed || !images) return <>{text}</>;
  return <>{withImages(text, images)}</>;
}
