import { toMajor } from '../../accounts/money';
import type { Db } from '../../db/handle';
import { CRASH_GROWTH_PER_MS, type CrashOutcome } from '../games/crash';
import { autoCashoutX100, ENGINES, type EngineId } from '../games/engines';
import type { PlaySessionRow, RoundRow } from '../games/rows';
import { sessionBalance } from '../wallet/wallet';
import { nextSeed } from './sessions';
import { crashEndsAt, parseParams } from './rounds';

/**
 * The answers of the play API (docs/casino-games.md "Play API"). A round's server seed is shown only
 * once the round is over; before, its commitment. A crash round in the air shows its start and the
 * curve, never its crash point. Amounts in major units.
 */
export const MIN_STAKE_MINOR = 10;
export const MAX_STAKE_MINOR = 1_000_000;
export const DEFAULT_STAKE_MINOR = 100;

/** Elapsed time and net position of the session (UKGC RTS 14): the site's game page shows them. */
export function sessionSummary(db: Db, session: PlaySessionRow, now: number) {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS rounds,
         COALESCE(SUM(CASE WHEN status != 'rolled_back' THEN stake_minor ELSE 0 END), 0) AS staked,
         COALESCE(SUM(CASE WHEN status = 'settled' THEN win_minor ELSE 0 END), 0) AS won
       FROM casino_rounds WHERE session_id = ?`,
    )
    .get(session.id) as { rounds: number; staked: number; won: number };
  return {
    startedAt: new Date(session.started_at).toISOString(),
    elapsedSeconds: Math.max(0, Math.floor((now - session.started_at) / 1000)),
    rounds: row.rounds,
    staked: toMajor(row.staked),
    won: toMajor(row.won),
    net: toMajor(row.won - row.staked),
  };
}

export function roundView(round: RoundRow, now: number) {
  const open = round.status === 'open';
  const engine = round.engine as EngineId | null;
  const params = parseParams(round);
  const outcome = round.outcome === null ? null : (JSON.parse(round.outcome) as Record<string, unknown>);
  const base = {
    roundId: round.id,
    gameId: round.game_id,
    engine,
    mode: round.mode,
    status: round.status,
    stake: toMajor(round.stake_minor),
    win: round.win_minor === null ? null : toMajor(round.win_minor),
    currency: round.iso,
    params,
    commitment: round.server_seed_hash,
    clientSeed: round.client_seed,
    nonce: round.nonce,
    serverSeed: open ? null : round.server_seed,
    createdAt: new Date(round.created_at).toISOString(),
    settledAt: round.settled_at === null ? null : new Date(round.settled_at).toISOString(),
    settledBy: round.settled_by,
    serverNow: now,
  };
  if (engine === 'crash') {
    const crash = outcome as unknown as CrashOutcome | null;
    return {
      ...base,
      outcome: open || !crash ? null : { crashPoint: crash.crashX100 / 100 },
      crash: {
        startedAt: round.created_at,
        growthPerMs: CRASH_GROWTH_PER_MS,
        autoCashout: autoCashoutX100(params) / 100,
        endsBy: open ? null : crashEndsAt(round),
        cashout: round.cashout_x100 === null ? null : round.cashout_x100 / 100,
      },
    };
  }
  // Slot and keno rounds end in the request that opens them; a scratch card shows its cells while it is scratched.
  return { ...base, outcome, payout: round.payout_x100 === null ? null : round.payout_x100 / 100 };
}

export function sessionView(db: Db, session: PlaySessionRow, now: number) {
  const engine = ENGINES[session.engine as EngineId];
  const open = db.prepare("SELECT * FROM casino_rounds WHERE session_id = ? AND status = 'open' ORDER BY created_at DESC LIMIT 1").get(session.id) as
    | RoundRow
    | undefined;
  return {
    sessionId: session.id,
    gameId: session.game_id,
    engine: session.engine,
    mode: session.mode,
    currency: session.iso,
    accountId: session.account_id,
    balance: toMajor(sessionBalance(db, session)),
    commitment: nextSeed(db, session).hash,
    clientSeed: session.client_seed,
    nonce: session.nonce,
    stake: { min: toMajor(MIN_STAKE_MINOR), max: toMajor(MAX_STAKE_MINOR), default: toMajor(DEFAULT_STAKE_MINOR) },
    rules: engine.rules(),
    summary: sessionSummary(db, session, now),
    openRound: open ? roundView(open, now) : null,
  };
}
