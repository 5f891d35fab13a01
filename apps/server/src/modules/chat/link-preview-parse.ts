// Reading a page's preview from its HTML: Open Graph first, then the Twitter card, then the
// page's own <title> and meta description. Only the document's head matters, read with a few
// patterns (no script runs, nothing else is fetched). Entities are decoded, white space folded
// and lengths cut, so what is stored is plain, short text.

export const PREVIEW_LIMITS = { title: 200, description: 300, siteName: 100 } as const;

export interface ParsedPreview {
  title: string | undefined;
  description: string | undefined;
  siteName: string | undefined;
  /** Absolute http(s) URL of the preview image, if the page names one. */
  imageUrl: string | undefined;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  aelig: 'æ',
  AElig: 'Æ',
  oslash: 'ø',
  Oslash: 'Ø',
  aring: 'å',
  Aring: 'Å',
  auml: 'ä',
  Auml: 'Ä',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  szlig: 'ß',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
};

export function decodeEntities(text: string): string {
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});?/g,
    (all, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1] === 'x' || name[1] === 'X'
            ? Number.parseInt(name.slice(2), 16)
            : Number(name.slice(1));
        const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
        return valid ? String.fromCodePoint(code) : '\ufffd';
      }
      return NAMED_ENTITIES[name] ?? all;
    },
  );
}

/** Plain text: entities decoded, control characters dropped, white space folded, cut. */
function clean(raw: string | undefined, max: number): string | undefined {
  if (raw === undefined) return undefined;
  const text = decodeEntities(raw)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are dropped
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return undefined;
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s=/>"']+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/** The part of the document a preview is read from: up to </head> (or <body>). */
function headOf(html: string): string {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, '');
  const end = withoutComments.search(/<\/head\s*>|<body[\s>]/i);
  return end === -1 ? withoutComments : withoutComments.slice(0, end);
}

/** The charset a document declares in its head (`<meta charset>` or http-equiv). */
export function declaredCharset(head: string): string | undefined {
  const match = /<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]{1,40})/i.exec(head);
  return match?.[1]?.toLowerCase();
}

/** The document as text, in the charset the response or the document names (UTF-8 else). */
export function decodeHtml(body: Buffer, headerCharset: string | undefined): string {
  const sniffed = declaredCharset(body.subarray(0, 4096).toString('latin1'));
  for (const label of [headerCharset, sniffed, 'utf-8']) {
    if (!label) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // an unknown label: try the next
    }
  }
  return body.toString('utf8');
}

function absoluteHttpUrl(raw: string | undefined, base: string): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(decodeEntities(raw.trim()), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The preview of an HTML page fetched from `pageUrl` (relative image URLs resolve there). */
export function parsePreview(html: string, pageUrl: string): ParsedPreview {
  const head = headOf(html);
  const meta = new Map<string, string>();
  for (const match of head.matchAll(/<meta\b([^>]*)>/gi)) {
    const attributes = attributesOf(match[1] ?? '');
    const key = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase();
    const content = attributes.get('content');
    // The first of each wins, as in the Open Graph protocol.
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1];
  const first = (...keys: string[]) =>
    keys.map((key) => meta.get(key)).find((value) => value !== undefined && value.trim() !== '');
  let base = pageUrl;
  const baseHref = /<base\b([^>]*)>/i.exec(head)?.[1];
  if (baseHref) base = absoluteHttpUrl(attributesOf(baseHref).get('href'), pageUrl) ?? pageUrl;
  return {
    title: clean(first('og:title', 'twitter:title') ?? titleTag, PREVIEW_LIMITS.title),
    description: clean(
      first('og:description', 'twitter:description', 'description'),
      PREVIEW_LIMITS.description,
    ),
    siteName: clean(first('og:site_name', 'application-name'), PREVIEW_LIMITS.siteName),
    imageUrl: absoluteHttpUrl(
      first(
        'og:image:secure_url',
        'og:image',
        'og:image:url',
        'twitter:image',
        'twitter:image:src',
      ),
      base,
    ),
  };
}
