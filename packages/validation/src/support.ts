import * as v from 'valibot';
import { formObject } from './form-object';
import { MESSAGES } from './messages';

/** What a support request is about; the form offers them in this order. */
export const SUPPORT_TOPICS = ['account', 'subscription', 'safety', 'bug', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_MESSAGE_MAX = 2000;

/** The support contact form of /FAQs, and the payload of `api/support/create-ticket`. */
export const SupportTicketSchema = formObject({
  topic: v.picklist(SUPPORT_TOPICS, MESSAGES.support.topicRequired),
  message: v.pipe(
    v.string(MESSAGES.support.messageRequired),
    v.trim(),
    v.nonEmpty(MESSAGES.support.messageRequired),
    v.maxLength(SUPPORT_MESSAGE_MAX, MESSAGES.support.messageMax),
  ),
});

export type SupportTicketInput = v.InferInput<typeof SupportTicketSchema>;
export type SupportTicketOutput = v.InferOutput<typeof SupportTicketSchema>;

/** A plan id as `subscribe` and `switch-plan` take it. */
export const PlanChoiceSchema = formObject({
  planId: v.pipe(
    v.string(MESSAGES.plan.required),
    v.trim(),
    v.nonEmpty(MESSAGES.plan.required),
    v.maxLength(64, MESSAGES.plan.required),
  ),
});
