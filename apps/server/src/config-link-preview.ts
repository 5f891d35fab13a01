import * as v from 'valibot';

// The link previews' part of the configuration (config.ts reads the environment and builds
// it): how the server fetches the pages of links in chat messages (modules/chat
// link-preview-*, platform/fetch-safe).

export interface LinkPreviewConfig {
  /**
   * Host names that may resolve to a private or loopback address: only tests set it
   * (WOB_LINK_PREVIEW_ALLOW_HOSTS), to reach HTTP servers they start on this machine. Empty by
   * default, and refused in production.
   */
  allowHosts: readonly string[];
  /** Previews asked for per account and rate-limit window (RATE_LIMIT_LINK_PREVIEW_MAX). */
  perWindow: number;
  /** Fixed: the whole fetch of a page, and of its image, each (3 s). */
  timeoutMs: number;
}

/** WOB_LINK_PREVIEW_ALLOW_HOSTS: comma-separated host names, lower case. */
export const hostList = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  ),
  v.check(
    (items) => items.every((item) => /^[a-z0-9.-]{1,253}$|^\[?[0-9a-f:.]+\]?$/.test(item)),
    'must be a comma-separated list of host names',
  ),
);

/** The start-up problem of a production environment that allows private hosts, if any. */
export function linkPreviewProductionProblem(allowHosts: string | undefined): string | undefined {
  if (!allowHosts?.trim()) return undefined;
  return 'WOB_LINK_PREVIEW_ALLOW_HOSTS: link previews never reach private addresses in production; unset it';
}
