import type { FaqList } from '@wob/api';
import { endpoints, FAQ_PAGE_SIZE } from '@wob/api';
import { type ActionResult, createLatest, type LoadStatus, OK } from '@wob/store';
import type { PremiumSliceKit } from './premium-kit';

export interface FaqSlice {
  /** The FAQs as the last request answered them (page 1 with `faqLimit` items). */
  faqs: FaqList | null;
  /** The first fetch of the list; a failed 'read more' does not turn the list into an error. */
  faqStatus: LoadStatus;
  /** Spec sections 4 and 9: the limit starts at 5 and each 'read more' adds 5. */
  faqLimit: number;
  /** The 'read more' request: running, or failed with the list still shown. */
  faqMore: 'idle' | 'loading' | 'error';

  /** Fetches page 1 with the first limit; with `background`, refreshes what is shown. */
  loadFaqs(options?: { background?: boolean }): Promise<ActionResult>;
  /** Asks for page 1 again with the limit grown by 5, while `readMore` says there is more. */
  readMoreFaqs(): Promise<ActionResult>;
}

export function createFaqSlice({ set, get, deps, feedback }: PremiumSliceKit<FaqSlice>): FaqSlice {
  const latest = createLatest();

  async function fetchFaqs(limit: number) {
    const answer = await deps.api.call(endpoints.listFaqs, { page: 1, limit });
    if (!answer.data) throw new Error('list-all answered without data');
    return answer.data;
  }

  return {
    faqs: null,
    faqStatus: 'idle',
    faqLimit: FAQ_PAGE_SIZE,
    faqMore: 'idle',

    async loadFaqs(options = {}) {
      const ticket = latest.next();
      const background = options.background === true && get().faqs !== null;
      const limit = background ? get().faqLimit : FAQ_PAGE_SIZE;
      if (!background) set({ faqStatus: 'loading', faqLimit: limit, faqMore: 'idle' });
      try {
        const faqs = await fetchFaqs(limit);
        if (latest.isLatest(ticket)) set({ faqs, faqStatus: 'ready', faqLimit: limit });
        return OK;
      } catch (error) {
        console.warn('list-all failed', error);
        if (latest.isLatest(ticket) && !background) set({ faqStatus: 'error', faqs: null });
        return feedback.failure(error);
      }
    },

    async readMoreFaqs() {
      const { faqs, faqLimit, faqMore } = get();
      if (!faqs?.readMore || faqMore === 'loading') return OK;
      const ticket = latest.next();
      const limit = faqLimit + FAQ_PAGE_SIZE;
      set({ faqMore: 'loading' });
      try {
        const next = await fetchFaqs(limit);
        if (latest.isLatest(ticket)) set({ faqs: next, faqLimit: limit, faqMore: 'idle' });
        return OK;
      } catch (error) {
        console.warn('list-all (read more) failed', error);
        if (latest.isLatest(ticket)) set({ faqMore: 'error' });
        return feedback.failure(error);
      }
    },
  };
}
