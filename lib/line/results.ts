/** The day a player picked, as the results' finish-time window in his time zone (an offset in hours, shell-and-routing.md §3). */
export function dayWindow(day: string, offsetHours: number): { from: number; to: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const midnightUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(midnightUtc) || new Date(midnightUtc).getUTCDate() !== Number(match[3])) return null;
  const from = midnightUtc - offsetHours * 3_600_000;
  return { from, to: from + 86_400_000 };
}

/** Today in the player's time zone, as `YYYY-MM-DD` (the date field's value). */
export function todayIn(offsetHours: number, now: number = Date.now()): string {
  return new Date(now + offsetHours * 3_600_000).toISOString().slice(0, 10);
}
