import type { Site } from '@wob/api';
import { endpoints } from '@wob/api';
import type { ActionResult } from '@wob/auth';
import type { StoreApi } from 'zustand/vanilla';
import { failure, isAbort, type LoadStatus, OK } from './actions';
import type { PremiumState, SliceDeps } from './premium-store';

/** What the browser offers for sharing; every part may be missing. */
export interface ShareEnvironment {
  /** The Web Share API (`navigator.share`): the system's share sheet. */
  share?: (data: ShareData) => Promise<void>;
  /** `navigator.clipboard.writeText`, only in secure contexts. */
  writeText?: (text: string) => Promise<void>;
  /** The last resort: a selected, hidden textarea and `document.execCommand('copy')`. */
  copyWithSelection?: (text: string) => boolean;
}

export interface ShareLink {
  url: string;
  title: string;
  text: string;
}

/** 'dismissed': the person closed the share sheet; nothing to say. */
export type ShareOutcome = 'shared' | 'copied' | 'dismissed' | 'failed';

export interface ShareSlice {
  /** The operator's details and social links (GET /api/site); null until they came. */
  site: Site | null;
  siteStatus: LoadStatus;
  loadSite(): Promise<ActionResult>;
  /** Shares with the Web Share API where the browser has it, else copies the link. */
  share(link: ShareLink): Promise<ShareOutcome>;
  /** Copies the link and says so ('Link copied'). */
  copyLink(url: string): Promise<ShareOutcome>;
}

function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    // Deprecated, but the only copy that works where the Clipboard API does not (plain HTTP).
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** The real browser's share and copy functions, read when used (not at start). */
export function browserShareEnvironment(): ShareEnvironment {
  const nav: Partial<Navigator> = typeof navigator === 'undefined' ? {} : navigator;
  return {
    share:
      typeof nav.share === 'function'
        ? (data) => nav.share?.(data) ?? Promise.resolve()
        : undefined,
    writeText: nav.clipboard?.writeText
      ? (text) => nav.clipboard?.writeText(text) ?? Promise.resolve()
      : undefined,
    copyWithSelection: typeof document === 'undefined' ? undefined : copyWithSelection,
  };
}

export function createShareSlice(
  deps: SliceDeps,
  set: StoreApi<PremiumState>['setState'],
  get: StoreApi<PremiumState>['getState'],
): ShareSlice {
  async function copy(url: string): Promise<ShareOutcome> {
    const environment = deps.shareEnvironment();
    let copied = false;
    if (environment.writeText) {
      try {
        await environment.writeText(url);
        copied = true;
      } catch (error) {
        console.warn('clipboard.writeText failed', error);
      }
    }
    if (!copied) copied = environment.copyWithSelection?.(url) ?? false;
    if (copied) {
      deps.notify.success(deps.translate('support:share.copied'));
      return 'copied';
    }
    deps.notify.error(deps.translate('support:share.copyFailed'));
    return 'failed';
  }

  return {
    site: null,
    siteStatus: 'idle',

    async loadSite() {
      if (get().site === null) set({ siteStatus: 'loading' });
      try {
        const answer = await deps.api.call(endpoints.site, {});
        if (!answer.data) throw new Error('GET /api/site answered without data');
        set({ site: answer.data, siteStatus: 'ready' });
        return OK;
      } catch (error) {
        console.warn('GET /api/site failed', error);
        if (get().site === null) set({ siteStatus: 'error' });
        return failure(error);
      }
    },

    async share(link) {
      const { share } = deps.shareEnvironment();
      if (share) {
        try {
          await share({ url: link.url, title: link.title, text: link.text });
          return 'shared';
        } catch (error) {
          if (isAbort(error)) return 'dismissed';
          // NotAllowedError and friends (no user gesture, a policy): copying still works.
          console.warn('navigator.share failed', error);
        }
      }
      return copy(link.url);
    },

    copyLink: copy,
  };
}
