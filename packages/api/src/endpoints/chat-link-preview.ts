import { LinkPreviewQuerySchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

// The link preview of a link in a chat message, fetched by the server (never by the browser)
// and cached by URL: the page's title, description and site name, and its image copied into
// our own media (a signed `/media/…` URL, never the page's own image URL).

export const LinkPreviewSchema = v.object({
  /** The link as it stands in the message. */
  url: v.string(),
  title: v.nullable(v.string()),
  description: v.nullable(v.string()),
  siteName: v.nullable(v.string()),
  /** Our copy of the page's image (signed media URL), with its size for layout. */
  image: v.nullable(v.object({ url: v.string(), width: v.number(), height: v.number() })),
});

export type LinkPreview = v.InferOutput<typeof LinkPreviewSchema>;

export const chatLinkPreview = defineEndpoint({
  id: 'chatLinkPreview',
  method: 'GET',
  path: '/chat-api/link-preview',
  summary:
    'The preview of a link in a message the caller may read (the URL must occur in its text); null when the page has none or cannot be fetched safely. Rate-limited per account.',
  tag: 'chat-api',
  auth: 'required',
  request: LinkPreviewQuerySchema,
  response: v.object({ preview: v.nullable(LinkPreviewSchema) }),
});
