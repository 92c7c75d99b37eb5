import { makeBackend } from './helpers';

/** Wednesday 2026-11-25 12:00 UTC: the week of Monday 2026-11-23 is under way. */
export const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
export const MONDAY = Date.UTC(2026, 10, 23);
export const NEXT_MONDAY = Date.UTC(2026, 10, 30);
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

export const PLAYER_ID = 1001;
export const MAIN = 5001;
export const BONUS_ACCOUNT = 5002;

/**
 * A fresh backend at NOW with the seeded player signed in, and direct writers of the rows points and
 * cashback are computed from (settled casino rounds, coupons): the arithmetic is tested on rows
 * written as the casino and coupon write them, the money paths through the API.
 */
export async function rewardsBackend(login = 'player@example.com') {
  const backend = makeBackend({ now: NOW });
  const headers: Record<string, string> = { cookie: `ua=${(await backend.signIn(login)).ua}`, 'x-language': 'en' };
  const { db } = backend;
  let rounds = 0;

  db.prepare(
    `INSERT INTO casino_play_sessions (id, game_id, engine, mode, user_id, account_id, iso, client_seed, server_seed, server_seed_hash, nonce, lang, started_at, last_seen_at)
     VALUES ('ps_test', 3001, 'slot', 'real', ?, ?, 'RUB', 'c', 's', 'h', 0, 'en', ?, ?)`,
  ).run(PLAYER_ID, MAIN, NOW, NOW);

  /** A casino round as the wallet leaves it (amounts in minor units). */
  const round = (r: { stake: number; win?: number; at: number; status?: string; mode?: string; accountId?: number; iso?: string; userId?: number }) => {
    rounds += 1;
    db.prepare(
      `INSERT INTO casino_rounds (id, session_id, game_id, engine, mode, user_id, account_id, iso, stake_minor, win_minor, status, params, created_at, settled_at)
       VALUES (?, 'ps_test', 3001, 'slot', ?, ?, ?, ?, ?, ?, ?, '{}', ?, ?)`,
    ).run(
      `rnd_test_${rounds}`,
      r.mode ?? 'real',
      r.userId ?? PLAYER_ID,
      r.accountId ?? MAIN,
      r.iso ?? 'RUB',
      r.stake,
      r.win ?? 0,
      r.status ?? 'settled',
      r.at - 1000,
      r.at,
    );
  };

  /** A coupon in its final state (amounts in minor units). */
  const coupon = (c: { stake: number; status: string; at: number; accountId?: number; iso?: string }) => {
    db.prepare(
      `INSERT INTO coupons (user_id, account_id, iso, type_id, status, amount_minor, change_coef_action, exact_coef, drop_on_score_change, win_minor, created_at, settled_at)
       VALUES (?, ?, ?, 0, ?, ?, 0, 0, 0, 0, ?, ?)`,
    ).run(PLAYER_ID, c.accountId ?? MAIN, c.iso ?? 'RUB', c.status, c.stake, c.at - 1000, c.at);
  };

  /** The player's opening points (the main account's stored points): his level without thousands of rows. */
  const setOpening = (points: number) => backend.call('POST', `/__control/rewards/${login}/opening`, { body: { points } });
  /** Moves the clock to `ms` and signs in again (a session days old has ended). */
  const at = async (ms: number) => {
    backend.clock.setOffsetSeconds((ms - NOW) / 1000);
    headers.cookie = `ua=${(await backend.signIn(login)).ua}`;
  };
  const get = (path: string, h = headers) => backend.call('GET', path, { headers: h });
  const post = (path: string, extra: Record<string, string> = {}, h = headers) => backend.call('POST', path, { headers: { ...h, ...extra } });
  const money = (accountId = MAIN) => (db.prepare('SELECT money_minor FROM accounts WHERE id = ?').get(accountId) as { money_minor: number }).money_minor;

  return { ...backend, headers, round, coupon, setOpening, at, get, post, money };
}

export type RewardsBackend = Awaited<ReturnType<typeof rewardsBackend>>;
export const codeOf = (res: { json: { errors?: { code: string }[] } }) => res.json?.errors?.[0]?.code;
