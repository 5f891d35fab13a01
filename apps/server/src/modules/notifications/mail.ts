import { SERVER_MESSAGES as M } from '../../messages';
import { type Locale, translate } from '../../platform/i18n';
import { composeMail } from '../../platform/mailer/compose';
import type { Mail } from '../../platform/mailer/mailer';
import type { DigestItem } from './digest-store';

// The notification digest: one e-mail listing who liked the recipient and who they are now
// connected with since the previous digest, then the news of their Bubbles (join requests,
// approvals, replies; for recipients with premium), in the recipient's language. Names only:
// the e-mail never carries a picture or anything else of the other person's profile.

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
  sentences.push(...bubbleSentences(locale, items));
  return sentences.join(' ');
}

/** Per Bubble, in the order of the first news: who asks to join, an approval, who replied. */
function bubbleSentences(locale: Locale, items: readonly DigestItem[]): string[] {
  const byBubble = new Map<
    string,
    { requests: Map<string, string>; approved: boolean; replies: Map<string, string> }
  >();
  for (const item of items) {
    if (item.bubbleName === null) continue;
    const news = byBubble.get(item.bubbleName) ?? {
      requests: new Map<string, string>(),
      approved: false,
      replies: new Map<string, string>(),
    };
    if (item.kind === 'joinRequest') news.requests.set(item.actorId, item.actorName);
    if (item.kind === 'joinApproved') news.approved = true;
    if (item.kind === 'reply') news.replies.set(item.actorId, item.actorName);
    byBubble.set(item.bubbleName, news);
  }
  const sentences: string[] = [];
  for (const [bubble, news] of byBubble) {
    if (news.approved) sentences.push(translate(locale, M.notifications.mailApproved, { bubble }));
    for (const [key, people] of [
      [M.notifications.mailJoinRequests, news.requests],
      [M.notifications.mailReplies, news.replies],
    ] as const) {
      if (people.size === 0) continue;
      sentences.push(
        translate(locale, key, {
          count: people.size,
          names: namesList(locale, [...people.values()]),
          bubble,
        }),
      );
    }
  }
  return sentences;
}

export function composeDigest(
  locale: Locale,
  recipient: { email: string; name: string },
  items: readonly DigestItem[],
  link: string,
): Mail {
  // The subject counts who liked the recipient; a digest of Bubble news only says so.
  const people = new Set(
    items.filter((item) => item.bubbleName === null).map((item) => item.actorId),
  ).size;
  return composeMail(
    locale,
    {
      subject: people > 0 ? M.notifications.mailSubject : M.notifications.mailSubjectBubbles,
      text: M.notifications.mailText,
      html: M.notifications.mailHtml,
    },
    { name: recipient.name, count: people, summary: digestSummary(locale, items), link },
    { to: recipient.email, link },
  );
}
