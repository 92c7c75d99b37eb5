import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/handle';
import { ApiError } from '../../errors';
import { recordPlayed } from '../recent';
import type { EngineId } from '../games/engines';
import { insufficientFunds } from '../wallet/errors';
import { walletBet, type WalletResult } from '../wallet/wallet';
import { toMajor } from '../../accounts/money';
import type { LiveTable } from './catalogue';
import { clientSeedOf } from './draw';
import { findSeat, setDemoBalance, type SeatRow, type TableRoundRow } from './store';

/**
 * A stake at a table: one request that moves money (a bets request, or a blackjack double) is one
 * wallet round, its stake the sum of its bets, under the catalogue game id (so bonus wagering counts
 * it as a live game, 10 %, and a tournament can count it) — real seats through the casino wallet
 * (walletBet: ban, sign-in, limits, self-exclusion, funds), demo seats from their own play money.
 * The wallet round carries the table round's commitment, client seed and nonce; its outcome is
 * written when the table settles it (settle.ts).
 */
export interface NewStake {
  table: LiveTable;
  round: TableRoundRow;
  seat: SeatRow;
  kind: 'bets' | 'double';
  requestKey: string;
  requestHash: string;
  bets: { position: string; amountMinor: number }[];
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A kept refusal of the wallet as the error it was. */
function refusalOf(result: WalletResult): ApiError {
  const entry = (result.body.errors as { code: string; detail: string; meta?: Record<string, unknown> }[] | undefined)?.[0];
  const extra = Object.fromEntries(Object.entries(result.body).filter(([name]) => name !== 'errors'));
  return new ApiError(result.status as 400, entry?.detail ?? 'Refused', { code: entry?.code, meta: entry?.meta, extra });
}

/** Takes the stake and records it with its bets; inside the caller's transaction. Throws the refusal. */
export function takeStake(db: Db, now: number, input: NewStake): string {
  const stakeId = `rnd_${hex(12)}`;
  const stakeMinor = input.bets.reduce((sum, bet) => sum + bet.amountMinor, 0);
  const { seat, round, table } = input;
  if (seat.mode === 'real') {
    const result = walletBet(
      db,
      now,
      { transactionId: `${stakeId}:bet`, sessionId: seat.session_id ?? '', roundId: stakeId, gameId: table.id, amountMinor: stakeMinor, currency: seat.iso },
      {
        engine: table.kind as unknown as EngineId,
        params: JSON.stringify({ tableRoundId: round.id, kind: input.kind, bets: input.bets }),
        outcome: null,
        payout_x100: null,
        server_seed: round.server_seed,
        server_seed_hash: round.commitment,
        client_seed: clientSeedOf(table.id),
        nonce: round.number,
        request_key: input.requestKey,
        request_hash: input.requestHash,
      },
    );
    if (result.status !== 200) throw refusalOf(result);
  } else {
    const balance = findSeat(db, seat.id)?.demo_balance_minor ?? 0;
    if (balance < stakeMinor) throw insufficientFunds(toMajor(balance));
    setDemoBalance(db, seat.id, -stakeMinor);
  }
  db.prepare(
    `INSERT INTO live_table_stakes (id, round_id, seat_id, kind, stake_minor, win_minor, request_key, request_hash, created_at)
     VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?)`,
  ).run(stakeId, round.id, seat.id, input.kind, stakeMinor, input.requestKey, input.requestHash, now);
  const insertBet = db.prepare('INSERT INTO live_table_bets (id, stake_id, round_id, seat_id, position, amount_minor, win_minor) VALUES (?, ?, ?, ?, ?, ?, NULL)');
  for (const bet of input.bets) insertBet.run(`ltb_${hex(12)}`, stakeId, round.id, seat.id, bet.position, bet.amountMinor);
  db.prepare('UPDATE live_table_seats SET last_bet_at = ? WHERE id = ?').run(now, seat.id);
  if (seat.user_id !== null) recordPlayed(db, seat.user_id, table.id, now);
  return stakeId;
}
