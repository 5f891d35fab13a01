import { valenceDa, valenceEn } from './lexicons';

// What a text asks, read by rules (no outside service, the same answer every time): the
// language it is written in, whether it asks something and how (its intent), and its tone
// (the sum of its words' AFINN valences, a negation flipping the next rated word).

export type TextLanguage = 'da' | 'en';
export type Intent = 'howAreYou' | 'invitation' | 'yesNo' | 'open';
export type Tone = 'positive' | 'neutral' | 'negative';

export interface Analysis {
  language: TextLanguage;
  intent: Intent;
  tone: Tone;
}

/** Longer texts get no suggestions: quick replies suit a short question, not a letter. */
export const SMART_REPLY_MAX_LENGTH = 500;

const URL_PATTERN = /\b(?:https?:\/\/|www\.)\S+/giu;
const EMOJI_PATTERN =
  /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

// Frequent words of each language, to tell which one a text is written in.
const COMMON: Record<TextLanguage, ReadonlySet<string>> = {
  da: new Set(
    'jeg du han hun vi i de det den er var har og ikke at på med til af for som en et min din mig dig os jer sig også så men kan vil skal må hvad hvorfor hvornår hvor hvem hvordan hvilken hvilket hvilke lyst godt gerne lidt meget nu her der noget nogen igen tak hej'.split(
      ' ',
    ),
  ),
  en: new Set(
    'i you he she we they it is are was were have has and not to on with of for as a an the my your me us them also so but can will shall must what why when where who how which do does did would could should want like good well now here there some any again thanks hi hey at this that be am or if up out all just get go see know'.split(
      ' ',
    ),
  ),
};

const QUESTION_WORDS: Record<TextLanguage, readonly string[]> = {
  da: ['hvad', 'hvorfor', 'hvornår', 'hvor', 'hvem', 'hvordan', 'hvilken', 'hvilket', 'hvilke'],
  en: ['what', 'why', 'when', 'where', 'who', 'whom', 'whose', 'how', 'which'],
};

// A yes/no question starts with its verb ("Kan du …", "Are you …").
const QUESTION_VERBS: Record<TextLanguage, readonly string[]> = {
  da: [
    'er',
    'var',
    'har',
    'havde',
    'kan',
    'kunne',
    'vil',
    'ville',
    'skal',
    'skulle',
    'må',
    'mon',
    'bør',
    'kommer',
    'ved',
    'kender',
    'tror',
    'synes',
    'gider',
    'går',
    'bor',
    'laver',
    'elsker',
    'sover',
    'spiser',
    'ser',
    'hørte',
    'så',
    'fik',
    'får',
    'tager',
    'vidste',
  ],
  en: [
    'do',
    'does',
    'did',
    'are',
    'is',
    'am',
    'was',
    'were',
    'can',
    'could',
    'will',
    'would',
    'shall',
    'should',
    'have',
    'has',
    'had',
    'may',
    'might',
    'must',
    "don't",
    "doesn't",
    "didn't",
    "aren't",
    "isn't",
    "won't",
    "can't",
    "wouldn't",
    "haven't",
  ],
};

// Phrases read from the start of a clause's words (joined by single spaces, so a phrase ends
// at `(?= |$)`: JavaScript's \b knows no letters beyond ASCII, 'så' would never end a word).
const HOW_ARE_YOU: Record<TextLanguage, readonly RegExp[]> = {
  da: [
    /^hvordan (har du det|har i det|går det|står det til|har du haft det)(?= |$)/u,
    /^hvad så(?= |$)/u,
    /^går det (godt|fint)(?= |$)/u,
    /^har du det (godt|fint)(?= |$)/u,
  ],
  en: [
    /^how (are|r) (you|u|things)(?= |$)/u,
    /^how('s| is) (it going|everything|life|your day)(?= |$)/u,
    /^how (have|has) you been(?= |$)/u,
    /^how you doing(?= |$)/u,
    /^what('s| is) up(?= |$)/u,
    /^(are you|you) (doing )?(ok|okay|alright|well)(?= |$)/u,
  ],
};

const INVITATION: Record<TextLanguage, readonly RegExp[]> = {
  da: [
    /^skal vi(?= |$)/u,
    /^vil du (med|ikke med|gerne med|mødes|ses|have|spise|drikke|tage|gå|komme)(?= |$)/u,
    /^har du lyst(?= |$)/u,
    /^kunne du tænke dig(?= |$)/u,
    /^gider du (med|at)(?= |$)/u,
    /^hvad med at(?= |$)/u,
    /^hvad siger du til at(?= |$)/u,
    /^lad os(?= |$)/u,
    /^kom (med|over|forbi)(?= |$)/u,
    /^(skal|vil) vi ikke(?= |$)/u,
  ],
  en: [
    /^shall we(?= |$)/u,
    /^(do|would) you (want|like|fancy|wanna) to(?= |$)/u,
    /^(do|would) you (want|like|fancy) (a|an|some)(?= |$)/u,
    /^(wanna|want to)(?= |$)/u,
    /^how about (?!you(?= |$)|u(?= |$)|yours(?= |$))/u,
    /^what about (we|going|getting|having|meeting)(?= |$)/u,
    /^let'?s(?= |$)/u,
    /^why don'?t we(?= |$)/u,
    /^are you (up for|free|around)(?= |$)/u,
    /^come (with|over|along)(?= |$)/u,
  ],
};

const NEGATIONS: Record<TextLanguage, ReadonlySet<string>> = {
  da: new Set(['ikke', 'aldrig', 'ingen', 'intet', 'ik']),
  en: new Set([
    'not',
    'no',
    'never',
    'none',
    'nothing',
    "don't",
    "doesn't",
    "didn't",
    "isn't",
    "aren't",
    "wasn't",
    "won't",
    "can't",
    'cannot',
  ]),
};

// Function words the lists happen to rate (as stems of other words, or a sense that is rare
// in a chat: "vil" is rated as in "vilje", "like" as a verb while it is mostly "such as").
const UNRATED: Record<TextLanguage, ReadonlySet<string>> = {
  da: new Set(['for', 'vil', 'ville', 'her', 'fik', 'gider']),
  en: new Set(['want', 'like', 'please', 'free']),
};

// Words that open a clause without being part of what it asks ("Hey, how are you?").
const OPENERS = new Set([
  'and',
  'but',
  'so',
  'well',
  'ok',
  'okay',
  'hey',
  'hi',
  'hello',
  'og',
  'men',
  'nå',
  'hej',
  'hejsa',
]);

/** The words of a text in lower case: letters, digits and apostrophes inside a word. */
export function wordsOf(text: string): string[] {
  return (
    text
      .toLocaleLowerCase('da')
      .replace(/[’‘]/gu, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? []
  );
}

/** Which language a text is written in: the one with more frequent words, or null on a tie. */
export function languageOf(words: readonly string[], text: string): TextLanguage | null {
  let da = /[æøå]/iu.test(text) ? 2 : 0;
  let en = 0;
  for (const word of words) {
    if (COMMON.da.has(word)) da += 1;
    if (COMMON.en.has(word)) en += 1;
  }
  if (en === da) return null;
  return en > da ? 'en' : 'da';
}

/** The tone of some words: AFINN valences summed, a negation flipping the next rated word. */
export function toneOf(words: readonly string[], language: TextLanguage): Tone {
  const valence = language === 'da' ? valenceDa : valenceEn;
  let score = 0;
  let negate = false;
  for (const word of words) {
    if (UNRATED[language].has(word)) continue;
    if (NEGATIONS[language].has(word)) {
      negate = true;
      continue;
    }
    const value = valence(word);
    if (value !== 0) {
      score += negate ? -value : value;
      negate = false;
    }
  }
  if (score > 0) return 'positive';
  if (score < 0) return 'negative';
  return 'neutral';
}

interface Found {
  intent: Intent;
  /** The language whose words showed the intent. */
  language: TextLanguage;
}

/**
 * A clause's intent by its words, or null when they show none. `asked`: its sentence ends with
 * "?"; an exclamation that starts like a question ("What a day!") asks nothing.
 */
function clauseIntent(clause: string, exclaimed: boolean, asked: boolean): Found | null {
  const words = wordsOf(clause);
  while (words.length > 1 && OPENERS.has(words[0] as string)) words.shift();
  const first = words[0];
  if (first === undefined) return null;
  const start = words.join(' ');
  for (const language of LANGUAGES) {
    if (HOW_ARE_YOU[language].some((pattern) => pattern.test(start))) {
      return { intent: 'howAreYou', language };
    }
  }
  for (const language of LANGUAGES) {
    if (INVITATION[language].some((pattern) => pattern.test(start))) {
      return { intent: 'invitation', language };
    }
  }
  if (exclaimed) return null;
  for (const language of LANGUAGES) {
    if (QUESTION_WORDS[language].includes(first)) return { intent: 'open', language };
    if (QUESTION_VERBS[language].includes(first) && (asked || isPronoun(words[1], language))) {
      return { intent: 'yesNo', language };
    }
  }
  return null;
}

const LANGUAGES = ['da', 'en'] as const;

/** A sentence's intent: its first clause that shows one, else a yes/no question if it ends with "?". */
function sentenceIntent(sentence: string): Found | null {
  const asked = /\?\s*$/u.test(sentence);
  const exclaimed = /!\s*$/u.test(sentence);
  for (const clause of sentence.split(/[,;:]/u)) {
    const found = clauseIntent(clause, exclaimed, asked);
    if (found) return found;
  }
  return asked && wordsOf(sentence).length > 0 ? { intent: 'yesNo', language: 'da' } : null;
}

const PRONOUNS: Record<TextLanguage, ReadonlySet<string>> = {
  da: new Set(['du', 'i', 'vi', 'jeg', 'han', 'hun', 'de', 'det', 'den', 'der', 'man']),
  en: new Set(['you', 'u', 'we', 'i', 'he', 'she', 'they', 'it', 'there', 'that', 'this']),
};

function isPronoun(word: string | undefined, language: TextLanguage): boolean {
  return word !== undefined && PRONOUNS[language].has(word);
}

/**
 * What a text asks: its language, intent and tone, or null when it asks nothing (a statement,
 * emoji, a link, or a text over SMART_REPLY_MAX_LENGTH). Links and emoji are left out first
 * (a link's "?" asks nothing); of several sentences the last one that asks decides.
 */
export function analyse(text: string): Analysis | null {
  if (text.length > SMART_REPLY_MAX_LENGTH) return null;
  const plain = text.replace(URL_PATTERN, ' ').replace(EMOJI_PATTERN, ' ').trim();
  const words = wordsOf(plain);
  if (words.length === 0) return null;
  // Sentences with their closing marks ("Hej! Hvordan går det?" → "Hej!", "Hvordan går det?").
  const sentences = plain.match(/[^.!?\n]+[.!?]*/gu) ?? [];
  let found: Found | null = null;
  for (const sentence of sentences) found = sentenceIntent(sentence.trim()) ?? found;
  if (!found) return null;
  // The frequent words tell the language; on a tie, the words that asked ("What's up").
  const language = languageOf(words, plain) ?? found.language;
  return { language, intent: found.intent, tone: toneOf(words, language) };
}
