import type { Site } from '@wob/api';
import { endpoints } from '@wob/api';
import { type ActionResult, isAbort, type LoadStatus, OK } from '@wob/store';
import type { PremiumSliceKit } from './premium-kit';

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

export function createShareSlice({
  set,
  get,
  deps,
  feedback,
}: PremiumSliceKit<ShareSlice>): ShareSlice {
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
      feedback.notify.success(feedback.translate('support:share.copied'));
      return 'copied';
    }
    feedback.notify.error(feedback.translate('support:share.copyFailed'));
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
        return feedback.failure(error);
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
