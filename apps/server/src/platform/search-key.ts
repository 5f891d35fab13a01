// The search key: a text folded for accent- and case-insensitive search (the menu search
// and the deck's name filter), stored in users.search_key and bubbles.search_key and
// trigram-indexed. Danish letters keep their sound (æ → ae, ø → oe, å → aa, as Danes type them
// without a Danish keyboard), other marks are dropped (é → e, ü → u), ß → ss, runs of white
// space become one space. Migration 0006 backfilled existing rows with an SQL approximation
// of the same folding; from then on the services write the keys with this function.

const DANISH: Readonly<Record<string, string>> = { æ: 'ae', ø: 'oe', å: 'aa' };
const OTHER: Readonly<Record<string, string>> = {
  ß: 'ss',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  œ: 'oe',
};

export function searchKey(text: string): string {
  return (
    text
      // Composed first, so a decomposed å (a + ring) is still å below.
      .normalize('NFC')
      .toLowerCase()
      // Before NFKD, which would turn å into a + ring and lose the Danish spelling.
      .replace(/[æøå]/gu, (letter) => DANISH[letter] ?? letter)
      .normalize('NFKD')
      .replace(/\p{M}+/gu, '')
      .replace(/[ßđðþłœ]/gu, (letter) => OTHER[letter] ?? letter)
      .replace(/\s+/gu, ' ')
      .trim()
  );
}
