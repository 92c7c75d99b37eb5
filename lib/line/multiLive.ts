/** Multi live (shell-and-routing.md §2): at most this many games side by side. */
export const MULTI_LIVE_MAX = 4;
/** Where the chosen games are kept between visits. */
export const MULTI_LIVE_STORAGE_KEY = 'multiLive';

/** The chosen games that are still live, in the order chosen; none saved: the first two live games. */
export function multiLiveChoice(saved: readonly number[] | null, liveIds: readonly number[]): number[] {
  const live = new Set(liveIds);
  if (saved === null) return liveIds.slice(0, 2);
  return saved.filter((id) => live.has(id)).slice(0, MULTI_LIVE_MAX);
}

/** A saved choice read back; anything else than a list of ids is no choice. */
export function readMultiLive(raw: string | null): number[] | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) && value.every((id) => Number.isInteger(id)) ? (value as number[]) : null;
  } catch {
    return null;
  }
}

/** Adds a game (up to the maximum) or takes it away. */
export function toggleMultiLive(chosen: readonly number[], id: number): number[] {
  if (chosen.includes(id)) return chosen.filter((other) => other !== id);
  return chosen.length >= MULTI_LIVE_MAX ? [...chosen] : [...chosen, id];
}
