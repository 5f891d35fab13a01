import * as v from 'valibot';
import { IMAGE_MAX_BYTES, type ImageMimeType } from './constants';
import { MESSAGES } from './messages';

// Images travel inside JSON as data URLs (ARCHITECTURE 'Images in JSON'). Strict, padded
// base64 as FileReader.readAsDataURL produces it; the server still sniffs the decoded bytes.
const IMAGE_DATA_URL = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/]*={0,2})$/;

export interface ImageDataUrl {
  mimeType: ImageMimeType;
  /** The base64 payload, without the `data:…;base64,` header. */
  base64: string;
  /** Size of the decoded image in bytes. */
  byteLength: number;
}

/** Splits an image data URL into type, payload and decoded size; null when malformed. */
export function parseImageDataUrl(value: string): ImageDataUrl | null {
  const match = IMAGE_DATA_URL.exec(value);
  const mimeType = match?.[1];
  const base64 = match?.[2];
  if (!mimeType || !base64 || base64.length % 4 !== 0) return null;
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return {
    mimeType: mimeType as ImageMimeType,
    base64,
    byteLength: (base64.length / 4) * 3 - padding,
  };
}

/** A required image data URL of at most IMAGE_MAX_BYTES decoded bytes. */
export function createImageDataUrlSchema(
  requiredMessage: string = MESSAGES.required.profilePicture,
) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    // One pass over a value that may be megabytes long, answering with the first problem.
    v.rawCheck(({ dataset, addIssue }) => {
      // Nothing to add when the value is missing: 'required' has been said already.
      if (!dataset.typed || dataset.issues) return;
      const image = parseImageDataUrl(dataset.value);
      if (!image) addIssue({ message: MESSAGES.image.invalid });
      else if (image.byteLength > IMAGE_MAX_BYTES) addIssue({ message: MESSAGES.image.tooLarge });
    }),
  );
}

export const imageDataUrlSchema = createImageDataUrlSchema();
