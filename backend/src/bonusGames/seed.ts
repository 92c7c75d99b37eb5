import { findUserByLogin } from '../accounts/users';
import type { Db } from '../db/handle';
import { grantPlays } from './grants';

/** The seeded player's plays (docs/bonus-games-api.md "Seed"): one fortuna spin and one chest. */
export function seedBonusGames(db: Db, now: number): void {
  const player = findUserByLogin(db, 'player@example.com');
  if (!player) return;
  grantPlays(db, now, { userId: player.id, game: 'fortuna', plays: 1, source: 'seed', sourceRef: 'seed:fortuna' });
  grantPlays(db, now, { userId: player.id, game: 'chest', plays: 1, source: 'seed', sourceRef: 'seed:chest' });
}
