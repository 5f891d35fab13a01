import { createPagingQuerySchema, SUPPORT_TOPICS, SupportTicketSchema } from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

/** Spec section 9: FAQs limit starts at 5 and grows by 5. */
export const FAQ_PAGE_SIZE = 5;
export const FAQ_MAX_LIMIT = 100;

export const FaqSchema = v.object({
  _id: v.string(),
  question: v.string(),
  answer: v.string(),
});

export const FaqListSchema = v.object({
  docs: v.array(FaqSchema),
  totalDocs: v.number(),
  page: v.number(),
  limit: v.number(),
  totalPages: v.number(),
  hasNextPage: v.boolean(),
  /** Spec section 3: whether 'read more' would show further FAQs. */
  readMore: v.boolean(),
});

export const SupportTicketViewSchema = v.object({
  _id: v.string(),
  topic: v.picklist(SUPPORT_TOPICS),
  /** Premium members' requests are answered first (the 24/7 promise). */
  priority: v.boolean(),
  createdAt: v.string(),
});

export const listFaqs = defineEndpoint({
  id: 'listFaqs',
  method: 'GET',
  path: '/api/faqs/list-all',
  summary: "FAQs in the caller's language, in their set order; page=1 and a limit that grows by 5.",
  tag: 'support',
  auth: 'required',
  request: createPagingQuerySchema(FAQ_PAGE_SIZE, FAQ_MAX_LIMIT),
  response: FaqListSchema,
});

export const createSupportTicket = defineEndpoint({
  id: 'createSupportTicket',
  method: 'POST',
  path: '/api/support/create-ticket',
  summary: 'Store a support request and e-mail it to the support team; premium ones are priority.',
  tag: 'support',
  auth: 'required',
  request: SupportTicketSchema,
  response: v.object({ ticket: SupportTicketViewSchema }),
});

export type Faq = v.InferOutput<typeof FaqSchema>;
export type FaqList = v.InferOutput<typeof FaqListSchema>;
export type SupportTicketView = v.InferOutput<typeof SupportTicketViewSchema>;
