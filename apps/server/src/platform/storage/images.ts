import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

/** Formats accepted as uploads, decided by the bytes, never by the declared type. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);
export const MAX_IMAGE_EDGE = 1600;
// Decompression bombs: a tiny file can claim an enormous canvas.
const MAX_INPUT_PIXELS = 40_000_000;

export interface ProcessedImage {
  data: Buffer;
  mime: 'image/webp';
  width: number;
  height: number;
}

export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
}

/**
 * Sniffs the content, then re-encodes: rotated upright by its EXIF orientation, scaled to at
 * most MAX_IMAGE_EDGE on its longer side, written as WebP. sharp writes no metadata unless
 * asked to, so EXIF (GPS included), XMP, IPTC and ICC comments are all dropped.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new ImageRejectedError('not an accepted image');
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      .resize({
        width: MAX_IMAGE_EDGE,
        height: MAX_IMAGE_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, mime: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    throw new ImageRejectedError('the image cannot be decoded', { cause: error });
  }
}

/** Image formats sharp reads and writes: a file in one of them is re-encoded in it. */
const REENCODED = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/tiff': 'tiff',
  'image/avif': 'avif',
} as const;

/** Whether stripImageMetadata can re-encode an image of this (sniffed) type. */
export function isReencodable(mime: string): mime is keyof typeof REENCODED {
  return Object.hasOwn(REENCODED, mime);
}

/**
 * An image sent as a file, kept in its format and size but written anew: upright by its EXIF
 * orientation and without any metadata (EXIF with GPS, XMP, IPTC), since sharp writes none
 * unless asked. Animations keep their frames.
 */
export async function stripImageMetadata(
  input: Buffer,
  mime: keyof typeof REENCODED,
): Promise<Buffer> {
  try {
    const image = sharp(input, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
      animated: mime === 'image/gif' || mime === 'image/webp',
    });
    const { pages = 1 } = await image.metadata();
    // Rotating by the orientation works on one frame only; animations carry none in practice.
    return await (pages > 1 ? image : image.rotate()).toFormat(REENCODED[mime]).toBuffer();
  } catch (error) {
    throw new ImageRejectedError('the image cannot be decoded', { cause: error });
  }
}
