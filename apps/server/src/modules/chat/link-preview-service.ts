import type { LinkPreview } from '@wob/api';
import { findLinks } from '@wob/validation';
import type { Session } from '../../context';
import { SERVER_MESSAGES as M } from '../../messages';
import { DAY_MS, HOUR_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { FetchRefusedError, fetchSafe } from '../../platform/fetch-safe/fetch-safe';
import { fieldError } from '../../platform/http/http-error';
import type { Job } from '../../platform/jobs/scheduler';
import { ImageRejectedError, processImage } from '../../platform/storage/images';
import { decodeHtml, parsePreview } from './link-preview-parse';
import {
  deletePreviewsFetchedBefore,
  findFreshPreview,
  type LinkPreviewRow,
  savePreview,
  type StoredPreviewImage,
} from './link-preview-store';
import type { ChatKit } from './service-kit';

// Link previews of chat messages (apps/server README "Link previews"). The rule: a preview is
// made only for a link that stands in the text of a message the caller may read, so the
// server fetches nothing a member of the conversation did not post. Previews are cached by
// normalised URL (a day; a page without one for an hour), and while one URL is being
// fetched every other request for it waits for that fetch: a link seen by a whole group is
// fetched once. Pages and images come through the safe fetcher (platform/fetch-safe); the
// image is re-encoded into our own media and served signed, never linked to its origin.

/** An HTML page is read up to this size; a larger one gets no preview. */
export const PAGE_MAX_BYTES = 512 * 1024;
/** The preview image, before re-encoding. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const FOUND_TTL_MS = 24 * HOUR_MS;
const MISSING_TTL_MS = HOUR_MS;
/**
 * A cached preview (and its image) fetched longer ago than this is deleted by the hourly job;
 * long expired by then, it would be fetched again anyway when next asked for.
 */
export const PREVIEW_KEEP_MS = 30 * DAY_MS;
/** Previews deleted per transaction by the cleanup job. */
const CLEANUP_BATCH = 500;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/** The cache key of a link: scheme and host lower case, default port and fragment dropped. */
export function normaliseLink(link: string): string {
  const url = new URL(link);
  url.hash = '';
  return url.href;
}

export function createLinkPreviewOps(kit: ChatKit) {
  const { db, now, media, linkPreview: config, logger, tasks } = kit;
  const inFlight = new Map<string, Promise<LinkPreviewRow>>();

  const fetchOptions = {
    timeoutMs: config.timeoutMs,
    allowHosts: config.allowHosts,
  };

  async function fetchImage(
    imageUrl: string,
    ownerId: string,
  ): Promise<StoredPreviewImage | undefined> {
    try {
      const fetched = await fetchSafe(imageUrl, {
        ...fetchOptions,
        maxBytes: IMAGE_MAX_BYTES,
        accept: (type) => IMAGE_TYPES.has(type),
        acceptHeader: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9',
      });
      // Whatever the server said it is, only a picture that decodes is kept, written anew.
      const image = await processImage(fetched.body);
      const id = newId();
      const path = await media.write(id, 'webp', image.data);
      return {
        id,
        ownerId,
        path,
        bytes: image.data.length,
        width: image.width,
        height: image.height,
      };
    } catch (error) {
      if (error instanceof FetchRefusedError || error instanceof ImageRejectedError)
        return undefined;
      throw error;
    }
  }

  /** Fetches the page (and its image) and stores what it gave, or that it gave nothing. */
  async function refresh(url: string, ownerId: string): Promise<LinkPreviewRow> {
    const fetchedAt = now();
    let parsed: ReturnType<typeof parsePreview> | undefined;
    try {
      const page = await fetchSafe(url, {
        ...fetchOptions,
        maxBytes: PAGE_MAX_BYTES,
        accept: (type) => HTML_TYPES.has(type),
        acceptHeader: 'text/html,application/xhtml+xml;q=0.9',
      });
      parsed = parsePreview(decodeHtml(page.body, page.charset), page.url);
    } catch (error) {
      if (!(error instanceof FetchRefusedError)) throw error;
      logger.info({ reason: error.reason }, 'link preview refused');
    }
    const image = parsed?.imageUrl ? await fetchImage(parsed.imageUrl, ownerId) : undefined;
    const found = Boolean(parsed && (parsed.title || parsed.description || image));
    const row = {
      url,
      found,
      title: (found && parsed?.title) || null,
      description: (found && parsed?.description) || null,
      siteName: (found && parsed?.siteName) || null,
      fetchedAt,
      expiresAt: new Date(fetchedAt.getTime() + (found ? FOUND_TTL_MS : MISSING_TTL_MS)),
    };
    let unused: string[];
    try {
      unused = await savePreview(db, row, image);
    } catch (error) {
      if (image) await media.remove(image.path);
      throw error;
    }
    for (const file of unused) tasks.run('remove link preview image', () => media.remove(file));
    return {
      ...row,
      imageId: image?.id ?? null,
      imageWidth: image?.width ?? null,
      imageHeight: image?.height ?? null,
    };
  }

  /** The cached preview, or one fetch of it shared by everyone asking at the same time. */
  async function previewOf(url: string, ownerId: string): Promise<LinkPreviewRow> {
    const cached = await findFreshPreview(db, url, now());
    if (cached) return cached;
    let running = inFlight.get(url);
    if (!running) {
      running = refresh(url, ownerId).finally(() => inFlight.delete(url));
      inFlight.set(url, running);
    }
    return running;
  }

  function toLinkPreview(link: string, row: LinkPreviewRow): LinkPreview | null {
    if (!row.found) return null;
    return {
      url: link,
      title: row.title,
      description: row.description,
      siteName: row.siteName,
      image:
        row.imageId && row.imageWidth && row.imageHeight
          ? { url: media.signedUrl(row.imageId), width: row.imageWidth, height: row.imageHeight }
          : null,
    };
  }

  /** Deletes the previews older than PREVIEW_KEEP_MS and their images; answers how many. */
  async function deleteOldLinkPreviews(): Promise<number> {
    const before = new Date(now().getTime() - PREVIEW_KEEP_MS);
    let total = 0;
    for (;;) {
      const batch = await deletePreviewsFetchedBefore(db, before, CLEANUP_BATCH);
      for (const file of batch.files) {
        try {
          await media.remove(file);
        } catch (error) {
          logger.error({ err: error, file }, 'could not remove a link preview image');
        }
      }
      total += batch.previews;
      if (batch.previews < CLEANUP_BATCH) return total;
    }
  }

  return {
    /** The scheduler's jobs of the link previews (run with the hourly retention jobs). */
    jobs(): Job[] {
      return [{ name: 'deleteOldLinkPreviews', run: deleteOldLinkPreviews }];
    },

    /**
     * The preview of `url` in message `messageId`: 404 unless the caller may read the message,
     * 422 unless the link stands in its text; null when the page has no preview.
     */
    async linkPreview(
      session: Session,
      input: { messageId: string; url: string },
    ): Promise<LinkPreview | null> {
      const message = await kit.visibleMessage(session, input.messageId);
      const links = message.deletedAt ? [] : findLinks(message.text ?? '');
      if (!links.includes(input.url)) throw fieldError('url', M.linkPreview.notInMessage);
      const row = await previewOf(normaliseLink(input.url), session.user.id);
      return toLinkPreview(input.url, row);
    },
  };
}
