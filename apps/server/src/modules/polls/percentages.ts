/**
 * Whole percentages of `votes` that add up to exactly 100 (largest remainder method), so the
 * poll bars never show 33 + 33 + 33 = 99. Every option gets its share rounded down; the
 * points still missing go to the options with the largest remainders, the earlier option
 * first on a tie. No votes at all: 0 for every option.
 */
export function percentagesOf(votes: readonly number[]): number[] {
  const total = votes.reduce((sum, n) => sum + n, 0);
  if (total === 0) return votes.map(() => 0);
  // Integer arithmetic throughout: no floating-point remainder decides a tie.
  const shares = votes.map((n, index) => ({
    index,
    floor: Math.floor((n * 100) / total),
    remainder: (n * 100) % total,
  }));
  let missing = 100 - shares.reduce((sum, share) => sum + share.floor, 0);
  const result = shares.map((share) => share.floor);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (missing === 0) break;
    result[share.index] = share.floor + 1;
    missing -= 1;
  }
  return result;
}
