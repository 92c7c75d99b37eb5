import { ACCOUNT_TYPE, accountInCurrency } from '../accounts/accounts';
import { LEDGER_KIND, moveMoney } from '../accounts/ledger';
import type { Db } from '../db/handle';
import { countedRounds } from './rounds';
import { rankStandings, type Standing } from './scoring';
import { findTournament, insertResult, loginsOf, prizesOf, resultsOf, setStatus, type ResultRow, type TournamentRow } from './store';

/** What justifies a prize's ledger row: one place of one tournament, paid once. */
export const prizeRef = (tournamentId: number, place: number) => `tournament:${tournamentId}:${place}`;

/** The live standings of a tournament from the rounds that count now. */
export function liveStandings(db: Db, tournament: TournamentRow): Standing[] {
  return rankStandings(tournament.scoring, countedRounds(db, tournament), tournament.min_rounds);
}

/**
 * Finishes a running tournament inside the caller's transaction: the final leaderboard is kept
 * (tournament_results, every ranked player) and each prize of the table is paid to the player in
 * that place, into the main account of the prize currency (`tournament_prize`, ref
 * `tournament:<id>:<place>`). The status change is the guard: a tournament already finished (a
 * concurrent sweep, a second control call) pays nothing more. A place nobody reached is not paid.
 */
export function finishInTransaction(db: Db, tournament: TournamentRow, now: number): boolean {
  const standings = liveStandings(db, tournament);
  if (!setStatus(db, tournament.id, 'running', 'finished', now)) return false;
  const prizes = new Map(prizesOf(db, tournament.id).map((prize) => [prize.place, prize.amount_minor]));
  const logins = loginsOf(db, standings.map((standing) => standing.userId));
  standings.forEach((standing, index) => {
    const place = index + 1;
    const prize = prizes.get(place) ?? 0;
    const row: ResultRow = {
      tournament_id: tournament.id,
      place,
      user_id: standing.userId,
      login: logins.get(standing.userId) ?? String(standing.userId),
      score_bp: standing.scoreBp,
      rounds: standing.rounds,
      reached_at: standing.reachedAt,
      prize_minor: prize,
    };
    insertResult(db, row);
    if (prize > 0) {
      const account = accountInCurrency(db, standing.userId, tournament.iso, [ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency]);
      moveMoney(db, { accountId: account, kind: LEDGER_KIND.tournament_prize, amountMinor: prize, ref: prizeRef(tournament.id, place) }, now);
    }
  });
  return true;
}

/**
 * Moves every tournament on to where the backend clock says it is (one transaction each): an
 * upcoming one whose start has come runs, a running one whose end has come finishes and pays.
 * Run by the sweeper every 30 s and before every read, so a read never shows a stale status.
 */
export function advanceTournaments(db: Db, now: number): { started: number; finished: number } {
  const due = db
    .prepare("SELECT * FROM tournaments WHERE (status = 'upcoming' AND starts_at <= ?) OR (status = 'running' AND ends_at <= ?) ORDER BY id")
    .all(now, now) as TournamentRow[];
  const done = { started: 0, finished: 0 };
  for (const tournament of due) {
    db.transaction(() => {
      const current = findTournament(db, tournament.id)!;
      if (current.status === 'upcoming' && current.starts_at <= now && setStatus(db, current.id, 'upcoming', 'running', now)) done.started += 1;
      const running = findTournament(db, tournament.id)!;
      if (running.status === 'running' && running.ends_at <= now && finishInTransaction(db, running, now)) done.finished += 1;
    })();
  }
  return done;
}

/**
 * Finishes a tournament now (POST /__control/tournaments/{id}/finish): its window is cut just after
 * `now`, so every round settled up to this moment counts (an upcoming one starts and ends at once),
 * and it finishes and pays as at its end. A finished one answers as it is. Its final leaderboard.
 */
export function finishNow(db: Db, id: number, now: number): ResultRow[] | null {
  return db.transaction(() => {
    const tournament = findTournament(db, id);
    if (!tournament) return null;
    if (tournament.status !== 'finished') {
      db.prepare("UPDATE tournaments SET starts_at = MIN(starts_at, ?), ends_at = MIN(ends_at, ?), status = 'running' WHERE id = ?").run(now, now + 1, id);
      finishInTransaction(db, findTournament(db, id)!, now);
    }
    return resultsOf(db, id);
  })();
}
