import * as v from 'valibot';
import { emailSchema } from './fields';
import { formObject } from './form-object';
import { createImageDataUrlSchema } from './image-data-url';
import { MESSAGES } from './messages';

// The console's content editors (apps/web/src/pages/admin/content): FAQs in Danish and
// English, the deck's house ads, a Bubble's takedown reason, and the operator's details. The
// server checks the same schemas (packages/api/src/endpoints/admin-content.ts).

export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 2000;
export const AD_TITLE_MAX = 80;
export const AD_BODY_MAX = 300;
export const AD_CTA_MAX = 40;
export const AD_LINK_MAX = 500;
export const TAKEDOWN_REASON_MAX = 1000;
export const SOCIAL_LINKS_MAX = 8;

const M = MESSAGES.content;

const requiredText = (required: string, max: number, tooLong: string) =>
  v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong));

/** A FAQ as the console writes it: question and answer in both languages, both required. */
export const FaqFormSchema = formObject({
  questionDa: requiredText(M.questionRequired, FAQ_QUESTION_MAX, M.questionMax),
  answerDa: requiredText(M.answerRequired, FAQ_ANSWER_MAX, M.answerMax),
  questionEn: requiredText(M.questionRequired, FAQ_QUESTION_MAX, M.questionMax),
  answerEn: requiredText(M.answerRequired, FAQ_ANSWER_MAX, M.answerMax),
  published: v.optional(v.boolean(), true),
});
export type FaqFormInput = v.InferInput<typeof FaqFormSchema>;

/** Where an ad leads: a path inside the product ('/premium') or an https URL. */
export function isAdLink(value: string): boolean {
  if (/^\/(?!\/)[\w\-./?=&%#~+]*$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username;
  } catch {
    return false;
  }
}

const optionalInstant = v.optional(
  v.nullable(v.pipe(v.string(M.dateInvalid), v.isoTimestamp(M.dateInvalid))),
  null,
);

/** A house ad as the console writes it. The period is open-ended where a date is null. */
export const AdFormSchema = v.pipe(
  formObject({
    language: v.picklist(['da', 'en'], M.linkInvalid),
    title: requiredText(M.titleRequired, AD_TITLE_MAX, M.titleMax),
    body: requiredText(M.bodyRequired, AD_BODY_MAX, M.bodyMax),
    url: v.pipe(
      v.string(M.linkInvalid),
      v.trim(),
      v.maxLength(AD_LINK_MAX, M.linkInvalid),
      v.check(isAdLink, M.linkInvalid),
    ),
    cta: requiredText(M.ctaRequired, AD_CTA_MAX, M.ctaMax),
    active: v.optional(v.boolean(), true),
    startsAt: optionalInstant,
    endsAt: optionalInstant,
    // The ad's picture: a new one as a data URL (the server sniffs and re-encodes it, like a
    // member's), null to remove it, left out to keep the one it has.
    image: v.optional(v.nullable(createImageDataUrlSchema(MESSAGES.image.invalid))),
  }),
  v.forward(
    v.check(
      (ad) => !ad.startsAt || !ad.endsAt || Date.parse(ad.startsAt) < Date.parse(ad.endsAt),
      M.periodInvalid,
    ),
    ['endsAt'],
  ),
);
export type AdFormInput = v.InferInput<typeof AdFormSchema>;

/** The operator's words to a Bubble's owner when it is taken down. */
export const TakedownReasonSchema = requiredText(
  M.reasonRequired,
  TAKEDOWN_REASON_MAX,
  M.reasonMax,
);

/** A social link as the landing page shows it: a network's short name and its https page. */
export const SocialLinkSchema = v.object({
  network: v.pipe(
    v.string(M.socialInvalid),
    v.trim(),
    v.toLowerCase(),
    v.regex(/^[a-z0-9-]{1,30}$/, M.socialInvalid),
  ),
  url: v.pipe(
    v.string(M.socialInvalid),
    v.trim(),
    v.maxLength(300, M.socialInvalid),
    v.regex(/^https?:\/\/\S+$/i, M.socialInvalid),
  ),
});

/** The operator's details (the same rules as the server's WOB_OPERATOR_* settings). */
export const OperatorDetailsSchema = formObject({
  company: requiredText(M.companyRequired, 200, M.companyRequired),
  cvr: v.pipe(v.string(M.cvrInvalid), v.trim(), v.regex(/^\d{8}$/, M.cvrInvalid)),
  address: requiredText(M.addressRequired, 300, M.addressRequired),
  email: emailSchema,
  social: v.pipe(
    v.array(SocialLinkSchema, M.socialInvalid),
    v.maxLength(SOCIAL_LINKS_MAX, M.socialInvalid),
  ),
});
export type OperatorDetailsInput = v.InferInput<typeof OperatorDetailsSchema>;
