import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { assertNotRestricted } from '../limits/enforce';
import { lifetimePoints, spentPoints } from '../rewards/points';
import { idempotencyKeyReused, pointsShort } from './errors';
import { GAMES, type BonusGameId } from './games';

/** What granted plays (bonus_game_grants.source). */
export type GrantSource = 'seed' | 'control' | 'points' | 'first_deposit';

/** The plays a first-deposit bonus earns: one spin of the wheel (docs/bonus-games-api.md "Plays"). */
export const FIRST_DEPOSIT_PLAYS = { game: 'fortuna', plays: 1 } as const;

/** Grants plays; the same source and ref grant once (false then). Inside or outside a transaction. */
export function grantPlays(db: Db, now: number, grant: { userId: number; game: BonusGameId; plays: number; source: GrantSource; sourceRef: string; pricePoints?: number }): boolean {
  return (
    db
      .prepare(
        `INSERT OR IGNORE INTO bonus_game_grants (user_id, game, plays, source, source_ref, price_points, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(grant.userId, grant.game, grant.plays, grant.source, grant.sourceRef, grant.pricePoints ?? 0, now).changes === 1
  );
}

/**
 * The promotion's hook: every first-deposit bonus the player was granted (bonuses, source
 * first_deposit) earns one fortuna spin, granted here from the bonus row itself the first time his
 * bonus games are read or played, so the deposit's own code needs no change and a retry grants once.
 */
export function grantEarnedPlays(db: Db, userId: number): void {
  const earned = db.prepare("SELECT id, granted_at FROM bonuses WHERE user_id = ? AND source = 'first_deposit'").all(userId) as { id: number; granted_at: number }[];
  for (const bonus of earned) {
    grantPlays(db, bonus.granted_at, { userId, game: FIRST_DEPOSIT_PLAYS.game, plays: FIRST_DEPOSIT_PLAYS.plays, source: 'first_deposit', sourceRef: `bonus:${bonus.id}` });
  }
}

/** Plays granted less plays started, per game. */
export function playsLeft(db: Db, userId: number, game: BonusGameId): number {
  const granted = (db.prepare('SELECT COALESCE(SUM(plays), 0) AS n FROM bonus_game_grants WHERE user_id = ? AND game = ?').get(userId, game) as { n: number }).n;
  const started = (db.prepare('SELECT COUNT(*) AS n FROM bonus_game_plays WHERE user_id = ? AND game = ?').get(userId, game) as { n: number }).n;
  return granted - started;
}

/**
 * Buys one play with points (POST /web-api/bonus-games/{game}/buy): the grant row carries its price,
 * which rewards/points.ts counts as spent. Write lock first (IMMEDIATE) so two purchases on one balance
 * count one after the other. The same Idempotency-Key answers the first purchase (`replayed`).
 */
export function buyPlay(db: Db, now: number, input: { userId: number; game: BonusGameId; key: string; lang: Lang }): { replayed: boolean } {
  const price = GAMES[input.game].pricePoints;
  return db
    .transaction(() => {
      const kept = db.prepare("SELECT game FROM bonus_game_grants WHERE user_id = ? AND source = 'points' AND source_ref = ?").get(input.userId, `key:${input.key}`) as
        | { game: string }
        | undefined;
      if (kept) {
        if (kept.game !== input.game) throw idempotencyKeyReused();
        return { replayed: true };
      }
      assertNotRestricted(db, input.userId, Math.floor(now / 1000), input.lang);
      const balance = lifetimePoints(db, input.userId) - spentPoints(db, input.userId);
      if (balance < price) throw pointsShort(price, balance);
      grantPlays(db, now, { userId: input.userId, game: input.game, plays: 1, source: 'points', sourceRef: `key:${input.key}`, pricePoints: price });
      return { replayed: false };
    })
    .immediate();
}
