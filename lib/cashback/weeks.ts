/**
 * The cashback screen's rules about weeks (docs/cashback-api.md): a week is named by its Monday and
 * Sunday (its end is the next Monday 00:00 UTC, exclusive), in UTC as the backend counts it.
 */
export function weekRange(monday: string): { from: Date; to: Date } {
  const from = new Date(`${monday}T00:00:00.000Z`);
  return { from, to: new Date(from.getTime() + 6 * 24 * 60 * 60 * 1000) };
}
