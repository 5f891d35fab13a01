// The operator's files in the media storage (not in the `media` table, which holds members'
// files): the house ads' pictures at 'ads/<id>.webp'. Their URL is shared by the console
// (modules/content) and the deck (modules/deck), which may not import each other.

/** The public URL of an ad's picture (served by modules/content/ad-images.ts), or null. */
export function adImageUrl(key: string | null): string | null {
  return key ? `/media/${key}` : null;
}
