import type { Db } from '../db/handle';
import { CHAMPS, SPORTS, type SeedChamp } from '../seed/sports';
import { gameCatalogue, outcomeIdOf } from './catalogue/catalogue';
import { pricesFor } from './catalogue/pricing';
import { parseSpec, settleSpec } from './catalogue/specs';
import { finishGame } from './outcomes';
import { insertOutcomes, splitName } from './seed';
import { hashSeed, mulberry32, pick } from '../rng';
import { clockSec, initialState, playToEnd, type SimState } from './simulator/state';
import { matchSec, sportModel, type SportModel } from './simulator/sports';

/**
 * The line's history (docs/line-feed.md "History"): a fresh line (the seed, and every
 * POST /__control/reset) already has finished games, so the results are not empty. Every sport gets
 * HISTORY_PER_SPORT games that kicked off and finished within the last HISTORY_HOURS of the backend
 * clock, played to the end by the simulator's own steps and settled like any finished game (no bets
 * exist on them). Deterministic from LINE_SEED: the same seed gives the same teams, scores and
 * prices, at times counted back from the clock's now.
 *
 * Ids: games HISTORY_FIRST_ID… (690001–690072), below the seed's (700001…), so the simulator's next
 * fixture (the next id after the greatest) is the same with or without the history; their outcomes
 * follow the catalogue's rule (catalogue/catalogue.ts outcomeIdOf), which puts them at
 * 7 500 250–7 518 249, apart from the seed's main outcomes (9 000 001…) and every later game's
 * (10 000 000…).
 */
export const HISTORY_FIRST_ID = 690_001;
export const HISTORY_PER_SPORT = 6;
export const HISTORY_HOURS = 48;

const HOUR = 3_600_000;
/** Kick-offs on a 5-minute grid. */
const KICK_OFF_GRID = 5 * 60_000;

/** How long a finished game took, ms: every period (set) played and the breaks between them. */
function durationMs(end: SimState, model: SportModel): number {
  if (model.kind === 'clock') return matchSec(model) * 1000;
  const played = Math.max(1, end.periods.length);
  return (played * model.periodSec + (played - 1) * model.breakSec) * 1000;
}

/** Prices of a history game's outcomes before its start (the pricing is the slow part: memoised by seed and game). */
const priceMemo = new Map<string, number[]>();

/** Inserts the finished games of the history into the seeded line (inside the seed's transaction, setup/seed.ts). */
export function seedLineHistory(db: Db, now: number, lineSeed: number): void {
  const insertGame = db.prepare(`INSERT INTO games
      (id, champ_id, team1_ru, team1_en, team2_ru, team2_en, start_offset_sec, is_live, score, is_top, starts_at, period, clock_sec, sim)
      VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, 0, ?, ?, ?, ?)`);
  const insertMarket = db.prepare(
    'INSERT INTO markets (id, game_id, type_id, name_ru, name_en, coef, sort, grp, spec) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  SPORTS.forEach((sport, sportIndex) => {
    const champs = CHAMPS.filter((c) => c.sportId === sport.id);
    // A team playing a live game of the seed now is not in the history (a results page never shows the
    // game it is playing next to an older one of the same team); a team plays once if it can.
    const live = new Set(champs.flatMap((c) => c.fixtures.filter((f) => f.live).flatMap((f) => [f.home, f.away])));
    const freeOf = (champ: SeedChamp) => [...new Set(champ.fixtures.flatMap((f) => [f.home, f.away]))].filter((t) => !live.has(t));
    // A championship with two such teams, as often as it has fixtures in the seed.
    const byFixture = champs.filter((c) => freeOf(c).length >= 2).flatMap((c) => c.fixtures.map(() => c));
    if (byFixture.length === 0) throw new Error(`The seed of sport ${sport.id} has no two teams for its history`);
    const played = new Set<string>();
    for (let k = 0; k < HISTORY_PER_SPORT; k += 1) {
      const id = HISTORY_FIRST_ID + sportIndex * HISTORY_PER_SPORT + k;
      const rng = mulberry32(hashSeed(lineSeed, id, 0x4157));
      // Teams and championship from the sport's seed: two teams of the same championship.
      const champ = pick(byFixture, rng);
      const free = freeOf(champ);
      const fresh = free.filter((t) => !played.has(t));
      const teams = fresh.length >= 2 ? fresh : free;
      const home = pick(teams, rng);
      const away = pick(teams.filter((t) => t !== home), rng);
      played.add(home).add(away);
      const [t1, t2] = [splitName(home), splitName(away)];
      // Closer matches than a new fixture's (0.25–0.75): the scores of a results page look like a season's.
      const h = 0.35 + rng() * 0.3;
      // Spread over the window: the k-th game kicked off 4–10 h, 11–17 h, … 39–45 h ago.
      const hoursAgo = 4 + k * 7 + rng() * 6;
      const startsAt = Math.floor((now - hoursAgo * HOUR) / KICK_OFF_GRID) * KICK_OFF_GRID;
      const model = sportModel(sport.id, champ.id);
      const start = initialState(h);
      const end = playToEnd(start, model, mulberry32(hashSeed(lineSeed, id, 0x91a7)));
      const finishedAt = startsAt + durationMs(end, model);
      insertGame.run(
        id, champ.id, t1[0], t1[1], t2[0], t2[1], Math.round((startsAt - now) / 1000),
        `${end.score[0]}:${end.score[1]}`, startsAt, end.period, model.kind === 'clock' ? clockSec(end, model) : 0, JSON.stringify(end),
      );
      const entries = gameCatalogue(sport.id, h);
      const memoKey = `${lineSeed}:${id}`;
      let prices = priceMemo.get(memoKey);
      if (!prices) {
        prices = pricesFor(start, model, entries.map((e) => e.spec), id);
        priceMemo.set(memoKey, prices);
      }
      insertOutcomes(db, id, entries, prices, insertMarket);
      // Settled as the simulator settles a game it finished (driver.ts settle): each outcome by its spec.
      const winners: number[] = [];
      const voids: number[] = [];
      for (const entry of entries) {
        const result = settleSpec(parseSpec(entry.spec), end);
        if (result === 'won') winners.push(outcomeIdOf(id, entry.slot));
        else if (result === 'void') voids.push(outcomeIdOf(id, entry.slot));
      }
      finishGame(db, id, { winners, voids }, finishedAt);
    }
  });
}
