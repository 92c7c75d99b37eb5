import { randomBytes } from 'node:crypto';
import { bodyHash } from '../../coupon/idempotency';
import type { Db } from '../../db/handle';
import { ApiError } from '../../errors';
import { recordPlayed } from '../recent';
import { crashPayoutX100, multiplierAt, MIN_CASHOUT_X100, timeToReach, type CrashOutcome } from '../games/crash';
import { autoCashoutX100, ENGINES, type EngineId, type EngineParams } from '../games/engines';
import { fairFloats } from '../games/fair';
import type { PlaySessionRow, RoundRow } from '../games/rows';
import { betOfRound, findRound } from '../wallet/store';
import { walletBet, walletRollback, walletWin, type WalletResult } from '../wallet/wallet';
import { nextSeed, reloadSession, rotateSeed } from './sessions';

/**
 * Rounds of our own games (docs/casino-games.md "Rounds"): the game server's side of the wallet
 * contract. A round is opened by a wallet bet that carries its decided outcome (the seed, the
 * engine's result and what it pays), in one transaction with the session's next seed; it ends with
 * a wallet win (0 when it lost) under the transaction id `<roundId>:win`, whoever ends it — the
 * player's request, the crash curve, or the sweep (sweep.ts) — so two of them never pay twice.
 */
export const ROUND_TX = { bet: (roundId: string) => `${roundId}:bet`, win: (roundId: string) => `${roundId}:win`, rollback: (roundId: string) => `${roundId}:rollback` };

/** A kept refusal of the wallet as the error it was. */
function refusalOf(result: WalletResult): ApiError {
  const entry = (result.body.errors as { code: string; detail: string; meta?: Record<string, unknown> }[] | undefined)?.[0];
  const extra = Object.fromEntries(Object.entries(result.body).filter(([name]) => name !== 'errors'));
  return new ApiError(result.status as 400, entry?.detail ?? 'Refused', { code: entry?.code, meta: entry?.meta, extra });
}

export const parseParams = (round: RoundRow): EngineParams => JSON.parse(round.params) as EngineParams;

export interface StartRound {
  stakeMinor: number;
  params: EngineParams;
  /** The request's Idempotency-Key: the same key and body answer the same round. */
  requestKey: string;
}

/** Whole minor units a pay × 100 of the stake comes to: rounded down. */
export const winOf = (stakeMinor: number, payoutX100: number): number => Math.floor((stakeMinor * payoutX100) / 100);

/** When a crash round ends by itself (ms, backend clock): at its automatic cash-out, or where it crashes first. */
export function crashEndsAt(round: RoundRow): number {
  const outcome = JSON.parse(round.outcome ?? '{}') as CrashOutcome;
  return round.created_at + timeToReach(Math.min(outcome.crashX100, autoCashoutX100(parseParams(round))));
}

/**
 * Ends an open round with the wallet win its outcome calls for. `cashoutX100`: a crash player's own
 * cash-out (else the automatic one). Already ended by someone else: nothing happens.
 */
export function settleRound(db: Db, now: number, round: RoundRow, by: string, cashoutX100?: number): void {
  if (round.status !== 'open') return;
  let payoutX100 = round.payout_x100 ?? 0;
  let cashout: number | null = null;
  if (round.engine === 'crash') {
    const outcome = JSON.parse(round.outcome ?? '{}') as CrashOutcome;
    const at = cashoutX100 ?? autoCashoutX100(parseParams(round));
    payoutX100 = crashPayoutX100(outcome, at);
    cashout = payoutX100 > 0 ? at : null;
  }
  const result = walletWin(
    db,
    now,
    { transactionId: ROUND_TX.win(round.id), sessionId: round.session_id, roundId: round.id, amountMinor: winOf(round.stake_minor, payoutX100), currency: round.iso },
    { by, cashoutX100: cashout },
  );
  if (result.status !== 200 && !['round_closed', 'round_rolled_back'].includes(String((result.body.errors as { code: string }[])[0]?.code))) {
    throw refusalOf(result);
  }
}

/** Gives an open round's stake back (a round whose outcome the wallet does not know). */
export function rollBackRound(db: Db, now: number, round: RoundRow, by: string): void {
  if (round.status !== 'open') return;
  const bet = betOfRound(db, round.id);
  walletRollback(
    db,
    now,
    { transactionId: ROUND_TX.rollback(round.id), sessionId: round.session_id, roundId: round.id, betTransactionId: bet?.id ?? ROUND_TX.bet(round.id) },
    by,
  );
}

/** A crash round whose curve has ended by now is settled (automatic cash-out or crash). */
export function settleIfDue(db: Db, now: number, round: RoundRow): RoundRow {
  if (round.status === 'open' && round.engine === 'crash' && now >= crashEndsAt(round)) settleRound(db, now, round, 'auto');
  return findRound(db, round.id) ?? round;
}

/**
 * Before a new round: the session's open rounds are ended if they can be — a crash round whose curve
 * has ended, any other round of ours at once (its outcome was decided with its bet: an unscratched
 * card is revealed). A crash round still in the air stays open: 409 `round_open`.
 */
function closeOpenRounds(db: Db, now: number, session: PlaySessionRow): void {
  const open = db.prepare("SELECT * FROM casino_rounds WHERE session_id = ? AND status = 'open'").all(session.id) as RoundRow[];
  for (const round of open) {
    if (round.engine === 'crash') {
      if (settleIfDue(db, now, round).status === 'open') {
        throw new ApiError(409, 'The last crash round is still running: cash out or wait for its end', { code: 'round_open', meta: { roundId: round.id } });
      }
    } else if (round.engine !== null) {
      settleRound(db, now, round, 'player');
    }
  }
}

/** Plays a round: the stake through the wallet with the decided outcome, then (slot, keno) its win. */
export function startRound(db: Db, now: number, session: PlaySessionRow, input: StartRound): { round: RoundRow; replayed: boolean } {
  const requestHash = bodyHash({ stakeMinor: input.stakeMinor, params: input.params });
  const earlier = db.prepare('SELECT * FROM casino_rounds WHERE session_id = ? AND request_key = ?').get(session.id, input.requestKey) as RoundRow | undefined;
  if (earlier) {
    if (earlier.request_hash !== requestHash) {
      throw new ApiError(409, 'This Idempotency-Key was used with another body', { code: 'idempotency_key_reused' });
    }
    return { round: settleIfDue(db, now, earlier), replayed: true };
  }
  const engineId = session.engine as EngineId;
  const engine = ENGINES[engineId];
  const roundId = `rnd_${randomBytes(12).toString('hex')}`;
  // BEGIN IMMEDIATE, as the wallet's own transaction (wallet.ts `once`, a savepoint inside this
  // one): the write lock comes before the limits and the balance are read, across processes too.
  db.transaction(() => {
    closeOpenRounds(db, now, session);
    const fresh = reloadSession(db, session.id);
    const seed = nextSeed(db, fresh);
    const played = engine.play(fairFloats({ serverSeed: seed.seed, clientSeed: fresh.client_seed, nonce: fresh.nonce }), input.params);
    const result = walletBet(
      db,
      now,
      { transactionId: ROUND_TX.bet(roundId), sessionId: session.id, roundId, gameId: session.game_id, amountMinor: input.stakeMinor, currency: session.iso },
      {
        engine: engineId,
        params: JSON.stringify(input.params),
        outcome: JSON.stringify(played.outcome),
        payout_x100: played.payoutX100,
        server_seed: seed.seed,
        server_seed_hash: seed.hash,
        client_seed: fresh.client_seed,
        nonce: fresh.nonce,
        request_key: input.requestKey,
        request_hash: requestHash,
      },
    );
    // A refusal rolls back everything here, the kept wallet answer included: the round never was.
    if (result.status !== 200) throw refusalOf(result);
    rotateSeed(db, fresh, seed.forced, now);
    if (session.user_id !== null) recordPlayed(db, session.user_id, session.game_id, now);
  }).immediate();
  const opened = findRound(db, roundId) as RoundRow;
  if (engine.settles === 'at-once') settleRound(db, now, opened, 'player');
  return { round: findRound(db, roundId) as RoundRow, replayed: false };
}

/** The crash player's own cash-out at the server's time. */
export function cashOut(db: Db, now: number, round: RoundRow): RoundRow {
  if (round.engine !== 'crash') throw new ApiError(409, 'Only a crash round is cashed out', { code: 'not_crash' });
  const current = settleIfDue(db, now, round);
  if (current.status !== 'open') return current;
  const at = multiplierAt(now - current.created_at);
  if (at < MIN_CASHOUT_X100) throw new ApiError(409, `Nothing to cash out before ${MIN_CASHOUT_X100 / 100}×`, { code: 'too_early' });
  settleRound(db, now, current, 'player', at);
  return findRound(db, round.id) as RoundRow;
}

/** The player has seen the round (a scratched card): it is settled now. A crash round in the air cannot be. */
export function revealRound(db: Db, now: number, round: RoundRow): RoundRow {
  const current = settleIfDue(db, now, round);
  if (current.status !== 'open') return current;
  if (current.engine === 'crash') throw new ApiError(409, 'The crash round is still running: cash out or wait for its end', { code: 'round_open' });
  settleRound(db, now, current, 'player');
  return findRound(db, round.id) as RoundRow;
}
