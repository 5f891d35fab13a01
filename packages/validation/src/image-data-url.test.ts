import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from './constants';
import { imageDataUrlSchema, parseImageDataUrl } from './image-data-url';
import { messageOf, PNG_DATA_URL } from './test/helpers';

/** A data URL whose payload decodes to exactly `bytes` bytes. */
function dataUrlOfSize(bytes: number, type = 'image/jpeg'): string {
  return `data:${type};base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
}

describe('parseImageDataUrl', () => {
  it('reads the type and the decoded size', () => {
    expect(parseImageDataUrl(PNG_DATA_URL)).toMatchObject({
      mimeType: 'image/png',
      byteLength: 68,
    });
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) {
      expect(parseImageDataUrl(dataUrlOfSize(10, type))?.mimeType).toBe(type);
    }
  });

  test.prop([fc.uint8Array({ maxLength: 300 })])(
    'decoded size matches the bytes encoded',
    (bytes) => {
      const url = `data:image/gif;base64,${Buffer.from(bytes).toString('base64')}`;
      const parsed = parseImageDataUrl(url);
      if (bytes.length === 0) expect(parsed).toBeNull();
      else expect(parsed?.byteLength).toBe(bytes.length);
    },
  );
});

describe('imageDataUrlSchema', () => {
  it("says 'Profile Picture is Required' when missing", () => {
    for (const input of [undefined, null, '', '  ', 12]) {
      expect(messageOf(imageDataUrlSchema, input)).toBe('validation:required.profilePicture');
    }
  });

  it('accepts PNG, JPEG, WebP and GIF data URLs', () => {
    expect(messageOf(imageDataUrlSchema, PNG_DATA_URL)).toBeUndefined();
  });

  it('rejects other types, URLs and broken base64', () => {
    for (const input of [
      'data:image/svg+xml;base64,PHN2Zz4=',
      'data:text/html;base64,PGgxPg==',
      'data:image/png,rawdata',
      'data:image/png;base64,abc',
      'data:image/png;base64,ab=c',
      'data:image/png;base64,',
      'https://example.com/me.png',
    ]) {
      expect(messageOf(imageDataUrlSchema, input)).toBe('validation:image.invalid');
    }
  });

  it('accepts exactly 5 MB and rejects one byte more as too large', () => {
    expect(messageOf(imageDataUrlSchema, dataUrlOfSize(IMAGE_MAX_BYTES))).toBeUndefined();
    expect(messageOf(imageDataUrlSchema, dataUrlOfSize(IMAGE_MAX_BYTES + 1))).toBe(
      'validation:image.tooLarge',
    );
  });
});
