// Message ids and change counters (`seq`) of the self-hosted chat are decimal strings without
// leading zeros whose numeric order is the order of sending (ids) or of changes (seq). They can
// grow past 2^53, so they are compared as strings: a longer one is larger.

/** Negative when a < b, 0 when equal, positive when a > b. */
export function compareDecimal(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxDecimal(a: string, b: string): string {
  return compareDecimal(a, b) >= 0 ? a : b;
}
