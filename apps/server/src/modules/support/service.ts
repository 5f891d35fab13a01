import type { Faq, FaqList, RequestOutput, SupportTicketView, endpoints } from '@wob/api';
import { type SupportTopic, safeOneLine } from '@wob/validation';
import type { FastifyBaseLogger } from 'fastify';
import type { Session } from '../../context';
import type { Db } from '../../db/client';
import { SERVER_MESSAGES as M } from '../../messages';
import type { Clock } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import { type Locale, translate } from '../../platform/i18n';
import { composeMail } from '../../platform/mailer/compose';
import type { Mailer } from '../../platform/mailer/mailer';
import type { TaskTracker } from '../../platform/tasks';
import type { PremiumLookup } from '../premium/state';
import { FAQ_CONTENT } from './faq-content';
import { type FaqRow, insertFaqsIfEmpty, insertSupportTicket, selectFaqPage } from './store';

type Input<K extends keyof typeof endpoints> = RequestOutput<(typeof endpoints)[K]>;

export interface SupportDeps {
  db: Db;
  now: Clock;
  mailer: Mailer;
  tasks: TaskTracker;
  premiumOf: PremiumLookup;
  /**
   * Where support requests are e-mailed: the operator's contact address as the console saved
   * it, else WOB_OPERATOR_EMAIL (content/operator.ts). Read per mail, so a save counts at once.
   */
  supportEmail: () => Promise<string>;
  logger: FastifyBaseLogger;
}

function toFaq(row: FaqRow, locale: Locale): Faq {
  return locale === 'en'
    ? { _id: row.id, question: row.questionEn, answer: row.answerEn }
    : { _id: row.id, question: row.questionDa, answer: row.answerDa };
}

// The team reads requests in one language; the topic names come from the Danish or English
// copy of the form, whichever the team's mail is in (English here, the operator's choice).
const TEAM_LOCALE: Locale = 'en';

/** FAQs (spec section 7: `api/faqs/list-all`) and support requests (the 24/7 promise). */
export function createSupportService(deps: SupportDeps) {
  const { db, now } = deps;

  return {
    /** Writes the starting FAQs when the table is empty (every mode, not only demo). */
    ensureFaqs: () => insertFaqsIfEmpty(db, FAQ_CONTENT, now()),

    async listFaqs(input: Input<'listFaqs'>, locale: Locale): Promise<FaqList> {
      const { page, limit } = input;
      const { rows, total } = await selectFaqPage(db, (page - 1) * limit, limit);
      const totalPages = Math.max(1, Math.ceil(total / limit));
      const hasNextPage = page * limit < total;
      return {
        docs: rows.map((row) => toFaq(row, locale)),
        totalDocs: total,
        page,
        limit,
        totalPages,
        hasNextPage,
        readMore: hasNextPage,
      };
    },

    /**
     * Stores the request and e-mails it to the support team after answering. A premium
     * member's request is marked priority, decided here from the subscription, never by the
     * client.
     */
    async createTicket(
      session: Session,
      input: Input<'createSupportTicket'>,
      locale: Locale,
    ): Promise<{ ticket: SupportTicketView; messageKey: string }> {
      const premium = await deps.premiumOf(session.user.id);
      const row = await insertSupportTicket(db, {
        id: newId(),
        userId: session.user.id,
        topic: input.topic,
        message: input.message,
        priority: premium.isPremium,
        locale,
        createdAt: now(),
      });
      const { user } = session;
      deps.tasks.run('support-ticket-mail', () =>
        sendTicketMail({
          ticket: row.id,
          topic: input.topic,
          message: input.message,
          priority: row.priority,
          name: user.name,
          email: user.email,
          locale,
        }),
      );
      return {
        ticket: {
          _id: row.id,
          topic: row.topic as SupportTopic,
          priority: row.priority,
          createdAt: row.createdAt.toISOString(),
        },
        messageKey: row.priority ? M.support.ticketCreatedPriority : M.support.ticketCreated,
      };
    },
  };

  async function sendTicketMail(ticket: {
    ticket: string;
    topic: SupportTopic;
    message: string;
    priority: boolean;
    name: string;
    email: string;
    locale: Locale;
  }): Promise<void> {
    const topic = translate(TEAM_LOCALE, `support:topics.${ticket.topic}`);
    const params = {
      topic,
      // One line whatever was stored: a name cannot add lines (headers) to the plain text.
      name: safeOneLine(ticket.name),
      email: ticket.email,
      premium: ticket.priority ? 'yes' : 'no',
      locale: ticket.locale,
      ticket: ticket.ticket,
      message: ticket.message,
      priority: ticket.priority ? '[PRIORITY] ' : '',
    };
    await deps.mailer.send(
      composeMail(
        TEAM_LOCALE,
        { subject: M.support.mailSubject, text: M.support.mailText, html: M.support.mailHtml },
        params,
        { to: await deps.supportEmail(), replyTo: ticket.email },
      ),
    );
  }
}

export type SupportService = ReturnType<typeof createSupportService>;
