import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPE, findUserAccount, listAccounts } from '../../accounts/accounts';
import type { AccountWithCurrencyRow, UserRow } from '../../accounts/rows';
import type { Db } from '../../db/handle';
import { ApiError } from '../../errors';
import type { Lang } from '../../lang';
import { assertNotRestricted } from '../../limits/enforce';
import { commitmentOf, newClientSeed, newServerSeed } from '../games/fair';
import type { PlayableGame } from '../games/playable';
import type { PlaySessionRow } from '../games/rows';
import { findSession } from '../wallet/store';

/**
 * Play sessions (docs/casino-games.md "Sessions"): one per game opened, in demo (play money, held
 * on the session, nothing in the ledger; no sign-in needed) or real mode (signed in, one of the
 * player's main or currency accounts; never the bonus one). A session holds the next round's server
 * seed and its commitment, the client seed and the nonce.
 */
export const DEMO_CURRENCY = 'FUN';
/** Play money a demo session starts with (and is refilled to): 1000.00. */
export const DEMO_START_MINOR = 100_000;
export const MAX_CLIENT_SEED_LENGTH = 64;

export type PlayMode = 'demo' | 'real';

export interface NewSession {
  game: PlayableGame;
  mode: PlayMode;
  lang: Lang;
  /** The signed-in player, if any (required for real). */
  user?: UserRow;
  /** The sign-in session the request came with (real: the play ends when it does). */
  authSessionId?: string;
  accountId?: number;
  clientSeed?: string;
}

const playable = (account: AccountWithCurrencyRow) => account.type === ACCOUNT_TYPE.main || account.type === ACCOUNT_TYPE.currency;

/** The account real play uses: the one asked for, else the active one, else the main one; never the bonus one. */
function realAccount(db: Db, userId: number, accountId: number | undefined): AccountWithCurrencyRow {
  if (accountId !== undefined) {
    const account = findUserAccount(db, userId, accountId);
    if (!account) throw new ApiError(404, `No account ${accountId}`, { code: 'account_not_found' });
    if (!playable(account)) throw new ApiError(422, 'Games are played from the main or a currency account, not the bonus one', { code: 'account_not_allowed' });
    return account;
  }
  const accounts = listAccounts(db, userId).filter(playable);
  const chosen = accounts.find((account) => account.is_active === 1) ?? accounts.find((account) => account.type === ACCOUNT_TYPE.main) ?? accounts[0];
  if (!chosen) throw new ApiError(422, 'The player has no account to play from', { code: 'account_not_allowed' });
  return chosen;
}

export function createPlaySession(db: Db, now: number, input: NewSession): PlaySessionRow {
  const serverSeed = newServerSeed();
  let account: AccountWithCurrencyRow | undefined;
  if (input.mode === 'real') {
    if (!input.user) throw new Error('real play needs a player');
    // The `casino` right: gone while a block 37, self-exclusion or time-out runs.
    assertNotRestricted(db, input.user.id, Math.floor(now / 1000), input.lang);
    account = realAccount(db, input.user.id, input.accountId);
  }
  const row: PlaySessionRow = {
    id: `ps_${randomBytes(16).toString('hex')}`,
    game_id: input.game.id,
    engine: input.game.engine,
    mode: input.mode,
    user_id: input.user?.id ?? null,
    auth_session_id: input.mode === 'real' ? (input.authSessionId ?? null) : null,
    account_id: account?.id ?? null,
    iso: account?.iso ?? DEMO_CURRENCY,
    demo_balance_minor: input.mode === 'demo' ? DEMO_START_MINOR : null,
    client_seed: input.clientSeed ?? newClientSeed(),
    server_seed: serverSeed,
    server_seed_hash: commitmentOf(serverSeed),
    nonce: 0,
    lang: input.lang,
    started_at: now,
    last_seen_at: now,
  };
  db.prepare(
    `INSERT INTO casino_play_sessions (id, game_id, engine, mode, user_id, auth_session_id, account_id, iso, demo_balance_minor, client_seed,
       server_seed, server_seed_hash, nonce, lang, started_at, last_seen_at)
     VALUES (@id, @game_id, @engine, @mode, @user_id, @auth_session_id, @account_id, @iso, @demo_balance_minor, @client_seed,
       @server_seed, @server_seed_hash, @nonce, @lang, @started_at, @last_seen_at)`,
  ).run(row);
  return row;
}

/** The seed a game's next round must use (POST /__control/casino/seed), if one is waiting. */
export const forcedSeed = (db: Db, gameId: number) =>
  (db.prepare('SELECT seed FROM casino_forced_seeds WHERE game_id = ?').get(gameId) as { seed: string } | undefined)?.seed;

export function forceSeed(db: Db, gameId: number, seed: string): void {
  db.prepare('INSERT INTO casino_forced_seeds (game_id, seed) VALUES (?, ?) ON CONFLICT(game_id) DO UPDATE SET seed = excluded.seed').run(gameId, seed);
}

/**
 * The next round's server seed and commitment: the forced one of the game if the control API set
 * one (its commitment is then the one shown), else the session's own.
 */
export function nextSeed(db: Db, session: PlaySessionRow): { seed: string; hash: string; forced: boolean } {
  const forced = forcedSeed(db, session.game_id);
  if (forced !== undefined) return { seed: forced, hash: commitmentOf(forced), forced: true };
  return { seed: session.server_seed, hash: session.server_seed_hash, forced: false };
}

/** After a round took its seed: a fresh seed and commitment for the next one, the nonce + 1. Inside the round's transaction. */
export function rotateSeed(db: Db, session: PlaySessionRow, usedForced: boolean, now: number): void {
  if (usedForced) db.prepare('DELETE FROM casino_forced_seeds WHERE game_id = ?').run(session.game_id);
  const seed = usedForced ? session.server_seed : newServerSeed();
  db.prepare('UPDATE casino_play_sessions SET server_seed = ?, server_seed_hash = ?, nonce = nonce + 1, last_seen_at = ? WHERE id = ?').run(
    seed,
    commitmentOf(seed),
    now,
    session.id,
  );
}

/** A real session carried on by the player's current sign-in (the wallet refuses a session whose sign-in ended). */
export function rebindSession(db: Db, sessionId: string, authSessionId: string): void {
  db.prepare('UPDATE casino_play_sessions SET auth_session_id = ? WHERE id = ?').run(authSessionId, sessionId);
}

export function setClientSeed(db: Db, sessionId: string, clientSeed: string): void {
  db.prepare('UPDATE casino_play_sessions SET client_seed = ? WHERE id = ?').run(clientSeed, sessionId);
}

/** A demo session's play money back to the start (only when it cannot pay the smallest stake). */
export function refillDemo(db: Db, sessionId: string): void {
  db.prepare('UPDATE casino_play_sessions SET demo_balance_minor = ? WHERE id = ? AND mode = ?').run(DEMO_START_MINOR, sessionId, 'demo');
}

export const reloadSession = (db: Db, id: string): PlaySessionRow => {
  const row = findSession(db, id);
  if (!row) throw new Error(`session ${id} vanished`);
  return row;
};
