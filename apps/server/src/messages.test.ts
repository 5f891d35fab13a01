import { resources } from '@wob/i18n';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGE_KEYS } from './messages';

function lookup(tree: unknown, path: string[]): unknown {
  let node = tree;
  for (const segment of path) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

describe('server messages', () => {
  it.each(SERVER_MESSAGE_KEYS)('%s exists in Danish and English', (key) => {
    const [namespace = '', path = ''] = key.split(':');
    for (const locale of ['da', 'en'] as const) {
      const segments = [namespace, ...path.split('.')];
      // A plural message is a key with its forms ('…text_one', '…text_other').
      const last = segments.pop() ?? '';
      const text =
        lookup(resources[locale], [...segments, last]) ??
        lookup(resources[locale], [...segments, `${last}_other`]);
      expect(typeof text, `${locale} ${key}`).toBe('string');
      expect(String(text).length).toBeGreaterThan(0);
    }
  });
});
