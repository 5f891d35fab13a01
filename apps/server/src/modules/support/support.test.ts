import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { faqs, plans, subscriptions, supportTickets } from '../../db/schema';
import { DAY_MS } from '../../platform/clock';
import { newId } from '../../platform/crypto';
import {
  readOutbox,
  server,
  type SignedUp,
  signUp,
  startTestServer,
  useTestServer,
  withTestServer,
} from '../../test/harness';
import { get, post } from '../../test/http';
import { saveOperatorEmail } from '../moderation/moderation-test-support';
import { FAQ_CONTENT } from './faq-content';

let member: SignedUp;

useTestServer();

beforeAll(async () => {
  member = await signUp(server);
});

interface FaqPage {
  docs: { _id: string; question: string; answer: string }[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  readMore: boolean;
}

async function listFaqs(query: Record<string, string>, language = 'en') {
  return get(server.app, '/api/faqs/list-all', { token: member.token, language, query });
}

/** Gives the user a live trial, as the premium module would. */
async function makePremium(userId: string): Promise<void> {
  const { db } = server.app.wob;
  const at = server.clock.now();
  await db
    .insert(plans)
    .values({ id: 'monthly', amount: 900, currency: 'DKK', trialDays: 7, createdAt: at })
    .onConflictDoNothing();
  await db.insert(subscriptions).values({
    id: newId(),
    userId,
    planId: 'monthly',
    provider: 'local',
    status: 'trialing',
    currentPeriodStart: at,
    currentPeriodEnd: new Date(at.getTime() + 7 * DAY_MS),
    trialEnd: new Date(at.getTime() + 7 * DAY_MS),
    createdAt: at,
    updatedAt: at,
  });
}

describe('GET /api/faqs/list-all', () => {
  it('answers the first 5 FAQs and says more can be read, growing by 5 as the spec pages them', async () => {
    const total = FAQ_CONTENT.length;
    const first = await listFaqs({ page: '1', limit: '5' });
    expect(first.statusCode).toBe(200);
    const page = first.json().data as FaqPage;
    expect(page.docs).toHaveLength(5);
    expect(page).toMatchObject({ totalDocs: total, page: 1, limit: 5, readMore: true });
    expect(page.docs[0]?.question).toBe('What is Woble?');

    const grown = (await listFaqs({ page: '1', limit: '10' })).json().data as FaqPage;
    expect(grown.docs.map((faq) => faq._id).slice(0, 5)).toEqual(page.docs.map((faq) => faq._id));
    expect(grown.docs).toHaveLength(10);

    const all = (await listFaqs({ page: '1', limit: '15' })).json().data as FaqPage;
    expect(all.docs).toHaveLength(total);
    expect(all.readMore).toBe(false);
    expect(all.hasNextPage).toBe(false);
  });

  it("answers in the caller's language, Danish when none is given", async () => {
    const danish = (await listFaqs({ page: '1', limit: '5' }, 'da')).json().data as FaqPage;
    expect(danish.docs[0]?.question).toBe('Hvad er Woble?');
    const none = await get(server.app, '/api/faqs/list-all', { token: member.token });
    expect((none.json().data as FaqPage).docs[0]?.question).toBe('Hvad er Woble?');
  });

  it('uses a limit of 5 on page 1 when the query leaves them out', async () => {
    const page = (await listFaqs({})).json().data as FaqPage;
    expect(page).toMatchObject({ page: 1, limit: 5 });
    expect(page.docs).toHaveLength(5);
  });

  it('answers later pages of the same size', async () => {
    const second = (await listFaqs({ page: '2', limit: '5' })).json().data as FaqPage;
    const first = (await listFaqs({ page: '1', limit: '10' })).json().data as FaqPage;
    expect(second.docs.map((faq) => faq._id)).toEqual(first.docs.slice(5).map((faq) => faq._id));
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'x' }, 'page'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '1000' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
  ])('answers %o with a translated 422 on %s', async (query, field) => {
    const response = await listFaqs(query);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toMatch(/page|range/i);
  });

  it('is for signed-in Woblers only', async () => {
    const response = await get(server.app, '/api/faqs/list-all');
    expect(response.statusCode).toBe(401);
  });

  it('keeps FAQs an operator edited when the server starts again', async () => {
    const { db } = server.app.wob;
    await db.update(faqs).set({ questionEn: 'Edited question' }).where(eq(faqs.id, 'faq-bubbles'));
    const again = await startTestServer({ testDatabase: server.testDatabase });
    try {
      const page = (
        await get(again.app, '/api/faqs/list-all', {
          token: member.token,
          language: 'en',
          query: { limit: '5' },
        })
      ).json().data as FaqPage;
      expect(page.docs.find((faq) => faq._id === 'faq-bubbles')?.question).toBe('Edited question');
      expect(page.totalDocs).toBe(FAQ_CONTENT.length);
    } finally {
      await again.app.close();
      await db
        .update(faqs)
        .set({ questionEn: 'What is a Bubble?' })
        .where(eq(faqs.id, 'faq-bubbles'));
    }
  });
});

describe('POST /api/support/create-ticket', () => {
  it('stores the request, thanks the member, and e-mails the support team with a reply address', async () => {
    const before = (await readOutbox(server.dataDir)).length;
    const response = await post(
      server.app,
      '/api/support/create-ticket',
      { topic: 'bug', message: '  The deck shows the same Wobler twice.  ' },
      { token: member.token, language: 'en' },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Thank you! We have your message and will answer you by e-mail.');
    expect(body.data.ticket).toMatchObject({ topic: 'bug', priority: false });

    const [row] = await server.app.wob.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, body.data.ticket._id));
    expect(row).toMatchObject({
      userId: member.id,
      message: 'The deck shows the same Wobler twice.',
      priority: false,
      locale: 'en',
    });

    await server.app.wob.tasks.idle();
    const mails = await readOutbox(server.dataDir);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((item) => item.raw.includes('The deck shows the same Wobler twice.'));
    expect(mail?.to).toBe(server.config.operator.email);
    expect(mail?.subject).toContain('Support request: Something is not working');
    expect(mail?.subject).not.toContain('[PRIORITY]');
    expect(mail?.raw).toContain(`Reply-To: ${member.email}`);
    expect(mail?.raw).toContain('The deck shows the same Wobler twice.');
  });

  it("marks a premium member's request as priority, whatever the client claims", async () => {
    const premium = await signUp(server);
    await makePremium(premium.id);
    const plain = await post(
      server.app,
      '/api/support/create-ticket',
      { topic: 'account', message: 'Please help', priority: true },
      { token: member.token, language: 'en' },
    );
    expect(plain.json().data.ticket.priority).toBe(false);

    const response = await post(
      server.app,
      '/api/support/create-ticket',
      { topic: 'subscription', message: 'Question about my plan' },
      { token: premium.token, language: 'da' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.ticket.priority).toBe(true);
    expect(response.json().message).toBe(
      'Tak! Som premium-medlem kommer din besked forrest i køen, døgnet rundt.',
    );
    await server.app.wob.tasks.idle();
    const mail = (await readOutbox(server.dataDir)).find((item) =>
      item.raw.includes('Question about my plan'),
    );
    expect(mail?.subject).toContain('[PRIORITY]');
  });

  it('escapes what a member writes in the HTML part of the e-mail', async () => {
    await post(
      server.app,
      '/api/support/create-ticket',
      { topic: 'other', message: '<script>alert(1)</script>' },
      { token: member.token },
    );
    await server.app.wob.tasks.idle();
    const raw =
      (await readOutbox(server.dataDir)).find((item) => item.raw.includes('alert(1)'))?.raw ?? '';
    // Quoted-printable folds long lines; unfold them to read the HTML part.
    const html = raw.replace(/=\r?\n/g, '').split('Content-Type: text/html')[1] ?? '';
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).not.toContain('<script>');
  });

  it.each([
    ['no topic', { message: 'Hello' }, 'topic', 'Please choose what your message is about'],
    [
      'an unknown topic',
      { topic: 'nonsense', message: 'Hello' },
      'topic',
      'Please choose what your message is about',
    ],
    ['no message', { topic: 'bug' }, 'message', 'Please write your message'],
    ['a blank message', { topic: 'bug', message: '   ' }, 'message', 'Please write your message'],
    [
      'a message of 2001 characters',
      { topic: 'bug', message: 'x'.repeat(2001) },
      'message',
      'Your message can be at most 2000 characters long',
    ],
  ])(
    'answers %s with a 422 under the field and stores nothing',
    async (_label, payload, field, text) => {
      const { db } = server.app.wob;
      const before = await db.select().from(supportTickets);
      const response = await post(server.app, '/api/support/create-ticket', payload, {
        token: member.token,
        language: 'en',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[field]).toBe(text);
      expect(await db.select().from(supportTickets)).toHaveLength(before.length);
    },
  );

  it('answers 429 with a translated message once a client has sent its requests for the window', async () => {
    await withTestServer({ env: { RATE_LIMIT_SUPPORT_MAX: '2' } }, async (limited) => {
      const writer = await signUp(limited);
      const send = () =>
        post(
          limited.app,
          '/api/support/create-ticket',
          { topic: 'other', message: 'Hello' },
          { token: writer.token, language: 'en' },
        );
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe('Too many attempts. Please wait a moment and try again.');
    });
  });

  it('is for signed-in Woblers only', async () => {
    const response = await post(server.app, '/api/support/create-ticket', {
      topic: 'bug',
      message: 'Hello',
    });
    expect(response.statusCode).toBe(401);
  });

  it('e-mails the address the administrator saved in the console, over WOB_OPERATOR_EMAIL', async () => {
    await saveOperatorEmail(server, 'support@bobler.dk');
    expect(server.config.operator.email).not.toBe('support@bobler.dk');
    const response = await post(
      server.app,
      '/api/support/create-ticket',
      { topic: 'other', message: 'Who reads this after the save?' },
      { token: member.token, language: 'en' },
    );
    expect(response.statusCode).toBe(201);
    await server.app.wob.tasks.idle();
    const mail = (await readOutbox(server.dataDir)).find((item) =>
      item.raw.includes('Who reads this after the save?'),
    );
    expect(mail?.to).toBe('support@bobler.dk');
  });
});
