import { SERVER_MESSAGES as M } from '../../messages';
import { type Locale, translate } from '../../platform/i18n';
import { composeMail } from '../../platform/mailer/compose';
import type { Mail } from '../../platform/mailer/mailer';
import type { DigestItem } from './store';

// The like/connection digest: one e-mail listing who liked the recipient and who they are now
// connected with since the previous digest, in the recipient's language. Names only: the
// e-mail never carries a picture or anything else of the other person's profile.

/** Names named in a sentence before the rest are counted ('A, B and 3 others'). */
const NAMED_MAX = 3;

/** 'A', 'A and B', 'A, B and C', 'A, B and 2 others' in the locale's way. */
export function namesList(locale: Locale, names: readonly string[]): string {
  const shown =
    names.length <= NAMED_MAX
      ? [...names]
      : [
          ...names.slice(0, NAMED_MAX - 1),
          translate(locale, M.notifications.mailOthers, { count: names.length - (NAMED_MAX - 1) }),
        ];
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(shown);
}

/**
 * The digest's sentences: new connections first, then likes by people who are not among
 * them (a like that became a connection in the same period is told once, as a connection).
 */
export function digestSummary(locale: Locale, items: readonly DigestItem[]): string {
  const connected = new Map<string, string>();
  const liked = new Map<string, string>();
  for (const item of items) {
    if (item.kind === 'connection') connected.set(item.actorId, item.actorName);
  }
  for (const item of items) {
    if (item.kind === 'like' && !connected.has(item.actorId))
      liked.set(item.actorId, item.actorName);
  }
  const sentences: string[] = [];
  if (connected.size > 0) {
    sentences.push(
      translate(locale, M.notifications.mailConnections, {
        count: connected.size,
        names: namesList(locale, [...connected.values()]),
      }),
    );
  }
  if (liked.size > 0) {
    sentences.push(
      translate(locale, M.notifications.mailLikes, {
        count: liked.size,
        names: namesList(locale, [...liked.values()]),
      }),
    );
  }
  return sentences.join(' ');
}

export function composeDigest(
  locale: Locale,
  recipient: { email: string; name: string },
  items: readonly DigestItem[],
  link: string,
): Mail {
  const people = new Set(items.map((item) => item.actorId)).size;
  return composeMail(
    locale,
    {
      subject: M.notifications.mailSubject,
      text: M.notifications.mailText,
      html: M.notifications.mailHtml,
    },
    { name: recipient.name, count: people, summary: digestSummary(locale, items), link },
    { to: recipient.email, link },
  );
}
