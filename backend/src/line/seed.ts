import { flag } from '../db/columns';
import type { Db } from '../db/open';
import { buildMarkets } from '../seed/markets';
import { CHAMPS, SPORTS } from '../seed/sports';

/** 'Арсенал|Arsenal' → ['Арсенал', 'Arsenal']; a name without '|' is the same in both. */
function splitName(pair: string): [string, string] {
  const [ru, en] = pair.split('|');
  return [ru ?? pair, en ?? ru ?? pair];
}

/**
 * Inserts the seed sports, championships, games and markets into empty tables.
 * Callers wrap it in a transaction (db/seed.ts).
 */
export function seedLine(db: Db): void {
  const insertSport = db.prepare(
    'INSERT INTO sports (id, slug, icon, name_ru, name_en, has_clock, popularity) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  SPORTS.forEach((sport, index) =>
    insertSport.run(sport.id, sport.slug, sport.icon, sport.name.ru, sport.name.en, flag(sport.hasClock), index + 1),
  );
  const sportById = new Map(SPORTS.map((s) => [s.id, s]));

  const insertChamp = db.prepare(
    'INSERT INTO champs (id, sport_id, name_ru, name_en, country_ru, country_en) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare(`INSERT INTO games
      (id, champ_id, team1_ru, team1_en, team2_ru, team2_en, start_offset_sec, is_live, score, is_top)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertMarket = db.prepare(
    'INSERT INTO markets (id, game_id, type_id, name_ru, name_en, coef, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  let gameId = 700000;
  let marketId = 9000000;
  for (const champ of CHAMPS) {
    const sport = sportById.get(champ.sportId);
    if (!sport) throw new Error(`Seed champ ${champ.id} refers to unknown sport ${champ.sportId}`);
    insertChamp.run(champ.id, champ.sportId, champ.name.ru, champ.name.en, champ.country.ru, champ.country.en);
    for (const fixture of champ.fixtures) {
      gameId += 1;
      const [home, away] = [fixture.home, fixture.away].map(splitName) as [[string, string], [string, string]];
      const offset = fixture.live ? -fixture.live.minute * 60 : Math.round((fixture.inHours ?? 24) * 3600);
      insertGame.run(
        gameId, champ.id, home[0], home[1], away[0], away[1], offset,
        flag(fixture.live !== undefined), fixture.live?.score ?? null, flag(fixture.top ?? false),
      );
      buildMarkets(gameId, sport).forEach((market, sort) => {
        marketId += 1;
        insertMarket.run(marketId, gameId, market.typeId, market.name.ru, market.name.en, market.coef, sort);
      });
    }
  }
}
