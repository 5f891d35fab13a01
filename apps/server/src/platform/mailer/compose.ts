import { type Locale, translate } from '../i18n';
import type { Mail } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The three message keys of one e-mail (namespace `errors:mail…` or a module's own). */
export interface MailTemplate {
  subject: string;
  text: string;
  html: string;
}

/**
 * Translates a mail template into `locale`. The parameters fill the subject and the text as
 * they are, and the HTML part escaped, so nothing a member typed can become markup.
 */
export function composeMail(
  locale: Locale,
  template: MailTemplate,
  params: Record<string, string | number>,
  envelope: Pick<Mail, 'to' | 'replyTo' | 'link'>,
): Mail {
  const escaped = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? escapeHtml(value) : value,
    ]),
  );
  return {
    ...envelope,
    subject: translate(locale, template.subject, params),
    text: translate(locale, template.text, params),
    html: translate(locale, template.html, escaped),
  };
}
