import type { ChatSmartReply, ChatSmartReplyTexts } from '../../../db/schema';
import { type Locale, translate } from '../../../platform/i18n';
import { type Analysis, analyse } from './analyse';

// Smart replies of our own chat server: when a text is stored, three suggested answers
// (positive, neutral, negative) to what it asks, from templates per intent and tone
// (`chat:smartReplies.templates`), in Danish and English. Pure: no store, no outside service.

export { analyse, SMART_REPLY_MAX_LENGTH } from './analyse';
export type { Analysis, Intent, TextLanguage, Tone } from './analyse';

/** The template set of an analysis: the tone refines yes/no and open questions. */
export function templateOf({ intent, tone }: Pick<Analysis, 'intent' | 'tone'>): string {
  if (intent === 'yesNo' && tone === 'negative') return 'yesNoNegative';
  if (intent === 'open' && tone === 'positive') return 'openPositive';
  if (intent === 'open' && tone === 'negative') return 'openNegative';
  return intent;
}

function repliesIn(locale: Locale, template: string): ChatSmartReplyTexts {
  const key = (tone: string) => `chat:smartReplies.templates.${template}.${tone}`;
  return {
    reply_positive: translate(locale, key('positive')),
    reply_neutral: translate(locale, key('neutral')),
    reply_negative: translate(locale, key('negative')),
  };
}

/** What a text's receivers are suggested, in both languages, or null when it asks nothing. */
export function smartRepliesOf(
  text: string,
): { category: string; da: ChatSmartReplyTexts; en: ChatSmartReplyTexts } | null {
  const analysis = analyse(text);
  if (!analysis) return null;
  const template = templateOf(analysis);
  return {
    category: analysis.intent,
    da: repliesIn('da', template),
    en: repliesIn('en', template),
  };
}

/** The stored form for one receiver: flat, in their language (CometChat's shape). */
export function smartReplyFor(
  replies: NonNullable<ReturnType<typeof smartRepliesOf>>,
  language: Locale,
): Extract<ChatSmartReply, { language: Locale }> {
  return { ...replies[language], category: replies.category, language };
}
