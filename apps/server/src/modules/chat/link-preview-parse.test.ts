import { describe, expect, it } from 'vitest';
import { decodeEntities, decodeHtml, PREVIEW_LIMITS, parsePreview } from './link-preview-parse';

const PAGE_URL = 'https://example.dk/artikler/1';

describe('parsePreview', () => {
  it('prefers Open Graph, then the Twitter card, then <title> and the meta description', () => {
    const head = (tags: string) => `<html><head><title>Title tag</title>${tags}</head></html>`;
    expect(parsePreview(head(''), PAGE_URL).title).toBe('Title tag');
    expect(parsePreview(head('<meta name="twitter:title" content="Card">'), PAGE_URL).title).toBe(
      'Card',
    );
    expect(
      parsePreview(
        head('<meta name="twitter:title" content="Card"><meta property="og:title" content="OG">'),
        PAGE_URL,
      ).title,
    ).toBe('OG');
    expect(
      parsePreview(head("<meta content='Beskrivelse' name=description>"), PAGE_URL).description,
    ).toBe('Beskrivelse');
  });

  it('reads only the head, decodes entities and resolves the image against the page', () => {
    const parsed = parsePreview(
      `<html><head><meta property="og:image" content="../billede.jpg?a=1&amp;b=2">
      <meta property="og:description" content="&quot;R&aelig;kker&quot; &#x1F600; &ndash; ok"></head>
      <body><meta property="og:title" content="from the body"></body></html>`,
      PAGE_URL,
    );
    expect(parsed).toEqual({
      title: undefined,
      description: '"Rækker" 😀 – ok',
      siteName: undefined,
      imageUrl: 'https://example.dk/billede.jpg?a=1&b=2',
    });
  });

  it('drops images that are not http(s) and control characters, and cuts long texts', () => {
    const long = 'ø'.repeat(500);
    const parsed = parsePreview(
      `<head><meta property="og:image" content="javascript:alert(1)"><title>A\u0007\u202eB</title>
      <meta property="og:description" content="${long}"></head>`,
      PAGE_URL,
    );
    expect(parsed.imageUrl).toBeUndefined();
    expect(parsed.title).toBe('A B');
    expect(Array.from(parsed.description ?? '')).toHaveLength(PREVIEW_LIMITS.description);
    expect(parsed.description?.endsWith('…')).toBe(true);
  });

  it('ignores what is inside comments', () => {
    expect(
      parsePreview('<head><!-- <title>Old</title> --><title>New</title></head>', PAGE_URL).title,
    ).toBe('New');
  });
});

describe('decoding', () => {
  it('decodes named and numeric entities and leaves unknown ones', () => {
    expect(decodeEntities('&lt;b&gt; &#65;&#x42; &unknown; &#0;')).toBe('<b> AB &unknown; \ufffd');
  });

  it('reads the charset of the header, else of the document', () => {
    const latin1 = Buffer.from(
      '<head><meta charset="iso-8859-1"><title>bl\xe5b\xe6r</title>',
      'latin1',
    );
    expect(decodeHtml(latin1, undefined)).toContain('blåbær');
    expect(decodeHtml(Buffer.from('blåbær'), 'utf-8')).toBe('blåbær');
  });
});
