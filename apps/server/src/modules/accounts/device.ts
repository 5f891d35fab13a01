// The device of a sign-in, as the console shows a member's sessions ("Firefox · Windows"): the
// browser's and the system's names read from the User-Agent header, nothing more (not the
// header itself, nor versions: enough to tell one's devices apart, little to identify by).

const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\b(Macintosh|Mac OS X)\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const nameOf = (table: readonly [RegExp, string][], text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

/** "Firefox · Windows", "Safari · iOS", one of them alone, or '' when neither is known. */
export function deviceOf(userAgent: string | string[] | undefined): string {
  const text = (Array.isArray(userAgent) ? userAgent[0] : userAgent)?.slice(0, 1000) ?? '';
  return [nameOf(BROWSERS, text), nameOf(SYSTEMS, text)].filter(Boolean).join(' · ');
}
