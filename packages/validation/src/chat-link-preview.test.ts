import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { findLinks, LinkPreviewQuerySchema } from './chat-link-preview';

describe('findLinks', () => {
  it('finds http and https links in order, without repeats or sentence punctuation', () => {
    expect(
      findLinks('Se https://example.com/a?b=1, og http://x.dk. Igen: https://example.com/a?b=1!'),
    ).toEqual(['https://example.com/a?b=1', 'http://x.dk']);
  });

  it('keeps a bracket the link opened and drops one it did not', () => {
    expect(findLinks('(se https://en.wikipedia.org/wiki/Heat_(film))')).toEqual([
      'https://en.wikipedia.org/wiki/Heat_(film)',
    ]);
    expect(findLinks('(se https://example.com/side)')).toEqual(['https://example.com/side']);
  });

  it('ignores other schemes and text without links', () => {
    expect(
      findLinks('ftp://example.com javascript:alert(1) mailto:a@b.dk www.example.com'),
    ).toEqual([]);
    expect(findLinks('')).toEqual([]);
  });
});

describe('LinkPreviewQuerySchema', () => {
  it('takes a message id and an http(s) URL', () => {
    expect(v.parse(LinkPreviewQuerySchema, { messageId: '12', url: 'https://a.dk/x' })).toEqual({
      messageId: '12',
      url: 'https://a.dk/x',
    });
  });

  it.each([
    { messageId: '12', url: 'javascript:alert(1)' },
    { messageId: '12', url: 'file:///etc/passwd' },
    { messageId: '12', url: `https://a.dk/${'x'.repeat(2100)}` },
    { messageId: '0', url: 'https://a.dk' },
    { messageId: '12' },
    { messageId: '12', url: 42 },
  ])('refuses %o', (input) => {
    expect(v.safeParse(LinkPreviewQuerySchema, input).success).toBe(false);
  });
});
