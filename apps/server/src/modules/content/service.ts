import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { createAdEditor } from './ads';
import { createBubbleTakedowns, type TakedownNotices } from './bubbles';
import { createFaqEditor } from './faqs';
import type { OperatorDetailsService } from './operator';

export interface ContentDeps {
  db: Db;
  now: Clock;
  /** Where the house ads' pictures are kept (content/ad-images.ts). */
  media: MediaStorage;
  logger: FastifyBaseLogger;
  /**
   * The operator's details (operator.ts), built by the caller: the support module mails the
   * saved address too, and is created before this service.
   */
  operator: OperatorDetailsService;
  notices: TakedownNotices;
}

/**
 * What the operator edits in the console (README 'Content'): FAQs, the deck's house ads,
 * Bubble takedown and the operator's details. Members read the results through their own
 * modules (support, deck, bubbles) and /api/site.
 */
export function createContentService(deps: ContentDeps) {
  const { db } = deps;
  return {
    now: deps.now,
    faqs: createFaqEditor(db),
    ads: createAdEditor(db, deps.media, deps.logger),
    bubbles: createBubbleTakedowns(db, deps.notices),
    operator: deps.operator,
  };
}

export type ContentService = ReturnType<typeof createContentService>;
