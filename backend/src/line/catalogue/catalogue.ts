import type { Localized } from '../../lang';
import { sportModel, setsToWin, type SportModel } from '../simulator/sports';
import { parseSpec, specKey, specName, typeIdOf, type Scope, type Spec } from './specs';

/**
 * The market catalogue: per sport, every outcome a game offers, each with a stable position, a group
 * for the event page and a spec (what it means, how it settles: specs.ts). Ids: the seed's main
 * outcomes keep theirs (9000001…); every other outcome is `CATALOGUE_ID_BASE + (gameId − 700000) ×
 * CATALOGUE_SLOTS + position`, so a game's outcome ids never move.
 */
export type Group = 'main' | 'totals' | 'handicaps' | 'halves' | 'specials';
export const GROUPS: readonly Group[] = ['main', 'totals', 'handicaps', 'halves', 'specials'];

export const CATALOGUE_ID_BASE = 10_000_000;
export const CATALOGUE_SLOTS = 250;
export const FIRST_GAME_ID = 700_000;

export interface CatalogueEntry {
  /** Position in the sport's catalogue: the last part of the outcome id. */
  slot: number;
  group: Group;
  spec: string;
  typeId: number;
  name: Localized;
}

export const outcomeIdOf = (gameId: number, slot: number) => CATALOGUE_ID_BASE + (gameId - FIRST_GAME_ID) * CATALOGUE_SLOTS + slot;

/** Line parameters per sport: the main total and handicap, and the extra lines around them. */
interface Lines {
  total: number;
  handicap: number;
  totals: number[];
  handicaps: number[];
  teamTotals: number[];
  periodTotals: number[];
  /** Periods (sets) that get their own markets. */
  periodMarkets: number;
  btts?: boolean;
  correctScore?: boolean;
}

const LINES: Record<number, Lines> = {
  1: { total: 2.5, handicap: -1.5, totals: [0.5, 1.5, 3.5, 4.5, 5.5], handicaps: [0.5, 1.5, 2.5], teamTotals: [0.5, 1.5, 2.5], periodTotals: [0.5, 1.5, 2.5], periodMarkets: 2, btts: true, correctScore: true },
  2: { total: 5.5, handicap: -1.5, totals: [3.5, 4.5, 6.5, 7.5], handicaps: [0.5, 1.5, 2.5], teamTotals: [1.5, 2.5, 3.5], periodTotals: [0.5, 1.5, 2.5], periodMarkets: 3, btts: true },
  3: { total: 168.5, handicap: -5.5, totals: [158.5, 163.5, 173.5, 178.5], handicaps: [1.5, 3.5, 5.5, 7.5, 9.5], teamTotals: [79.5, 84.5, 89.5], periodTotals: [39.5, 42.5, 45.5], periodMarkets: 4 },
  4: { total: 22.5, handicap: -3.5, totals: [18.5, 20.5, 24.5, 26.5], handicaps: [1.5, 2.5, 3.5, 4.5], teamTotals: [10.5, 12.5], periodTotals: [8.5, 9.5, 10.5], periodMarkets: 2 },
  5: { total: 182.5, handicap: -4.5, totals: [150.5, 166.5, 198.5, 214.5], handicaps: [2.5, 4.5, 6.5, 8.5], teamTotals: [80.5, 90.5], periodTotals: [42.5, 44.5, 46.5], periodMarkets: 3 },
  6: { total: 74.5, handicap: -2.5, totals: [66.5, 70.5, 78.5, 82.5], handicaps: [1.5, 2.5, 4.5, 6.5], teamTotals: [34.5, 38.5], periodTotals: [17.5, 18.5, 19.5], periodMarkets: 3 },
  7: { total: 2.5, handicap: -1.5, totals: [], handicaps: [1.5], teamTotals: [], periodTotals: [20.5, 22.5, 24.5], periodMarkets: 2 },
  8: { total: 2.5, handicap: -1.5, totals: [], handicaps: [1.5], teamTotals: [], periodTotals: [], periodMarkets: 2 },
  9: { total: 56.5, handicap: -2.5, totals: [50.5, 53.5, 59.5, 62.5], handicaps: [0.5, 2.5, 4.5, 6.5], teamTotals: [25.5, 28.5, 31.5], periodTotals: [26.5, 28.5, 30.5], periodMarkets: 2 },
  10: { total: 8.5, handicap: -1.5, totals: [6.5, 7.5, 9.5, 10.5], handicaps: [0.5, 1.5, 2.5], teamTotals: [3.5, 4.5], periodTotals: [0.5, 1.5], periodMarkets: 3 },
  11: { total: 46.5, handicap: -3.5, totals: [40.5, 43.5, 49.5, 52.5], handicaps: [2.5, 3.5, 6.5, 7.5, 10.5], teamTotals: [20.5, 23.5, 26.5], periodTotals: [9.5, 10.5, 13.5], periodMarkets: 4 },
  12: { total: 6.5, handicap: -1.5, totals: [4.5, 5.5, 7.5, 8.5], handicaps: [0.5, 1.5, 2.5], teamTotals: [2.5, 3.5], periodTotals: [2.5, 3.5], periodMarkets: 2 },
};

export const linesOf = (sportId: number): Lines => {
  const lines = LINES[sportId];
  if (!lines) throw new Error(`No catalogue for sport ${sportId}`);
  return lines;
};

const spec = (scope: Scope, kind: Spec['kind'], arg: string, line?: number): string => specKey({ scope, kind, arg, ...(line === undefined ? {} : { line }) });
const ou = (scope: Scope, kind: 'tot' | 't1' | 't2', line: number) => [spec(scope, kind, 'O', line), spec(scope, kind, 'U', line)];

/** The main block (positions 0–9): match result (with the draw and double chance where a draw stands), the main total and handicap. */
export function mainSpecs(sportId: number, h: number): string[] {
  const model = sportModel(sportId);
  const lines = linesOf(sportId);
  const hcp = h >= 0.5 ? lines.handicap : -lines.handicap;
  const draw = model.kind === 'clock' && model.draw;
  return [
    spec('ft', 'res', '1'),
    ...(draw ? [spec('ft', 'res', 'X')] : []),
    spec('ft', 'res', '2'),
    ...(draw ? [spec('ft', 'dc', '1X'), spec('ft', 'dc', '12'), spec('ft', 'dc', 'X2')] : []),
    ...ou(model.lineScope, 'tot', lines.total),
    spec(model.lineScope, 'hcp', '1', hcp),
    spec(model.lineScope, 'hcp', '2', -hcp),
  ];
}
export const MAIN_SLOTS = 10;

function extraSpecs(sportId: number, model: SportModel): [Group, string[]][] {
  const lines = linesOf(sportId);
  const scope = model.lineScope;
  const totals: string[] = [...lines.totals.flatMap((l) => ou(scope, 'tot', l))];
  if (model.kind === 'sets' && scope === 'pts') totals.push(...ou('ft', 'tot', setsToWin(model) * 2 - 1.5));
  totals.push(...lines.teamTotals.flatMap((l) => [...ou(scope, 't1', l), ...ou(scope, 't2', l)]));
  if (model.kind === 'clock') totals.push(spec('ft', 'oe', 'odd'), spec('ft', 'oe', 'even'));
  const handicaps = lines.handicaps.flatMap((l) => [-l, l]).sort((a, b) => a - b).flatMap((l) => [spec(scope, 'hcp', '1', l), spec(scope, 'hcp', '2', -l)]);
  if (model.kind === 'sets' && scope === 'pts') handicaps.push(spec('ft', 'hcp', '1', -1.5), spec('ft', 'hcp', '2', 1.5), spec('ft', 'hcp', '1', 1.5), spec('ft', 'hcp', '2', -1.5));
  const halves: string[] = [];
  for (let p = 1; p <= lines.periodMarkets; p += 1) {
    const ps = `p${p}` as Scope;
    halves.push(spec(ps, 'res', '1'), ...(model.kind === 'clock' ? [spec(ps, 'res', 'X')] : []), spec(ps, 'res', '2'));
    halves.push(...lines.periodTotals.flatMap((l) => ou(ps, 'tot', l)));
  }
  const specials: string[] = [];
  if (lines.btts) specials.push(spec('ft', 'btts', 'Y'), spec('ft', 'btts', 'N'));
  if (lines.correctScore) {
    for (let a = 0; a <= 3; a += 1) for (let b = 0; b <= 3; b += 1) specials.push(spec('ft', 'cs', `${a}:${b}`));
    specials.push(spec('ft', 'cs', 'other'));
  }
  if (model.kind === 'sets') {
    const need = setsToWin(model);
    for (let lost = 0; lost < need; lost += 1) specials.push(spec('ft', 'cs', `${need}:${lost}`));
    for (let lost = need - 1; lost >= 0; lost -= 1) specials.push(spec('ft', 'cs', `${lost}:${need}`));
  }
  if (model.corners) {
    specials.push(...[8.5, 9.5, 10.5, 11.5].flatMap((l) => ou('corners', 'tot', l)));
    specials.push(spec('corners', 'res', '1'), spec('corners', 'res', 'X'), spec('corners', 'res', '2'));
  }
  if (model.cards) {
    specials.push(...[3.5, 4.5, 5.5].flatMap((l) => ou('cards', 'tot', l)));
    specials.push(spec('cards', 'res', '1'), spec('cards', 'res', 'X'), spec('cards', 'res', '2'));
  }
  return [
    ['totals', totals],
    ['handicaps', handicaps],
    ['halves', halves],
    ['specials', specials],
  ];
}

const extraCache = new Map<number, CatalogueEntry[]>();

/** A sport's outcomes after the main block, in their fixed positions (10…). */
export function extraCatalogue(sportId: number): CatalogueEntry[] {
  const known = extraCache.get(sportId);
  if (known) return known;
  const model = sportModel(sportId);
  const entries: CatalogueEntry[] = [];
  let slot = MAIN_SLOTS;
  for (const [group, specs] of extraSpecs(sportId, model)) {
    for (const key of specs) {
      const parsed = parseSpec(key);
      entries.push({ slot, group, spec: key, typeId: typeIdOf(parsed), name: specName(parsed, model) });
      slot += 1;
    }
  }
  if (slot > CATALOGUE_SLOTS) throw new Error(`Catalogue of sport ${sportId} has ${slot} slots, more than ${CATALOGUE_SLOTS}`);
  extraCache.set(sportId, entries);
  return entries;
}

/** The main block as catalogue entries for a new game (team 1's strength decides the handicap's sign). */
export function mainCatalogue(sportId: number, h: number): CatalogueEntry[] {
  const model = sportModel(sportId);
  return mainSpecs(sportId, h).map((key, slot) => {
    const parsed = parseSpec(key);
    return { slot, group: 'main', spec: key, typeId: typeIdOf(parsed), name: specName(parsed, model) };
  });
}

/** Every outcome of a game: the main block then the rest, leaving out an extra one the main block already has. */
export function gameCatalogue(sportId: number, h: number): CatalogueEntry[] {
  const main = mainCatalogue(sportId, h);
  const mainKeys = new Set(main.map((e) => e.spec));
  return [...main, ...extraCatalogue(sportId).filter((e) => !mainKeys.has(e.spec))];
}
