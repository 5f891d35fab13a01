// Files the contract suite sends. A real PNG (8×8, two colour bands, made by e2e/support/png.ts),
// so a service that sniffs and re-encodes images accepts it like a photo from a phone.

const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAGElEQVR4nGNwWPAAK2KgosT+eHmsiIoSAJBgX6Fkee3PAAAAAElFTkSuQmCC';

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function pngFile(name = 'photo.png'): File {
  return new File([decodeBase64(PNG_BASE64)], name, { type: 'image/png' });
}

/** A file of `bytes` zero bytes with a picture's name and type (only its size matters). */
export function oversizedImage(bytes: number): File {
  return new File([new Uint8Array(bytes)], 'huge.png', { type: 'image/png' });
}
