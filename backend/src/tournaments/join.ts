import type { UserRow } from '../accounts/rows';
import { assertTermsAccepted } from '../auth/terms';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { assertNotRestricted } from '../limits/enforce';
import { tournamentFinished } from './errors';
import { insertEntry, joinedAt, type TournamentRow } from './store';

/**
 * The player opts in (POST /web-api/casino/tournaments/{id}/join): from now on his rounds count. An
 * upcoming or running tournament only; joining twice keeps the first join (`replayed`). Refused as a
 * bet would be: changed terms (451), a running self-exclusion, time-out or block (403); the ban is
 * the route's (`move`). A player already in may always read where he stands.
 */
export function joinTournament(db: Db, now: number, user: UserRow, tournament: TournamentRow, lang: Lang): { replayed: boolean } {
  return db.transaction(() => {
    if (joinedAt(db, tournament.id, user.id) !== undefined) return { replayed: true };
    if (tournament.status === 'finished') throw tournamentFinished();
    assertTermsAccepted(db, user);
    // The limits keep their times in seconds (limits/store.ts).
    assertNotRestricted(db, user.id, Math.floor(now / 1000), lang);
    insertEntry(db, tournament.id, user.id, now);
    return { replayed: false };
  })();
}
