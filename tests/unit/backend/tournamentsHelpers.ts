import { CASINO_NOW, casinoBackend } from './casinoHelpers';

export const DAY = 86_400_000;
/** The seeded running slot tournament (multiplier, slots, min bet 10 ₽, started a day before CASINO_NOW). */
export const SLOT_RACE = 1;
/** The seeded running winRatio tournament on every game (20 rounds, min bet 1 ₽). */
export const MARATHON = 2;
export const UPCOMING = 3;
export { CASINO_NOW };

/** A casino backend (player@example.com signed in) with the tournaments' calls. */
export async function tournamentBackend() {
  const b = await casinoBackend();
  let keys = 0;
  const join = (id: number, headers = b.headers, key: string | null = `join-${(keys += 1)}`) =>
    b.call('POST', `/web-api/casino/tournaments/${id}/join?lng=en`, { headers: { ...headers, ...(key === null ? {} : { 'Idempotency-Key': key }) } });
  const detail = async (id: number, headers = b.headers) => (await b.call('GET', `/web-api/casino/tournaments/${id}?lng=en`, { headers })).json;
  const controlList = async () => (await b.control('GET', '/tournaments')).json as { tournamentId: number; status: string; leaderboard: { login: string; score: number }[] }[];
  const board = async (id: number) => (await controlList()).find((t) => t.tournamentId === id)!;
  /** Another seeded player signed in: his headers. */
  const other = async (login: string) => ({ cookie: `ua=${(await b.signIn(login)).ua}` });
  /**
   * A settled round written as the wallet writes it (the scoring tests pick its every field): in a
   * session of its own, no money moves, so only scoring tests use it.
   */
  let rounds = 0;
  const insertRound = (r: { userId: number; gameId?: number; stake: number; win: number; createdAt: number; settledAt?: number; mode?: string; accountId?: number; iso?: string; status?: string }) => {
    const id = `rnd_t${(rounds += 1)}`;
    b.db
      .prepare(
        `INSERT INTO casino_play_sessions (id, game_id, engine, mode, user_id, account_id, iso, client_seed, server_seed, server_seed_hash, nonce, lang, started_at, last_seen_at)
         VALUES (?, ?, 'slot', ?, ?, ?, ?, 'c', 's', 'h', 0, 'en', ?, ?)`,
      )
      .run(`ps_${id}`, r.gameId ?? 3001, r.mode ?? 'real', r.userId, r.accountId ?? 5001, r.iso ?? 'RUB', r.createdAt, r.createdAt);
    b.db
      .prepare(
        `INSERT INTO casino_rounds (id, session_id, game_id, engine, mode, user_id, account_id, iso, stake_minor, win_minor, status, params, created_at, settled_at)
         VALUES (?, ?, ?, 'slot', ?, ?, ?, ?, ?, ?, ?, '{}', ?, ?)`,
      )
      .run(id, `ps_${id}`, r.gameId ?? 3001, r.mode ?? 'real', r.userId, r.accountId ?? 5001, r.iso ?? 'RUB', r.stake, r.win, r.status ?? 'settled', r.createdAt, r.settledAt ?? r.createdAt + 1000);
  };
  return { ...b, join, detail, controlList, board, other, insertRound };
}
