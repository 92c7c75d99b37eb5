// disallow_line_sport / disallow_live_sport: sport id lists stored sorted (shell-and-routing.md §3).

/** A sport id is a non-negative whole number; "12" in the string form reads the same as 12. */
function toSportId(item: unknown): number | null {
  if (typeof item === 'number') return Number.isSafeInteger(item) && item >= 0 ? item : null;
  if (typeof item === 'string') {
    const text = item.trim();
    // Digits only: Number() would also take "1e2", "0x10" or "" and turn them into ids.
    if (!/^\d+$/.test(text)) return null;
    const id = Number(text);
    return Number.isSafeInteger(id) ? id : null;
  }
  return null;
}

/**
 * Normalises a stored disallow list to unique sport ids in ascending order, so equal lists
 * compare and serialise equally. Accepts an array, a comma-separated string ("3,1,2") or a lone
 * id; anything that is not a sport id is dropped rather than failing, because the value may come
 * from a cookie or an older payload.
 */
export function normalizeDisallowList(value: unknown): number[] {
  const items: unknown[] = Array.isArray(value)
    ? value
    : typeof value === 'string'
      ? value.split(',')
      : [value];
  const ids = new Set<number>();
  for (const item of items) {
    const id = toSportId(item);
    if (id !== null) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
