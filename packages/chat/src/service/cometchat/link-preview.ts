import { previewLinkOf } from '../link-preview';
import type { ChatMessage, LinkPreview } from '../port';

// Link previews on CometChat: its Link Preview extension fetches the pages on CometChat's side
// and puts what it found in the text message's metadata, as
// `@injected.extensions['link-preview'].links: [{ url, title, description, image, favicon }]`
// (missing when the extension is off or timed out). The adapter answers the entry of the link
// the bubble shows (previewLinkOf), or the first entry. Its image and favicon are the page's
// own URLs: the chat never shows a picture from a stranger's server (that would tell the page
// who reads it), so a CometChat preview has text only.

const TEXT_MAX = 300;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const folded = value.replace(/\s+/g, ' ').trim();
  if (folded === '') return null;
  return folded.length <= TEXT_MAX ? folded : `${folded.slice(0, TEXT_MAX - 1).trimEnd()}…`;
}

/** The link-preview extension's entries of a message's metadata; [] without any. */
function extensionLinks(message: ChatMessage): Record<string, unknown>[] {
  const injected = message.metadata?.['@injected'];
  const extensions = isRecord(injected) ? injected.extensions : undefined;
  const preview = isRecord(extensions) ? extensions['link-preview'] : undefined;
  const links = isRecord(preview) ? preview.links : undefined;
  return Array.isArray(links) ? links.filter(isRecord) : [];
}

export function linkPreviewFromMetadata(message: ChatMessage): LinkPreview | null {
  const link = previewLinkOf(message);
  if (link === null) return null;
  const links = extensionLinks(message);
  const entry = links.find((candidate) => candidate.url === link) ?? links[0];
  if (!entry) return null;
  const title = text(entry.title);
  const description = text(entry.description);
  if (title === null && description === null) return null;
  return { url: link, title, description, siteName: null, image: null };
}
