/** Which rows a tournament's leaderboard shows (docs/tournaments-api.md "GET …/{id}"). */

export interface BoardPlace {
  place: number;
  login: string;
  score: number;
  rounds: number;
  prize: number;
  isMe: boolean;
}

export interface BoardMe {
  place: number | null;
  login: string;
  score: number | null;
  rounds: number;
  prize: number | null;
}

/**
 * The top as the backend gives it, and the player's own row below it when he is ranked outside
 * the top (his row in the top is highlighted there instead); null when there is none to add.
 */
export function ownRowBelow(top: readonly BoardPlace[], me: BoardMe | null): BoardPlace | null {
  if (!me || me.place === null || me.score === null) return null;
  if (top.some((row) => row.isMe || row.place === me.place)) return null;
  return { place: me.place, login: me.login, score: me.score, rounds: me.rounds, prize: me.prize ?? 0, isMe: true };
}

/** The tournaments of a list, grouped by status in the order the page shows them. */
export function byStatus<T extends { status: string }>(items: readonly T[]): { running: T[]; upcoming: T[]; finished: T[] } {
  return {
    running: items.filter((item) => item.status === 'running'),
    upcoming: items.filter((item) => item.status === 'upcoming'),
    finished: items.filter((item) => item.status === 'finished'),
  };
}
