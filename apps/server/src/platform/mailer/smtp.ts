import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer';

/** Sends through an SMTP server given as a URL, e.g. smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(mail: Mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}
