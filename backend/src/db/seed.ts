import { seedAccounts } from '../accounts/seed';
import { seedCasino } from '../casino/seed';
import { seedContent } from '../content/seed';
import { seedLine } from '../line/seed';
import { defaultSiteConfig } from '../siteConfig';
import { saveSiteConfig } from '../siteConfigStore';
import type { Db } from './open';

/** Inserts the whole seed into empty tables, domain by domain (each `<domain>/seed.ts`). */
function insertSeed(db: Db, now: number): void {
  saveSiteConfig(db, defaultSiteConfig());
  seedAccounts(db);
  seedLine(db, now);
  seedCasino(db);
  seedContent(db);
}

/** `now`: the time the line's start times are computed from (the backend clock's now at seed time). */
export function seedDatabase(db: Db, now = Date.now()): void {
  db.transaction(() => insertSeed(db, now))();
}

/** Seeds only a brand-new database (no users yet), so restarts keep state. */
export function seedIfEmpty(db: Db, now = Date.now()): boolean {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number };
  if (n > 0) return false;
  seedDatabase(db, now);
  return true;
}
