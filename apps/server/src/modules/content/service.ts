import type { OperatorDetails } from '../../config';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { MediaStorage } from '../../platform/storage/media-storage';
import { createAdEditor } from './ads';
import { createBubbleTakedowns, type TakedownNotices } from './bubbles';
import { createFaqEditor } from './faqs';
import { createOperatorDetails } from './operator';

export interface ContentDeps {
  db: Db;
  now: Clock;
  /** Where the house ads' pictures are kept (content/ad-images.ts). */
  media: MediaStorage;
  logger: FastifyBaseLogger;
  /** The server's WOB_OPERATOR_* settings: the details shown until the console saves some. */
  operatorSettings: OperatorDetails;
  /** In production, the settings still unset (config.ts): refused at start without saved ones. */
  operatorUnsetInProduction: readonly string[];
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
    operator: createOperatorDetails(db, deps.operatorSettings, deps.operatorUnsetInProduction),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
