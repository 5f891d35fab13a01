import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { newId } from '../crypto';
import { mentionsAnyOf } from './outbox-search';
import type { Mail, Mailer } from './mailer';

/**
 * Writes every e-mail as an .eml file into `<dataDir>/outbox/` (open it with any mail
 * program) and logs the link it carries, so a local installation needs no mail server.
 */
export function createOutboxMailer(options: {
  dataDir: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer & { readonly folder: string; forget: NonNullable<Mailer['forget']> } {
  const folder = join(options.dataDir, 'outbox');
  // nodemailer's stream transport builds the RFC 5322 message without sending it.
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  return {
    kind: 'outbox',
    folder,
    async send(mail: Mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(folder, `${stamp}-${newId()}.eml`);
      await writeFile(file, info.message as Buffer);
      options.logger.info(
        { file, link: mail.link },
        `E-mail written to the outbox: ${mail.subject}`,
      );
    },
    /**
     * Erasure of a person reaches the outbox too: every file to them, with them to answer to
     * (a support request's copy) or naming them (another member's digest) is deleted
     * (`mentionsAnyOf`). Files are matched by what they say, not by their names, so mails
     * written before this existed go as well.
     */
    async forget(people) {
      const names = await readdir(folder).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        if (!name.endsWith('.eml')) continue;
        const file = join(folder, name);
        const eml = await readFile(file, 'utf8').catch(() => '');
        if (!mentionsAnyOf(eml, people)) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
    async close() {
      transport.close();
    },
  };
}
