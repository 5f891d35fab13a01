import type { AdminFaq } from '@wob/api';
import { describe, expect, it } from 'vitest';
import { server, type SignedUp, signUp, startTestServer, useTestServer } from '../../test/harness';
import { get } from '../../test/http';
import { FAQ_CONTENT } from '../support/faq-content';
import { adminCall, administrator, auditOf, moderator, useAdmins } from './content-test-support';

useTestServer();
useAdmins();

const faqInput = {
  questionDa: 'Hvordan skifter jeg billede?',
  answerDa: 'Åbn din profil, og vælg et nyt billede.',
  questionEn: 'How do I change my picture?',
  answerEn: 'Open your profile and choose a new picture.',
};

type FaqAnswer = { faqs: AdminFaq[] };

async function memberFaqs(member: SignedUp, language = 'en') {
  const response = await get(server.app, '/api/faqs/list-all', {
    token: member.token,
    language,
    query: { limit: '100' },
  });
  return (response.json() as { data: { docs: { _id: string; question: string }[] } }).data.docs;
}

describe('FAQs in the console', () => {
  it('lists every FAQ for a moderator and refuses a member token and no token', async () => {
    const list = await adminCall<FaqAnswer>(moderator, 'GET', '/admin-api/faqs');
    expect(list.status).toBe(200);
    expect(list.data.faqs.map((faq) => faq.id)).toEqual(FAQ_CONTENT.map((faq) => faq.id));
    const member = await signUp(server);
    expect((await adminCall(member, 'GET', '/admin-api/faqs')).status).toBe(401);
    expect((await adminCall(null, 'GET', '/admin-api/faqs')).status).toBe(401);
  });

  it('creates a FAQ at the end that members then see in their language, audit-logged', async () => {
    const created = await adminCall<FaqAnswer>(moderator, 'POST', '/admin-api/faqs', faqInput);
    expect(created.status).toBe(201);
    expect(created.message).toBe('The FAQ has been saved.');
    const faq = created.data.faqs.at(-1);
    expect(faq).toMatchObject({ ...faqInput, published: true });
    const member = await signUp(server);
    expect((await memberFaqs(member, 'en')).at(-1)?.question).toBe(faqInput.questionEn);
    expect((await memberFaqs(member, 'da')).at(-1)?.question).toBe(faqInput.questionDa);
    const [entry] = await auditOf('faq', faq?.id);
    expect(entry).toMatchObject({ action: 'faq.create', adminEmail: moderator.email });
  });

  it('refuses a FAQ without both languages or too long with 422 and the field', async () => {
    const missing = await adminCall(moderator, 'POST', '/admin-api/faqs', {
      ...faqInput,
      answerEn: '  ',
    });
    expect(missing.status).toBe(422);
    expect(missing.errors).toEqual({ answerEn: 'Write the answer' });
    const long = await adminCall(moderator, 'POST', '/admin-api/faqs', {
      ...faqInput,
      questionDa: 'x'.repeat(201),
    });
    expect(long.status).toBe(422);
    expect(long.errors).toEqual({ questionDa: 'The question can be at most 200 characters long' });
  });

  it('edits, unpublishes and deletes; members see only published ones; unknown ids 404', async () => {
    const { data } = await adminCall<FaqAnswer>(moderator, 'POST', '/admin-api/faqs', {
      ...faqInput,
      questionEn: 'To be edited',
    });
    const id = data.faqs.at(-1)?.id ?? '';
    const edited = await adminCall<FaqAnswer>(moderator, 'POST', '/admin-api/faq/update', {
      id,
      ...faqInput,
      questionEn: 'Edited question',
    });
    expect(edited.data.faqs.find((faq) => faq.id === id)?.questionEn).toBe('Edited question');
    const [update] = await auditOf('faq', id);
    expect(update).toMatchObject({ action: 'faq.update', details: { changed: ['questionEn'] } });

    const member = await signUp(server);
    await adminCall(moderator, 'POST', '/admin-api/faq/publish', { id, published: false });
    expect((await memberFaqs(member)).some((faq) => faq._id === id)).toBe(false);
    const page = await get(server.app, '/api/faqs/list-all', {
      token: member.token,
      query: { limit: '5' },
    });
    const all = await adminCall<FaqAnswer>(moderator, 'GET', '/admin-api/faqs');
    const published = all.data.faqs.filter((faq) => faq.published).length;
    expect((page.json() as { data: { totalDocs: number } }).data.totalDocs).toBe(published);
    await adminCall(moderator, 'POST', '/admin-api/faq/publish', { id, published: true });
    expect((await memberFaqs(member)).some((faq) => faq._id === id)).toBe(true);

    const deleted = await adminCall<FaqAnswer>(moderator, 'POST', '/admin-api/faq/delete', { id });
    expect(deleted.data.faqs.some((faq) => faq.id === id)).toBe(false);
    expect((await auditOf('faq', id)).map((entry) => entry.action)).toEqual([
      'faq.delete',
      'faq.publish',
      'faq.unpublish',
      'faq.update',
      'faq.create',
    ]);
    for (const [url, payload] of [
      ['/admin-api/faq/update', { id, ...faqInput }],
      ['/admin-api/faq/publish', { id, published: true }],
      ['/admin-api/faq/delete', { id }],
    ] as const) {
      const gone = await adminCall(moderator, 'POST', url, payload);
      expect(gone.status).toBe(404);
      expect(gone.message).toBe('This FAQ no longer exists. Reload the list.');
    }
  });

  it('reorders in one go, members see the new order, and refuses a stale list with 409', async () => {
    const before = (await adminCall<FaqAnswer>(moderator, 'GET', '/admin-api/faqs')).data.faqs;
    const ids = before.map((faq) => faq.id);
    const moved = [ids[1] ?? '', ids[0] ?? '', ...ids.slice(2)];
    const answer = await adminCall<FaqAnswer>(moderator, 'POST', '/admin-api/faqs/reorder', {
      ids: moved,
    });
    expect(answer.status).toBe(200);
    expect(answer.data.faqs.map((faq) => faq.id)).toEqual(moved);
    const member = await signUp(server);
    const shown = (await memberFaqs(member)).map((faq) => faq._id);
    expect(shown.slice(0, 2)).toEqual(moved.slice(0, 2));
    const [entry] = await auditOf('faq', '*');
    expect(entry).toMatchObject({ action: 'faq.reorder', details: { order: moved } });

    const stale = await adminCall(moderator, 'POST', '/admin-api/faqs/reorder', {
      ids: moved.slice(1),
    });
    expect(stale.status).toBe(409);
    const twice = await adminCall(moderator, 'POST', '/admin-api/faqs/reorder', {
      ids: [moved[0], ...moved.slice(0, -1)],
    });
    expect(twice.status).toBe(409);
  });

  it('does not bring deleted starting FAQs back at the next start, even when all are gone', async () => {
    const all = (await adminCall<FaqAnswer>(administrator, 'GET', '/admin-api/faqs')).data.faqs;
    for (const faq of all) {
      await adminCall(administrator, 'POST', '/admin-api/faq/delete', { id: faq.id });
    }
    const again = await startTestServer({ testDatabase: server.testDatabase });
    try {
      const member = await signUp(again);
      const page = await get(again.app, '/api/faqs/list-all', {
        token: member.token,
        query: { limit: '5' },
      });
      expect((page.json() as { data: { totalDocs: number } }).data.totalDocs).toBe(0);
    } finally {
      await again.app.close();
    }
  });
});
