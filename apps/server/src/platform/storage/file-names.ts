// File names people gave their uploads: cleaned before they are stored, and written into the
// Content-Disposition header of a download so that no name can break out of it.

/**
 * A file name a person can read: no folders, no control characters, bidi overrides or lone
 * surrogates, at most 120 characters.
 */
export function cleanFileName(raw: string | undefined, fallback: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = Array.from(base.normalize('NFC'))
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return (
        code >= 0x20 &&
        code !== 0x7f &&
        !(code >= 0x202a && code <= 0x202e) &&
        !(code >= 0xd800 && code <= 0xdfff)
      );
    })
    .join('')
    .trim()
    .slice(0, 120);
  return clean || fallback;
}

/** RFC 5987 percent-encoding (encodeURIComponent leaves ' ( ) * as they are). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * `attachment` with the cleaned name (RFC 6266): a plain-ASCII `filename` for old clients
 * (anything else, quotes and backslashes become '_') and the exact name as `filename*`.
 */
export function attachmentDisposition(raw: string | undefined, fallback: string): string {
  const name = cleanFileName(raw, fallback);
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

/** The signed URL of a file to download, with the name it is saved under. */
export function downloadUrl(signedUrl: string, name: string): string {
  return `${signedUrl}&name=${encodeURIComponent(name)}`;
}
