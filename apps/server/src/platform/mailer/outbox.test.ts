import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox';
import { mentionsAnyOf, recipientsOf } from './outbox-search';

// The outbox forgets a person: the files nodemailer really wrote (headers folded, subjects
// encoded, parts quoted-printable or base64) are matched by recipient, Reply-To, or the
// person's name or address as a whole word anywhere in what the mail reads.

let dataDir: string;
let mailer: ReturnType<typeof createOutboxMailer>;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wob-outbox-'));
  mailer = createOutboxMailer({
    dataDir,
    from: 'Woble <no-reply@woble.test>',
    // The outbox only logs where it wrote a mail.
    logger: { info: () => undefined } as unknown as FastifyBaseLogger,
  });
});

afterEach(async () => {
  await mailer.close();
  await rm(dataDir, { recursive: true, force: true });
});

const files = async () => (await readdir(join(dataDir, 'outbox')).catch(() => [])).sort();

const mail = (to: string, text: string, extra: { subject?: string; replyTo?: string } = {}) =>
  mailer.send({
    to,
    subject: extra.subject ?? 'Nyt på Woble',
    text,
    html: `<p>${text}</p>`,
    ...(extra.replyTo ? { replyTo: extra.replyTo } : {}),
  });

const ann = { email: 'Ann.Berg@Example.com', name: 'Ann Bergø' };

describe('the outbox forgetting a person', () => {
  it('removes mails to them, answered to them, or naming them, and keeps the rest', async () => {
    await mail('ann.berg@example.com', 'Your reset link');
    await mail('team@woble.test', 'A support request', { replyTo: 'ANN.BERG@example.com' });
    // Mostly non-ASCII text, so nodemailer writes base64; the name is in the encoded subject.
    await mail('bo@example.com', 'æøå æøå æøå æøå æøå æøå æøå æøå æøå æøå æøå', {
      subject: 'Ann Bergø synes godt om dig',
    });
    await mail('cy@example.com', 'Ann Bergø replied to your comment');
    await mail('di@example.com', 'Annie Bergøsen is someone else');
    await mail('ed@example.com', 'Nothing about her');
    expect(await files()).toHaveLength(6);
    // The encodings this is about are really there.
    const raw = (
      await Promise.all(
        (await files()).map((name) => readFile(join(dataDir, 'outbox', name), 'utf8')),
      )
    ).join('\n');
    expect(raw).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(raw).toMatch(/Subject: =\?UTF-8\?/i);
    expect(raw).not.toContain('Ann Bergø synes');

    expect(await mailer.forget([ann])).toBe(4);
    const left = await files();
    expect(left).toHaveLength(2);
  });

  it('reads the addresses of folded, named and listed headers', () => {
    const eml = [
      'From: Woble <no-reply@woble.test>',
      'To: "Berg, Ann" <ann.berg@example.com>,',
      ' bo@example.com',
      'Reply-To: Cy <CY@Example.com>',
      'Subject: hello ann.other@example.com',
      '',
      'Body to nobody@example.com',
    ].join('\r\n');
    expect([...recipientsOf(eml)].sort()).toEqual([
      'ann.berg@example.com',
      'bo@example.com',
      'cy@example.com',
    ]);
  });

  it('does not take a nameless person for everyone', () => {
    const eml = 'To: x@example.com\r\n\r\nHello';
    expect(mentionsAnyOf(eml, [{ email: 'y@example.com', name: '' }])).toBe(false);
    expect(mentionsAnyOf(eml, [{ email: 'y@example.com', name: 'Hello' }])).toBe(true);
  });
});
