// Which of the outbox's e-mails (.eml files, platform/mailer/outbox.ts) are to or about a
// person, for the retention jobs' erasure and anonymisation. A match removes a local copy of a
// mail already "sent", so erring towards a match costs nothing; missing one keeps a person.

/** The header lines that name a person the e-mail is for: recipients and whom to answer. */
const ADDRESS_HEADERS = new Set(['to', 'cc', 'bcc', 'reply-to']);

function headerBlock(eml: string): string {
  const end = eml.search(/\r?\n\r?\n/);
  // Folded header lines continue with a space or tab.
  return (end === -1 ? eml : eml.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
}

/**
 * The lower-cased addresses of the To, Cc, Bcc and Reply-To headers: whatever looks like an
 * address, with or without a display name and angle brackets.
 */
export function recipientsOf(eml: string): Set<string> {
  const found = new Set<string>();
  for (const line of headerBlock(eml).split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon === -1 || !ADDRESS_HEADERS.has(line.slice(0, colon).trim().toLowerCase())) continue;
    for (const match of line.slice(colon + 1).matchAll(/[^\s<>,;:"()]+@[^\s<>,;:"()]+/g)) {
      found.add(match[0].toLowerCase());
    }
  }
  return found;
}

const utf8 = (bytes: string) => Buffer.from(bytes, 'latin1').toString('utf8');

/** Quoted-printable (RFC 2045): soft line breaks and =XX bytes. */
function unquote(text: string): string {
  return utf8(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      ),
  );
}

/**
 * The text of an e-mail as its reader sees it: the encoded words of the headers (RFC 2047),
 * the quoted-printable and base64 parts decoded, and the HTML part's escaped characters.
 */
export function readableText(eml: string): string {
  const words = headerBlock(eml).replace(
    /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g,
    (_, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : unquote(text.replace(/_/g, ' ')),
  );
  const base64 = [
    ...eml.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/gi,
    ),
  ].map((part) => Buffer.from((part[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'));
  return [words, unquote(eml), ...base64]
    .join('\n')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether an e-mail is to one of `people` (To, Cc, Bcc, Reply-To), or names them: their
 * address or their name as a whole word anywhere in what it reads.
 */
export function mentionsAnyOf(
  eml: string,
  people: readonly { email: string; name: string }[],
): boolean {
  const recipients = recipientsOf(eml);
  if (people.some((person) => recipients.has(person.email.toLowerCase()))) return true;
  const text = readableText(eml);
  return people.some((person) =>
    [person.email, person.name.trim()]
      .filter((needle) => needle !== '')
      .some((needle) =>
        new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(needle)}($|[^\\p{L}\\p{N}])`, 'iu').test(
          text,
        ),
      ),
  );
}
