import { seedAccounts } from '../accounts/seed';
import { seedBonusGames } from '../bonusGames/seed';
import { seedCasino } from '../casino/seed';
import { seedCasinoLandings } from '../casino/landings/seed';
import { seedContent } from '../content/seed';
import { seedLineHistory } from '../line/history';
import { seedLine } from '../line/seed';
import { DEFAULT_LINE_SEED } from '../line/simulator/driver';
import { defaultSiteConfig } from '../siteConfig';
import { saveSiteConfig } from '../siteConfigStore';
import { syncAllMsgCounts } from '../support/unread';
import { seedTournaments } from '../tournaments/seed';
import type { Db } from '../db/handle';

/** Inserts the whole seed into empty tables, domain by domain (each `<domain>/seed.ts`). */
function insertSeed(db: Db, now: number, lineSeed: number): void {
  saveSiteConfig(db, defaultSiteConfig());
  seedAccounts(db);
  // user_msg_count is the unread support answers (support/unread.ts): none in a new database.
  syncAllMsgCounts(db);
  seedLine(db, now);
  seedLineHistory(db, now, lineSeed);
  seedCasino(db);
  seedCasinoLandings(db);
  seedContent(db);
  seedTournaments(db, now);
  seedBonusGames(db, now);
}

/**
 * `now`: the time the line's start times are computed from (the backend clock's now at seed time);
 * `lineSeed`: LINE_SEED, the seed of the line's history of finished games (line/history.ts).
 */
export function seedDatabase(db: Db, now = Date.now(), lineSeed = DEFAULT_LINE_SEED): void {
  db.transaction(() => insertSeed(db, now, lineSeed))();
}

/** Seeds only a brand-new database (no users yet), so restarts keep state. */
export function seedIfEmpty(db: Db, now = Date.now(), lineSeed = DEFAULT_LINE_SEED): boolean {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  if (n > 0) return false;
  seedDatabase(db, now, lineSeed);
  return true;
}
