import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { newId } from '../crypto';
import type { Mail, Mailer } from './mailer';

/**
 * Writes every e-mail as an .eml file into `<dataDir>/outbox/` (open it with any mail
 * program) and logs the link it carries, so a local installation needs no mail server.
 */
export function createOutboxMailer(options: {
  dataDir: string;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer & { readonly folder: string } {
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
    async close() {
      transport.close();
    },
  };
}
