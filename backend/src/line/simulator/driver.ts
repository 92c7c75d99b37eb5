import type { Clock } from '../../clock';
import { settleGame } from '../../coupon/settle';
import { kvGet, kvSet } from '../../db/kv';
import type { Db } from '../../db/handle';
import { CHAMPS } from '../../seed/sports';
import { gameCatalogue } from '../catalogue/catalogue';
import { pricesFor } from '../catalogue/pricing';
import { parseSpec, settleSpec } from '../catalogue/specs';
import { decidedOutcomeIds, suspendDecided } from '../decided';
import type { LineFeed } from '../feed/feed';
import { insertOutcomes, splitName } from '../seed';
import { hashSeed, mulberry32, pick } from '../../rng';
import { clockSec, initialState, periodScoresOf, stepGame as stepFn, type SimEvent, type SimState } from './state';
import { SPORT_MODELS, sportModel, type SportModel } from './sports';

/**
 * The simulator's driver: moves every game that is not finished from the last simulated time to the
 * backend clock's now, in steps on a fixed 5-second grid (a step's randomness comes from the seed,
 * the game and the step's time, so the same seed and clock give the same season). Goals suspend a
 * game's markets for SUSPEND_MS, then it reopens repriced (but for the outcomes the score decides, which
 * stay suspended: line/decided.ts); live games are repriced every DRIFT_MS,
 * line games drift every LINE_DRIFT_MS; a finished game is settled (coupon/settle.ts); fixtures are
 * added so every sport keeps 2 line games and (sports with live) 1 live game. Frozen: nothing moves.
 */
export const STEP_MS = 5_000;
export const SUSPEND_MS = 8_000;
export const DRIFT_MS = 60_000;
export const LINE_DRIFT_MS = 10 * 60_000;
/** Steps of one tick at most: a longer way to go is first crossed in one big step (bounded work). */
export const MAX_STEPS_PER_TICK = 720;
export const MIN_LINE_GAMES = 2;
export const MIN_LIVE_GAMES = 1;
const SIM_TO_KEY = 'line_sim_to';

export interface SimulationOptions {
  /** LINE_SEED: the season's seed. */
  seed: number;
  /** LINE_SIMULATION=off: starts (and after a reset stays) frozen. */
  frozen: boolean;
  /** LINE_LIVE_PER_SPORT: live games each sport with live keeps (MIN_LIVE_GAMES); the bench asks for more. */
  livePerSport?: number;
}

/** The most live games per sport LINE_LIVE_PER_SPORT may ask for. */
export const MAX_LIVE_PER_SPORT = 50;

export const DEFAULT_LINE_SEED = 20240601;

/** LINE_SIMULATION (`off` freezes; anything else runs) and LINE_SEED (an integer, default DEFAULT_LINE_SEED). */
export function simulationFromEnv(env: Record<string, string | undefined>): SimulationOptions {
  const raw = env.LINE_SEED?.trim();
  const seed = raw && /^-?\d+$/.test(raw) ? Number(raw) : DEFAULT_LINE_SEED;
  const mode = (env.LINE_SIMULATION ?? '').trim().toLowerCase();
  const live = Number(env.LINE_LIVE_PER_SPORT?.trim() || MIN_LIVE_GAMES);
  const livePerSport = Number.isInteger(live) && live >= 0 && live <= MAX_LIVE_PER_SPORT ? live : MIN_LIVE_GAMES;
  return { seed, frozen: mode === 'off' || mode === '0' || mode === 'false', livePerSport };
}

interface LiveGame {
  id: number;
  sportId: number;
  champId: number;
  hasClock: boolean;
  startsAt: number;
  state: SimState;
  model: SportModel;
}

interface GameRowLite {
  id: number;
  champ_id: number;
  sport_id: number;
  has_clock: 0 | 1;
  starts_at: number;
  is_live: 0 | 1;
  score: string | null;
  clock_sec: number;
  sim: string | null;
}

export interface Simulator {
  /** LINE_SEED: the season's seed (a reset seeds the line's history from it). */
  readonly seed: number;
  /** Simulates up to the clock's now (what the timer calls every second). */
  tick(): void;
  /** Simulates up to `target` (epoch ms), ignoring nothing but the frozen flag. */
  advanceTo(target: number): void;
  isFrozen(): boolean;
  setFrozen(frozen: boolean): void;
  /** After POST /__control/reset: frozen as the env says, the feed told to reload. */
  reset(): void;
  simulatedTo(): number;
  start(intervalMs?: number): void;
  stop(): void;
}

const formatScore = (s: SimState) => `${s.score[0]}:${s.score[1]}`;

export function createSimulator(db: Db, clock: Clock, feed: LineFeed, options: SimulationOptions): Simulator {
  let frozen = options.frozen;
  let timer: ReturnType<typeof setInterval> | undefined;

  const simulatedTo = () => Number(kvGet(db, SIM_TO_KEY) ?? clock.now());
  const gameTime = (g: LiveGame) => (g.hasClock && g.state.status === 'live' ? `${Math.floor(clockSec(g.state, g.model) / 60)}'` : null);

  function loadGames(): LiveGame[] {
    const rows = db
      .prepare(
        `SELECT g.id, g.champ_id, ch.sport_id, s.has_clock, g.starts_at, g.is_live, g.score, g.clock_sec, g.sim
         FROM games g JOIN champs ch ON ch.id = g.champ_id JOIN sports s ON s.id = ch.sport_id
         WHERE g.finished = 0 ORDER BY g.id`,
      )
      .all() as GameRowLite[];
    return rows.map((row) => {
      const model = sportModel(row.sport_id, row.champ_id);
      let state: SimState;
      if (row.sim) state = JSON.parse(row.sim) as SimState;
      else {
        // A game from an older database: live with its score, line otherwise.
        state = initialState(0.5);
        if (row.is_live) {
          const [a, b] = (row.score ?? '0:0').split(':').map(Number) as [number, number];
          Object.assign(state, { status: 'live', period: 1, score: [a, b], periods: [[a, b]], phaseSec: Math.min(row.clock_sec, model.periodSec - 1) });
        }
      }
      return { id: row.id, sportId: row.sport_id, champId: row.champ_id, hasClock: row.has_clock === 1, startsAt: row.starts_at, state, model };
    });
  }

  function saveGame(g: LiveGame): void {
    db.prepare('UPDATE games SET is_live = ?, score = ?, period = ?, clock_sec = ?, sim = ? WHERE id = ?').run(
      g.state.status === 'line' ? 0 : 1,
      g.state.status === 'line' ? null : formatScore(g.state),
      g.state.period,
      g.model.kind === 'clock' ? clockSec(g.state, g.model) : 0,
      JSON.stringify(g.state),
      g.id,
    );
  }

  /**
   * New prices for a game's outcomes from its state; a price event for each one that moved. A decided
   * outcome keeps its last price (it is suspended, not sold at the bounds).
   */
  function reprice(g: LiveGame): void {
    const decided = decidedOutcomeIds(db, g.id, g.state, g.model);
    const rows = (
      db.prepare('SELECT id, coef, spec FROM markets WHERE game_id = ? AND spec IS NOT NULL ORDER BY sort').all(g.id) as {
        id: number;
        coef: number;
        spec: string;
      }[]
    ).filter((row) => !decided.has(row.id));
    const prices = pricesFor(g.state, g.model, rows.map((r) => r.spec), g.id);
    const update = db.prepare('UPDATE markets SET coef = ? WHERE id = ?');
    rows.forEach((row, index) => {
      const coef = prices[index];
      if (coef === undefined || coef === row.coef) return;
      update.run(coef, row.id);
      feed.publish({ type: 'price', data: { outcomeId: row.id, gameId: g.id, coef } });
    });
  }

  /**
   * Suspends all of a game's outcomes (after a score), or reopens them: all but the ones its state
   * decides, which stay suspended. A status event for each one that changed.
   */
  function setSuspended(g: LiveGame, suspended: boolean): void {
    const keep = suspended ? new Set<number>() : decidedOutcomeIds(db, g.id, g.state, g.model);
    const ids = (db.prepare('SELECT id FROM markets WHERE game_id = ? AND suspended = ? ORDER BY sort').all(g.id, suspended ? 0 : 1) as { id: number }[])
      .map((row) => row.id)
      .filter((id) => !keep.has(id));
    const update = db.prepare('UPDATE markets SET suspended = ? WHERE id = ?');
    for (const id of ids) {
      update.run(suspended ? 1 : 0, id);
      feed.publish({ type: 'status', data: { outcomeId: id, gameId: g.id, isBlocked: suspended } });
    }
  }

  /** Suspends the outcomes the game's state now decides (a score, the end of a period or set): a status event each. */
  function suspendDecidedOf(g: LiveGame): void {
    for (const id of suspendDecided(db, g.id, g.state, g.model)) feed.publish({ type: 'status', data: { outcomeId: id, gameId: g.id, isBlocked: true } });
  }

  function publishScore(g: LiveGame): void {
    feed.publish({ type: 'score', data: { gameId: g.id, score: formatScore(g.state), gameTime: gameTime(g), period: g.state.period, periodScores: periodScoresOf(g.state) } });
  }

  /** The game's result from its final state: each outcome settles by its spec, and the bets on it with it. */
  function settle(g: LiveGame, at: number): void {
    const rows = db.prepare('SELECT id, spec FROM markets WHERE game_id = ?').all(g.id) as { id: number; spec: string | null }[];
    const winners: number[] = [];
    const voids: number[] = [];
    for (const row of rows) {
      const result = row.spec ? settleSpec(parseSpec(row.spec), g.state) : 'lost';
      if (result === 'won') winners.push(row.id);
      else if (result === 'void') voids.push(row.id);
    }
    db.prepare('UPDATE markets SET suspended = 0 WHERE game_id = ?').run(g.id);
    settleGame(db, at, g.id, { winners, voids });
    feed.publish({ type: 'status', data: { gameId: g.id, isLive: true, isFinished: true } });
  }

  function handle(g: LiveGame, events: SimEvent[], at: number, lastStep: boolean): void {
    if (events.length === 0) return;
    saveGame(g);
    if (events.some((e) => e.type === 'start')) feed.publish({ type: 'status', data: { gameId: g.id, isLive: true, isFinished: false } });
    publishScore(g);
    if (events.some((e) => e.type === 'finish')) {
      settle(g, at);
      return;
    }
    if (events.some((e) => e.type === 'score') && g.model.suspendOnScore) {
      g.state.suspendedUntil = at + SUSPEND_MS;
      saveGame(g);
      setSuspended(g, true);
      return;
    }
    // What the score or the end of a period (set) decides is taken off at once.
    if (events.some((e) => e.type === 'score' || e.type === 'period')) suspendDecidedOf(g);
    if (events.some((e) => e.type === 'start' || e.type === 'score') && lastStep) reprice(g);
  }

  /** Adds fixtures to sports short of line or live games (the new game's id is the next free one). */
  function addFixtures(games: LiveGame[], at: number): void {
    for (const [key, model] of Object.entries(SPORT_MODELS)) {
      const sportId = Number(key);
      const ofSport = games.filter((g) => g.sportId === sportId && g.state.status !== 'finished');
      const lineCount = ofSport.filter((g) => g.state.status === 'line' && g.startsAt > at).length;
      const liveCount = ofSport.filter((g) => g.state.status === 'live' || g.startsAt <= at).length;
      const wanted: ('line' | 'live')[] = [];
      for (let i = lineCount; i < MIN_LINE_GAMES; i += 1) wanted.push('line');
      if (model.keepLive) for (let i = liveCount; i < (options.livePerSport ?? MIN_LIVE_GAMES); i += 1) wanted.push('live');
      for (const kind of wanted) games.push(addFixture(sportId, kind, at));
    }
  }

  function addFixture(sportId: number, kind: 'line' | 'live', at: number): LiveGame {
    // The next id after the greatest: the history's games (line/history.ts) are numbered below the seed's.
    const { id: maxId } = db.prepare('SELECT MAX(id) AS id FROM games').get() as { id: number };
    const id = maxId + 1;
    const rng = mulberry32(hashSeed(options.seed, id, 0xf1));
    const champs = CHAMPS.filter((c) => c.sportId === sportId);
    const champ = pick(champs, rng);
    const teams = [...new Set(champs.flatMap((c) => c.fixtures.flatMap((f) => [f.home, f.away])))];
    const home = pick(teams, rng);
    const away = pick(teams.filter((t) => t !== home), rng);
    const [h1, h2] = [splitName(home), splitName(away)];
    const startsAt = kind === 'live' ? at : Math.ceil((at + (1 + rng() * 7) * 3_600_000) / 900_000) * 900_000;
    const model = sportModel(sportId, champ.id);
    const state = initialState(0.25 + rng() * 0.5);
    db.prepare(
      `INSERT INTO games (id, champ_id, team1_ru, team1_en, team2_ru, team2_en, start_offset_sec, is_live, score, is_top, starts_at, period, clock_sec, sim)
       VALUES (?, ?, ?, ?, ?, ?, 0, 0, NULL, 0, ?, 0, 0, ?)`,
    ).run(id, champ.id, h1[0], h1[1], h2[0], h2[1], startsAt, JSON.stringify(state));
    const entries = gameCatalogue(sportId, state.h);
    insertOutcomes(db, id, entries, pricesFor(state, model, entries.map((e) => e.spec), id));
    feed.publish({ type: 'status', data: { gameId: id, isLive: false, isFinished: false } });
    return { id, sportId, champId: champ.id, hasClock: model.kind === 'clock', startsAt, state, model };
  }

  function step(games: LiveGame[], from: number, to: number, target: number): void {
    const sec = (to - from) / 1000;
    const lastStep = target - to < DRIFT_MS;
    const stepIndex = Math.floor(from / STEP_MS);
    for (const g of games) {
      if (g.state.status === 'finished') continue;
      const rng = mulberry32(hashSeed(options.seed, g.id, stepIndex));
      const before = gameTime(g);
      const wasSuspended = g.state.suspendedUntil !== null;
      const events = stepGame(g, sec, rng, from);
      handle(g, events, to, lastStep);
      if ((g.state.status as SimState['status']) === 'finished') continue;
      if (wasSuspended && g.state.suspendedUntil !== null && to >= g.state.suspendedUntil) {
        // Reopen with new prices.
        g.state.suspendedUntil = null;
        saveGame(g);
        reprice(g);
        setSuspended(g, false);
        continue;
      }
      if (g.state.status === 'live' && events.length === 0) {
        if (gameTime(g) !== before) {
          saveGame(g);
          publishScore(g);
        }
        if (lastStep && g.state.suspendedUntil === null && Math.floor(to / DRIFT_MS) !== Math.floor(from / DRIFT_MS)) {
          saveGame(g);
          reprice(g);
        }
      } else if (g.state.status === 'line' && lastStep && Math.floor(to / LINE_DRIFT_MS) !== Math.floor(from / LINE_DRIFT_MS)) {
        // A line game's strength wanders a little: its prices drift with the margin kept.
        g.state.h = Math.min(0.85, Math.max(0.15, g.state.h + (rng() - 0.5) * 0.02));
        saveGame(g);
        reprice(g);
      }
    }
    addFixtures(games, to);
  }

  function stepGame(g: LiveGame, sec: number, rng: () => number, from: number): SimEvent[] {
    return stepFn(g.state, g.model, sec, rng, (g.startsAt - from) / 1000);
  }

  function advanceTo(target: number): void {
    if (frozen) return;
    let t = simulatedTo();
    if (target <= t) return;
    const games = loadGames();
    // A long way behind (a big clock jump, a restart after hours): cross all but the last stretch in one step.
    const last = Math.floor(target / STEP_MS) * STEP_MS;
    const stretch = MAX_STEPS_PER_TICK * STEP_MS;
    if (last - t > stretch) {
      const jumpTo = last - stretch;
      step(games, t, jumpTo, target);
      t = jumpTo;
    }
    while (t < last) {
      const next = Math.min(last, (Math.floor(t / STEP_MS) + 1) * STEP_MS);
      step(games, t, next, target);
      t = next;
    }
    kvSet(db, SIM_TO_KEY, String(Math.max(t, simulatedTo())));
  }

  return {
    seed: options.seed,
    tick: () => advanceTo(clock.now()),
    advanceTo,
    isFrozen: () => frozen,
    setFrozen(value) {
      if (frozen && !value) kvSet(db, SIM_TO_KEY, String(clock.now()));
      frozen = value;
    },
    reset() {
      frozen = options.frozen;
      kvSet(db, SIM_TO_KEY, String(clock.now()));
      feed.publish({ type: 'reset', data: { reason: 'line reset' } });
    },
    simulatedTo,
    start(intervalMs = 1000) {
      if (timer) return;
      timer = setInterval(() => {
        try {
          advanceTo(clock.now());
        } catch (error) {
          console.error('[backend] line simulator step failed', error);
        }
      }, intervalMs);
      timer.unref?.();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

