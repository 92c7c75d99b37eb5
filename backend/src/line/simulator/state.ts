import { matchSec, setsToWin, type SportModel } from './sports';
import { pick, poisson, type Rng } from '../../rng';

/**
 * A game's simulated state (kept as JSON in games.sim) and the pure steps that move it. Nothing here
 * reads the database or the clock: the driver (driver.ts) feeds the time and the randomness.
 */
export type Pair = [number, number];

export interface SimState {
  /** Team 1's share of the strength, 0–1 (0.5 = even). */
  h: number;
  status: 'line' | 'live' | 'finished';
  /** 1-based period (set) being played or just played; 0 before the start. */
  period: number;
  phase: 'play' | 'break';
  /** Seconds spent in the current phase. */
  phaseSec: number;
  /** Clock sports: points (goals); sets sports: sets won. */
  score: Pair;
  /** Per period: the points of that period (clock sports) or of that set (games, points, rounds). */
  periods: Pair[];
  corners: Pair;
  cards: Pair;
  /** Markets suspended after a score until this time (epoch ms), or null. */
  suspendedUntil: number | null;
}

export type SimEvent =
  | { type: 'start' }
  | { type: 'score'; team: 0 | 1 }
  | { type: 'period' }
  | { type: 'finish' };

export const initialState = (h: number): SimState => ({
  h,
  status: 'line',
  period: 0,
  phase: 'play',
  phaseSec: 0,
  score: [0, 0],
  periods: [],
  corners: [0, 0],
  cards: [0, 0],
  suspendedUntil: null,
});

export const cloneState = (s: SimState): SimState => ({
  ...s,
  score: [...s.score],
  periods: s.periods.map((p) => [...p] as Pair),
  corners: [...s.corners],
  cards: [...s.cards],
});

/** Team 1's share of the expected points (clock sports) and its chance to win a set (sets sports). */
export const share = (h: number) => 0.5 + (h - 0.5) * 0.9;
export const setChance = (h: number) => 0.5 + (h - 0.5) * 0.8;

/** Game time in seconds for a clock sport: the periods played plus the running one. */
export function clockSec(s: SimState, model: SportModel): number {
  if (s.period === 0) return 0;
  const done = Math.min(s.period - 1, model.periods) * model.periodSec;
  return done + (s.phase === 'play' ? Math.min(s.phaseSec, model.periodSec) : model.periodSec);
}

const avg = (list: readonly number[]) => list.reduce((a, b) => a + b, 0) / Math.max(1, list.length);

function addPoints(s: SimState, team: 0 | 1, points: number): void {
  s.score[team] += points;
  const current = s.periods[s.period - 1] ?? [0, 0];
  current[team] += points;
  s.periods[s.period - 1] = current;
}

/** Score events of a clock sport in `sec` seconds of play. */
function playClock(s: SimState, model: SportModel, sec: number, rng: Rng, events: SimEvent[]): void {
  const fraction = sec / (model.periods * model.periodSec);
  const eventsPerMatch = model.total / avg(model.points);
  const shares = [share(s.h), 1 - share(s.h)] as const;
  for (const team of [0, 1] as const) {
    const count = poisson(eventsPerMatch * shares[team] * fraction, rng);
    for (let i = 0; i < count; i += 1) {
      addPoints(s, team, pick(model.points, rng));
      events.push({ type: 'score', team });
    }
    if (model.corners) s.corners[team] += poisson(model.corners * (0.5 + (shares[team] - 0.5) * 0.6) * fraction, rng);
    if (model.cards) s.cards[team] += poisson(model.cards * 0.5 * fraction, rng);
  }
}

function finish(s: SimState, events: SimEvent[]): void {
  s.status = 'finished';
  s.suspendedUntil = null;
  events.push({ type: 'finish' });
}

/** The end of a clock sport's period: the next one after a break, or the end (overtime decides a tie the sport cannot have). */
function endClockPeriod(s: SimState, model: SportModel, rng: Rng, events: SimEvent[]): void {
  if (s.period < model.periods) {
    s.phase = 'break';
    s.phaseSec = 0;
    events.push({ type: 'period' });
    return;
  }
  if (!model.draw && s.score[0] === s.score[1]) {
    // Overtime, in one go: the stronger side is likelier to take it.
    s.period += 1;
    s.periods.push([0, 0]);
    const team = rng() < share(s.h) ? 0 : 1;
    addPoints(s, team, Math.max(...model.points));
    events.push({ type: 'score', team });
    s.period -= 1;
  }
  finish(s, events);
}

/** The end of a set: its points, a set to its winner; the match ends with a majority. */
function endSet(s: SimState, model: SportModel, rng: Rng, events: SimEvent[]): void {
  const team: 0 | 1 = rng() < setChance(s.h) ? 0 : 1;
  const [w, l] = model.setPoints ? model.setPoints(rng) : [1, 0];
  s.periods[s.period - 1] = team === 0 ? [w, l] : [l, w];
  s.score[team] += 1;
  events.push({ type: 'score', team });
  if (s.score[team] >= setsToWin(model) || s.period >= model.periods) {
    finish(s, events);
    return;
  }
  s.phase = 'break';
  s.phaseSec = 0;
  events.push({ type: 'period' });
}

/**
 * Moves a game `sec` seconds on: a line game due to start (`startsIn` ≤ 0 seconds) goes live, a live
 * one plays, takes its breaks and finishes. Any length works (a long step crosses periods), so a
 * big clock jump is one step. Returns what happened, in order.
 */
export function stepGame(s: SimState, model: SportModel, sec: number, rng: Rng, startsIn = 0): SimEvent[] {
  const events: SimEvent[] = [];
  let left = sec;
  if (s.status === 'line') {
    if (startsIn > left) return events;
    left -= Math.max(0, startsIn);
    s.status = 'live';
    s.period = 1;
    s.phase = 'play';
    s.phaseSec = 0;
    s.periods = [[0, 0]];
    events.push({ type: 'start' });
  }
  let guard = 0;
  while (left > 0 && s.status === 'live' && guard < 1000) {
    guard += 1;
    const phaseLength = s.phase === 'play' ? model.periodSec : model.breakSec;
    const chunk = Math.min(left, Math.max(0, phaseLength - s.phaseSec));
    if (s.phase === 'play' && model.kind === 'clock' && chunk > 0) playClock(s, model, chunk, rng, events);
    s.phaseSec += chunk;
    left -= chunk;
    if (s.phaseSec < phaseLength) break;
    if (s.phase === 'break') {
      s.period += 1;
      s.phase = 'play';
      s.phaseSec = 0;
      if (model.kind === 'clock') s.periods.push([0, 0]);
      events.push({ type: 'period' });
    } else if (model.kind === 'clock') endClockPeriod(s, model, rng, events);
    else endSet(s, model, rng, events);
  }
  return events;
}

/** Plays the rest of a game to its end (pricing: one possible future). */
export function playToEnd(s: SimState, model: SportModel, rng: Rng): SimState {
  const copy = cloneState(s);
  stepGame(copy, model, matchSec(model) * 2 + 3600, rng, 0);
  return copy;
}

/** The score of each period (set) played or being played, "1:0" each: the detailed score (isDetailedScore). */
export function periodScoresOf(s: Pick<SimState, 'periods'>): string[] {
  return s.periods.map(([a, b]) => `${a}:${b}`);
}
