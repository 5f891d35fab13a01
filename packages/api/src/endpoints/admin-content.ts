import {
  AdFormSchema,
  FaqFormSchema,
  OperatorDetailsSchema,
  SocialLinkSchema,
  TakedownReasonSchema,
} from '@wob/validation';
import * as v from 'valibot';
import { defineEndpoint } from '../contract';

// The console's content editors, all under /admin-api/ and behind an administrator's session:
// FAQs and the deck's house ads and Bubble takedown (moderators too), the operator's details
// (administrators only). Every change writes one audit entry in its own transaction.

const IdSchema = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100));
const LanguageSchema = v.picklist(['da', 'en']);
/** A new order: every id of the list, each once (the server refuses another set with 409). */
// An ad may carry its picture as a data URL (IMAGE_MAX_BYTES, base64 is 4/3 of it).
const AD_BODY_LIMIT = 8 * 1024 * 1024;
const OrderSchema = v.pipe(v.array(IdSchema), v.minLength(1), v.maxLength(500));

export const AdminFaqSchema = v.object({
  id: v.string(),
  position: v.number(),
  questionDa: v.string(),
  answerDa: v.string(),
  questionEn: v.string(),
  answerEn: v.string(),
  published: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.nullable(v.string()),
});
export type AdminFaq = v.InferOutput<typeof AdminFaqSchema>;

export const AdminAdSchema = v.object({
  id: v.string(),
  language: LanguageSchema,
  position: v.number(),
  title: v.string(),
  body: v.string(),
  url: v.string(),
  cta: v.string(),
  /** The ad's picture (public, cached for good: a new picture has a new URL), or null. */
  imageUrl: v.nullable(v.string()),
  active: v.boolean(),
  startsAt: v.nullable(v.string()),
  endsAt: v.nullable(v.string()),
  /** Whether the deck shows it now: active and inside its period. */
  live: v.boolean(),
  createdAt: v.string(),
  updatedAt: v.nullable(v.string()),
});
export type AdminAd = v.InferOutput<typeof AdminAdSchema>;

export const AdminBubbleSchema = v.object({
  id: v.string(),
  name: v.string(),
  title: v.string(),
  color: v.string(),
  private: v.boolean(),
  membersCount: v.number(),
  owner: v.object({ id: v.string(), name: v.string(), email: v.string() }),
  createdAt: v.string(),
  takenDownAt: v.nullable(v.string()),
  takedownReason: v.nullable(v.string()),
});
export type AdminBubble = v.InferOutput<typeof AdminBubbleSchema>;

export const OperatorDetailsViewSchema = v.object({
  company: v.string(),
  cvr: v.string(),
  address: v.string(),
  email: v.string(),
  social: v.array(SocialLinkSchema),
});
export type OperatorDetailsView = v.InferOutput<typeof OperatorDetailsViewSchema>;

export const AdminOperatorSchema = v.object({
  /** What the landing page and the legal texts show now. */
  effective: OperatorDetailsViewSchema,
  /** Where they come from: saved in the console, or the server's WOB_OPERATOR_* settings. */
  source: v.picklist(['console', 'settings']),
  /** True while the shown details are still the placeholders shipped with the code. */
  placeholders: v.boolean(),
  updatedAt: v.nullable(v.string()),
  updatedBy: v.nullable(v.string()),
});
export type AdminOperator = v.InferOutput<typeof AdminOperatorSchema>;

const faqList = v.object({ faqs: v.array(AdminFaqSchema) });
const adList = v.object({ ads: v.array(AdminAdSchema) });
const bubbleAnswer = v.object({ bubble: AdminBubbleSchema });

export const adminFaqs = defineEndpoint({
  id: 'adminFaqs',
  method: 'GET',
  path: '/admin-api/faqs',
  summary: 'Every FAQ, published or not, in the order members see them.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({}),
  response: faqList,
});

export const adminCreateFaq = defineEndpoint({
  id: 'adminCreateFaq',
  method: 'POST',
  path: '/admin-api/faqs',
  summary: 'Adds a FAQ (both languages) at the end of the list; audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: FaqFormSchema,
  response: faqList,
});

export const adminUpdateFaq = defineEndpoint({
  id: 'adminUpdateFaq',
  method: 'POST',
  path: '/admin-api/faq/update',
  summary: "Rewrites a FAQ's question and answer; audit-logged with the changed fields.",
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema, ...FaqFormSchema.entries }),
  response: faqList,
});

export const adminPublishFaq = defineEndpoint({
  id: 'adminPublishFaq',
  method: 'POST',
  path: '/admin-api/faq/publish',
  summary: 'Publishes a FAQ to members or takes it back; audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema, published: v.boolean() }),
  response: faqList,
});

export const adminDeleteFaq = defineEndpoint({
  id: 'adminDeleteFaq',
  method: 'POST',
  path: '/admin-api/faq/delete',
  summary: 'Deletes a FAQ for good (the starting FAQs never come back); audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema }),
  response: faqList,
});

export const adminReorderFaqs = defineEndpoint({
  id: 'adminReorderFaqs',
  method: 'POST',
  path: '/admin-api/faqs/reorder',
  summary:
    'Puts the FAQs in the given order (every id once; 409 when the list changed meanwhile); audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ ids: OrderSchema }),
  response: faqList,
});

export const adminAds = defineEndpoint({
  id: 'adminAds',
  method: 'GET',
  path: '/admin-api/ads',
  summary: "The deck's house ads of a language, active or not, in the deck's order.",
  tag: 'admin',
  auth: 'admin',
  request: v.object({ language: LanguageSchema }),
  response: adList,
});

export const adminCreateAd = defineEndpoint({
  id: 'adminCreateAd',
  method: 'POST',
  path: '/admin-api/ads',
  summary: "Adds a house ad at the end of its language's list; audit-logged.",
  tag: 'admin',
  auth: 'admin',
  request: AdFormSchema,
  bodyLimit: AD_BODY_LIMIT,
  response: adList,
});

export const adminUpdateAd = defineEndpoint({
  id: 'adminUpdateAd',
  method: 'POST',
  path: '/admin-api/ad/update',
  summary: 'Rewrites a house ad (its language stays); audit-logged with the changed fields.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema, ad: AdFormSchema }),
  bodyLimit: AD_BODY_LIMIT,
  response: adList,
});

export const adminSetAdActive = defineEndpoint({
  id: 'adminSetAdActive',
  method: 'POST',
  path: '/admin-api/ad/active',
  summary: 'Activates or deactivates a house ad; audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema, active: v.boolean() }),
  response: adList,
});

export const adminDeleteAd = defineEndpoint({
  id: 'adminDeleteAd',
  method: 'POST',
  path: '/admin-api/ad/delete',
  summary: 'Deletes a house ad for good; audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema }),
  response: adList,
});

export const adminReorderAds = defineEndpoint({
  id: 'adminReorderAds',
  method: 'POST',
  path: '/admin-api/ads/reorder',
  summary: "Puts a language's house ads in the given order (every id once); audit-logged.",
  tag: 'admin',
  auth: 'admin',
  request: v.object({ language: LanguageSchema, ids: OrderSchema }),
  response: adList,
});

export const adminBubbles = defineEndpoint({
  id: 'adminBubbles',
  method: 'GET',
  path: '/admin-api/bubbles',
  summary:
    'Bubbles whose name or title matches (taken-down ones too), 30 at most; without a query the ones taken down.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ query: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100))) }),
  response: v.object({ bubbles: v.array(AdminBubbleSchema) }),
});

export const adminTakeDownBubble = defineEndpoint({
  id: 'adminTakeDownBubble',
  method: 'POST',
  path: '/admin-api/bubble/takedown',
  summary:
    'Hides a Bubble from everyone but its owner, who sees the reason and is told in the bell; audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema, reason: TakedownReasonSchema }),
  response: bubbleAnswer,
});

export const adminRestoreBubble = defineEndpoint({
  id: 'adminRestoreBubble',
  method: 'POST',
  path: '/admin-api/bubble/restore',
  summary: 'Makes a taken-down Bubble visible again; audit-logged.',
  tag: 'admin',
  auth: 'admin',
  request: v.object({ id: IdSchema }),
  response: bubbleAnswer,
});

export const adminOperator = defineEndpoint({
  id: 'adminOperator',
  method: 'GET',
  path: '/admin-api/operator',
  summary: "The operator's details the landing page and legal texts show, and their source.",
  tag: 'admin',
  auth: 'admin',
  request: v.object({}),
  response: AdminOperatorSchema,
});

export const adminUpdateOperator = defineEndpoint({
  id: 'adminUpdateOperator',
  method: 'POST',
  path: '/admin-api/operator',
  summary:
    "Saves the operator's details (administrators only); the landing page and legal texts show them at once. Audit-logged.",
  tag: 'admin',
  auth: 'admin',
  request: OperatorDetailsSchema,
  response: AdminOperatorSchema,
});

export const adminContentEndpoints = {
  adminFaqs,
  adminCreateFaq,
  adminUpdateFaq,
  adminPublishFaq,
  adminDeleteFaq,
  adminReorderFaqs,
  adminAds,
  adminCreateAd,
  adminUpdateAd,
  adminSetAdActive,
  adminDeleteAd,
  adminReorderAds,
  adminBubbles,
  adminTakeDownBubble,
  adminRestoreBubble,
  adminOperator,
  adminUpdateOperator,
} as const;
