// Generated avatars: a colour derived from the user id and the upper-cased first letter of
// the name. Every colour keeps white text at a contrast of at least 4.5:1.
const PALETTE = [
  '#b3261e',
  '#a1346b',
  '#7b3fa0',
  '#5a4bb5',
  '#2f5fb3',
  '#1f6f8b',
  '#17736a',
  '#2e7d32',
  '#5d6b12',
  '#8a5a00',
  '#a14a12',
  '#6d4c41',
] as const;

function hashString(value: string): number {
  // FNV-1a: stable across runs and platforms.
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i += 1) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function avatarColour(userId: string): string {
  return PALETTE[hashString(userId) % PALETTE.length] ?? PALETTE[0];
}

export function avatarLetter(name: string): string {
  const first = Array.from(name.trim())[0];
  return first ? first.toLocaleUpperCase('da') : '?';
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function avatarSvg(userId: string, name: string): string {
  const letter = escapeXml(avatarLetter(name));
  const colour = avatarColour(userId);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">',
    `<rect width="256" height="256" fill="${colour}"/>`,
    '<text x="128" y="128" dy=".35em" text-anchor="middle" fill="#ffffff" ',
    'font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="128" font-weight="600">',
    letter,
    '</text></svg>',
  ].join('');
}

/**
 * The public URL of a user's generated avatar. The letter rides along as a cache key, so a
 * renamed user's avatar is fetched again while an unchanged one stays cached.
 */
export function avatarUrl(userId: string, name: string): string {
  return `/media/avatars/${encodeURIComponent(userId)}.svg?v=${encodeURIComponent(avatarLetter(name))}`;
}
