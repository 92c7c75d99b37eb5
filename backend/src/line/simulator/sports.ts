import type { Localized } from '../../lang';
import type { Rng } from '../../rng';

/**
 * How each seeded sport is played by the simulator and priced by the catalogue: one table.
 * `clock` sports run periods of `periodSec` with a break between them and score events at a rate
 * that gives `total` points a match on average; `sets` sports play sets (maps, rounds) of about
 * `periodSec` each until one side has won the majority of `periods`.
 */
export interface SportModel {
  kind: 'clock' | 'sets';
  /** Periods (halves, quarters, innings) of a clock sport; the most sets of a sets sport (best of). */
  periods: number;
  /** Length of a period or a set, seconds (real time = game time). */
  periodSec: number;
  /** Break between periods or sets, seconds. */
  breakSec: number;
  /** Whether a drawn result stands (clock sports; otherwise a tie is decided in overtime). */
  draw: boolean;
  /** Clock sports: average points of both teams in a match, and the points one score event is worth. */
  total: number;
  points: readonly number[];
  /** Football: average corners and cards of both teams in a match. */
  corners?: number;
  cards?: number;
  /** Markets are suspended for a few seconds after each score (goal, touchdown, set). */
  suspendOnScore: boolean;
  /** Sets sports: the points of one set as (winner, loser). */
  setPoints?: (rng: Rng) => [number, number];
  /** A sport that always keeps a live game (the seed had live games of it). */
  keepLive: boolean;
  /** The name of a period: "Half", "Set", … */
  periodName: Localized;
  /** Where the main total and handicap count: `ft` the score (goals, sets), `pts` the points of all sets (games). */
  lineScope: 'ft' | 'pts';
}

const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

const tennisSet = (rng: Rng): [number, number] => {
  const r = rng();
  if (r < 0.12) return [7, 6];
  if (r < 0.22) return [7, 5];
  return [6, between(rng, 0, 4)];
};
const volleyballSet = (rng: Rng): [number, number] => {
  if (rng() < 0.15) {
    const winner = between(rng, 26, 28);
    return [winner, winner - 2];
  }
  return [25, between(rng, 14, 23)];
};
const tableTennisSet = (rng: Rng): [number, number] => (rng() < 0.15 ? [12, 10] : [11, between(rng, 3, 9)]);
const esportsMap = (rng: Rng): [number, number] => (rng() < 0.1 ? [16, 14] : [13, between(rng, 3, 11)]);
const mmaRound = (): [number, number] => [10, 9];

const name = (ru: string, en: string): Localized => ({ ru, en });

export const SPORT_MODELS: Record<number, SportModel> = {
  1: { kind: 'clock', periods: 2, periodSec: 45 * 60, breakSec: 15 * 60, draw: true, total: 2.6, points: [1], corners: 10, cards: 4.2, suspendOnScore: true, keepLive: true, periodName: name('Тайм', 'Half'), lineScope: 'ft' },
  2: { kind: 'clock', periods: 3, periodSec: 20 * 60, breakSec: 15 * 60, draw: true, total: 5.4, points: [1], suspendOnScore: true, keepLive: true, periodName: name('Период', 'Period'), lineScope: 'ft' },
  3: { kind: 'clock', periods: 4, periodSec: 10 * 60, breakSec: 2 * 60, draw: false, total: 166, points: [2, 2, 2, 3, 1], suspendOnScore: false, keepLive: true, periodName: name('Четверть', 'Quarter'), lineScope: 'ft' },
  4: { kind: 'sets', periods: 3, periodSec: 40 * 60, breakSec: 2 * 60, draw: false, total: 0, points: [], setPoints: tennisSet, suspendOnScore: true, keepLive: true, periodName: name('Сет', 'Set'), lineScope: 'pts' },
  5: { kind: 'sets', periods: 5, periodSec: 25 * 60, breakSec: 3 * 60, draw: false, total: 0, points: [], setPoints: volleyballSet, suspendOnScore: true, keepLive: true, periodName: name('Сет', 'Set'), lineScope: 'pts' },
  6: { kind: 'sets', periods: 5, periodSec: 8 * 60, breakSec: 60, draw: false, total: 0, points: [], setPoints: tableTennisSet, suspendOnScore: true, keepLive: true, periodName: name('Сет', 'Set'), lineScope: 'pts' },
  7: { kind: 'sets', periods: 3, periodSec: 40 * 60, breakSec: 5 * 60, draw: false, total: 0, points: [], setPoints: esportsMap, suspendOnScore: true, keepLive: true, periodName: name('Карта', 'Map'), lineScope: 'ft' },
  8: { kind: 'sets', periods: 3, periodSec: 5 * 60, breakSec: 60, draw: false, total: 0, points: [], setPoints: mmaRound, suspendOnScore: true, keepLive: false, periodName: name('Раунд', 'Round'), lineScope: 'ft' },
  9: { kind: 'clock', periods: 2, periodSec: 30 * 60, breakSec: 10 * 60, draw: true, total: 56, points: [1], suspendOnScore: false, keepLive: true, periodName: name('Тайм', 'Half'), lineScope: 'ft' },
  10: { kind: 'clock', periods: 9, periodSec: 18 * 60, breakSec: 2 * 60, draw: false, total: 8.6, points: [1, 1, 1, 2], suspendOnScore: true, keepLive: false, periodName: name('Иннинг', 'Inning'), lineScope: 'ft' },
  11: { kind: 'clock', periods: 4, periodSec: 15 * 60, breakSec: 3 * 60, draw: false, total: 46, points: [7, 7, 3, 3, 6, 2], suspendOnScore: true, keepLive: false, periodName: name('Четверть', 'Quarter'), lineScope: 'ft' },
  12: { kind: 'clock', periods: 2, periodSec: 20 * 60, breakSec: 10 * 60, draw: true, total: 6.4, points: [1], suspendOnScore: true, keepLive: true, periodName: name('Тайм', 'Half'), lineScope: 'ft' },
};

/** NBA quarters are 12 minutes (champ 301), the others' 10. */
const CHAMP_OVERRIDES: Record<number, Partial<SportModel>> = { 301: { periodSec: 12 * 60, total: 224 } };

export function sportModel(sportId: number, champId?: number): SportModel {
  const model = SPORT_MODELS[sportId];
  if (!model) throw new Error(`No simulator model for sport ${sportId}`);
  const override = champId === undefined ? undefined : CHAMP_OVERRIDES[champId];
  return override ? { ...model, ...override } : model;
}

/** Sets (maps, rounds) a side needs to win a sets sport. */
export const setsToWin = (model: SportModel) => Math.ceil(model.periods / 2);

/** How long a game lasts without overtime, seconds: every period and the breaks between them. */
export const matchSec = (model: SportModel) => model.periods * model.periodSec + (model.periods - 1) * model.breakSec;
