/**
 * How far a player is from the next level (docs/rewards-api.md "Levels"): the share of the way from
 * his level's threshold to the next one's, 0–100, whole percent, rounded down (100 only at the
 * threshold itself). No next level: 100.
 */
export function levelProgress(lifetime: number, levelMin: number, nextMin: number | null): number {
  if (nextMin === null || nextMin <= levelMin) return 100;
  const share = (lifetime - levelMin) / (nextMin - levelMin);
  return Math.max(0, Math.min(100, Math.floor(share * 100)));
}
