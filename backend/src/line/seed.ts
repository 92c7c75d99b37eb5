import { flag } from '../db/columns';
import { kvSet } from '../db/kv';
import type { Db } from '../db/handle';
import { hashSeed, mulberry32 } from '../rng';
import { CHAMPS, SPORTS, type SeedFixture } from '../seed/sports';
import { extraCatalogue, outcomeIdOf, type CatalogueEntry } from './catalogue/catalogue';
import { pricesFor } from './catalogue/pricing';
import { buildMarkets } from './seedMarkets';
import { suspendDecided } from './decided';
import { clockSec, initialState, type Pair, type SimState } from './simulator/state';
import { sportModel, type SportModel } from './simulator/sports';

/** 'Арсенал|Arsenal' → ['Арсенал', 'Arsenal']; a name without '|' is the same in both. */
export function splitName(pair: string): [string, string] {
  const [ru, en] = pair.split('|');
  return [ru ?? pair, en ?? ru ?? pair];
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** Team 1's strength share as the seed's prices of "1" and "2" say it. */
const strengthOf = (coef1: number, coef2: number) => 1 / coef1 / (1 / coef1 + 1 / coef2);

/** The state of a seeded live game: `minute` minutes in, its score spread over the periods (sets) played. */
export function seededLiveState(h: number, model: SportModel, live: { minute: number; score: string }, gameId: number): SimState {
  const s = initialState(h);
  const [a, b] = live.score.split(':').map(Number) as [number, number];
  const elapsed = live.minute * 60;
  s.status = 'live';
  s.score = [a, b];
  if (model.kind === 'clock') {
    s.period = Math.min(model.periods, Math.floor(elapsed / model.periodSec) + 1);
    s.phaseSec = elapsed - (s.period - 1) * model.periodSec;
    const played = s.period;
    s.periods = Array.from({ length: played }, (_, i) => {
      const upTo = (v: number) => Math.round((v * Math.min(elapsed, (i + 1) * model.periodSec)) / elapsed);
      const before = (v: number) => Math.round((v * Math.min(elapsed, i * model.periodSec)) / elapsed);
      return [upTo(a) - before(a), upTo(b) - before(b)] as Pair;
    });
    if (model.corners) s.corners = [Math.round((model.corners * elapsed * 0.5) / 5400), Math.round((model.corners * elapsed * 0.45) / 5400)];
    if (model.cards) s.cards = [Math.round((model.cards * elapsed * 0.4) / 5400), Math.round((model.cards * elapsed * 0.5) / 5400)];
  } else {
    const rng = mulberry32(hashSeed(0x5e7, gameId));
    const sets = a + b;
    s.period = sets + 1;
    s.phaseSec = Math.max(0, Math.min(model.periodSec - 60, elapsed - sets * (model.periodSec + model.breakSec)));
    s.periods = Array.from({ length: sets }, (_, i) => {
      const [w, l] = model.setPoints ? model.setPoints(rng) : [1, 0];
      return (i < a ? [w, l] : [l, w]) as Pair;
    });
  }
  return s;
}

/** Prices of a game's extra catalogue outcomes at its seed state (the same for every seed, so memoised). */
const seedPriceMemo = new Map<number, number[]>();

/**
 * Inserts the seed sports, championships, games and markets into empty tables, with absolute start
 * times taken from `now` (line games on a quarter hour `inHours` ahead, live games `minute` minutes
 * before the current minute). Each game has its seed main outcomes (ids 9000001…, the same prices as
 * ever) and the rest of its sport's catalogue (line/catalogue/). Callers wrap it in a transaction
 * (setup/seed.ts).
 */
export function seedLine(db: Db, now = Date.now()): void {
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
      (id, champ_id, team1_ru, team1_en, team2_ru, team2_en, start_offset_sec, is_live, score, is_top, starts_at, period, clock_sec, sim)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertMarket = db.prepare(
    'INSERT INTO markets (id, game_id, type_id, name_ru, name_en, coef, sort, grp, spec) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const minute = Math.floor(now / 60_000) * 60_000;
  const quarter = Math.ceil(now / FIFTEEN_MINUTES) * FIFTEEN_MINUTES;
  // The simulator starts from the seed's time (simulator/driver.ts).
  kvSet(db, 'line_sim_to', String(now));
  let gameId = 700000;
  let marketId = 9000000;
  for (const champ of CHAMPS) {
    const sport = sportById.get(champ.sportId);
    if (!sport) throw new Error(`Seed champ ${champ.id} refers to unknown sport ${champ.sportId}`);
    insertChamp.run(champ.id, champ.sportId, champ.name.ru, champ.name.en, champ.country.ru, champ.country.en);
    const model = sportModel(sport.id, champ.id);
    for (const fixture of champ.fixtures) {
      gameId += 1;
      const [home, away] = [fixture.home, fixture.away].map(splitName) as [[string, string], [string, string]];
      const offset = fixture.live ? -fixture.live.minute * 60 : Math.round((fixture.inHours ?? 24) * 3600);
      const main = buildMarkets(gameId, sport);
      const coef = (spec: string) => main.find((m) => m.spec === spec)?.coef ?? 2;
      const h = strengthOf(coef('ft|res|1'), coef('ft|res|2'));
      const state = fixtureState(h, model, fixture, gameId);
      insertGame.run(
        gameId, champ.id, home[0], home[1], away[0], away[1], offset,
        flag(fixture.live !== undefined), fixture.live?.score ?? null, flag(fixture.top ?? false),
        (fixture.live ? minute : quarter) + offset * 1000, state.period, model.kind === 'clock' ? clockSec(state, model) : 0, JSON.stringify(state),
      );
      main.forEach((market, sort) => {
        marketId += 1;
        insertMarket.run(marketId, gameId, market.typeId, market.name.ru, market.name.en, market.coef, sort, 'main', market.spec);
      });
      const mainSpecs = new Set(main.map((m) => m.spec));
      const extras = extraCatalogue(sport.id).filter((e) => !mainSpecs.has(e.spec));
      let prices = seedPriceMemo.get(gameId);
      if (!prices) {
        prices = pricesFor(state, model, extras.map((e) => e.spec), gameId);
        seedPriceMemo.set(gameId, prices);
      }
      insertOutcomes(db, gameId, extras, prices, insertMarket);
      // A live game's outcomes its score already decides are not sold (prices kept): line/decided.ts.
      if (fixture.live) suspendDecided(db, gameId, state, model);
    }
  }
}

function fixtureState(h: number, model: SportModel, fixture: SeedFixture, gameId: number): SimState {
  return fixture.live ? seededLiveState(h, model, fixture.live, gameId) : initialState(h);
}

/** Inserts catalogue outcomes of a game at their ids (outcomeIdOf) with these prices. */
export function insertOutcomes(
  db: Db,
  gameId: number,
  entries: readonly CatalogueEntry[],
  prices: readonly number[],
  statement = db.prepare(
    'INSERT INTO markets (id, game_id, type_id, name_ru, name_en, coef, sort, grp, spec) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  ),
): void {
  entries.forEach((entry, index) => {
    statement.run(outcomeIdOf(gameId, entry.slot), gameId, entry.typeId, entry.name.ru, entry.name.en, prices[index] ?? 2, entry.slot, entry.group, entry.spec);
  });
}
