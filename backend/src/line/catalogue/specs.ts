import type { Localized } from '../../lang';
import type { OutcomeResult } from '../rows';
import type { Pair, SimState } from '../simulator/state';
import { setsToWin, type SportModel } from '../simulator/sports';

/**
 * An outcome's meaning, stored as text in markets.spec: `scope|kind|arg|line`.
 * scope: `ft` the score (goals, points; sets of a sets sport), `pts` the points of all sets (games),
 * `p1`…`p9` one period or set, `corners`, `cards`. kind: `res` (1, X, 2), `dc` (1X, 12, X2),
 * `tot` (O, U + line), `hcp` (1, 2 + team's handicap), `t1`/`t2` (a team's total: O, U + line),
 * `oe` (odd, even), `btts` (Y, N), `cs` (a:b, or `other`).
 */
export type Scope = 'ft' | 'pts' | 'corners' | 'cards' | `p${number}`;
export type Kind = 'res' | 'dc' | 'tot' | 'hcp' | 't1' | 't2' | 'oe' | 'btts' | 'cs';

export interface Spec {
  scope: Scope;
  kind: Kind;
  arg: string;
  line?: number;
}

export const specKey = (s: Spec) => [s.scope, s.kind, s.arg, ...(s.line === undefined ? [] : [String(s.line)])].join('|');

const parsed = new Map<string, Spec>();
export function parseSpec(key: string): Spec {
  const known = parsed.get(key);
  if (known) return known;
  const [scope, kind, arg, line] = key.split('|');
  const spec: Spec = { scope: scope as Scope, kind: kind as Kind, arg: arg ?? '', ...(line === undefined ? {} : { line: Number(line) }) };
  parsed.set(key, spec);
  return spec;
}

const sum = (pairs: readonly Pair[]): Pair => pairs.reduce<Pair>((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);

/** The two numbers a scope counts at the end of a game, or undefined when that part was not played (void). */
function pairOf(scope: Scope, s: SimState): Pair | undefined {
  if (scope === 'ft') return s.score;
  if (scope === 'pts') return sum(s.periods);
  if (scope === 'corners') return s.corners;
  if (scope === 'cards') return s.cards;
  return s.periods[Number(scope.slice(1)) - 1];
}

const overUnder = (value: number, arg: string, line: number): OutcomeResult =>
  value === line ? 'void' : (value > line) === (arg === 'O') ? 'won' : 'lost';

/** How an outcome ends when the numbers its scope counts end at `pair` (a, b). */
export function settlePair(spec: Spec, [a, b]: Pair, csListed: ReadonlySet<string> = FOOTBALL_SCORES): OutcomeResult {
  const line = spec.line ?? 0;
  const won = (cond: boolean): OutcomeResult => (cond ? 'won' : 'lost');
  switch (spec.kind) {
    case 'res':
      return won(spec.arg === '1' ? a > b : spec.arg === '2' ? b > a : a === b);
    case 'dc':
      return won(spec.arg === '1X' ? a >= b : spec.arg === 'X2' ? b >= a : a !== b);
    case 'tot':
      return overUnder(a + b, spec.arg, line);
    case 't1':
      return overUnder(a, spec.arg, line);
    case 't2':
      return overUnder(b, spec.arg, line);
    case 'hcp': {
      const diff = spec.arg === '1' ? a + line - b : b + line - a;
      return diff === 0 ? 'void' : won(diff > 0);
    }
    case 'oe':
      return won(((a + b) % 2 === 1) === (spec.arg === 'odd'));
    case 'btts':
      return won((a > 0 && b > 0) === (spec.arg === 'Y'));
    case 'cs':
      return won(spec.arg === 'other' ? !csListed.has(`${a}:${b}`) : spec.arg === `${a}:${b}`);
  }
}

/** How an outcome ends for a finished game's state (void when its part was not played). */
export function settleSpec(spec: Spec, s: SimState, csListed: ReadonlySet<string> = FOOTBALL_SCORES): OutcomeResult {
  const pair = pairOf(spec.scope, s);
  return pair ? settlePair(spec, pair, csListed) : 'void';
}

/**
 * Whether the numbers a scope counts can no longer change in a live game: a period of a clock sport
 * once it is over (the next one or its break has begun), a set (map, round) once it is played. The
 * score, the points of all sets, corners and cards change until the end.
 */
function scopeOver(scope: Scope, s: SimState, model: SportModel): boolean {
  if (!scope.startsWith('p') || scope === 'pts') return false;
  const n = Number(scope.slice(1));
  if (model.kind === 'sets') return n <= s.periods.length;
  return n < s.period || (n === s.period && s.phase === 'break');
}

/** A number so large it stands for "as many more as the rest of the game brings". */
const PLENTY = 1_000_000;

/**
 * An outcome's result once it is decided: when it cannot change whatever happens in the rest of the
 * game; undefined while it can (docs/line-feed.md "Decided outcomes"). The same settlement as the
 * end of the game (settlePair), applied to every ending the game can still have:
 * - a finished game, or a period (set) that is over: its result now;
 * - the sets of a sets sport: every way the match can still end (one side reaching the majority);
 * - any other count: each side's number can only grow, by any amount. A total or a team's total, and
 *   "both score", only move one way: decided when the result now is the result with plenty more on
 *   both sides (a total over 0.5 at 1:0 won, under 0.5 lost). A correct score is lost once either
 *   side has passed it ("other" won once the score has left the listed ones); a result, a double
 *   chance, a handicap and odd/even stay open until their part is over;
 * - a set (map) still to come: open (it may be played or not).
 */
export function decidedResult(spec: Spec, s: SimState, model: SportModel, csListed: ReadonlySet<string> = FOOTBALL_SCORES): OutcomeResult | undefined {
  if (s.status === 'finished') return settleSpec(spec, s, csListed);
  if (s.status !== 'live') return undefined;
  if (scopeOver(spec.scope, s, model)) return settleSpec(spec, s, csListed);
  if (model.kind === 'sets' && spec.scope === 'ft') {
    const results = new Set(setEndings(s, model).map((end) => settlePair(spec, end, csListed)));
    return results.size === 1 ? [...results][0] : undefined;
  }
  if (model.kind === 'sets' && spec.scope !== 'pts') return undefined;
  const pair = pairOf(spec.scope, s) ?? [0, 0];
  const now = settlePair(spec, pair, csListed);
  switch (spec.kind) {
    case 'tot':
    case 't1':
    case 't2':
    case 'btts':
      return now === settlePair(spec, [pair[0] + PLENTY, pair[1] + PLENTY], csListed) ? now : undefined;
    case 'cs': {
      if (spec.arg === 'other') return isBoxOf(csListed) && now === 'won' ? 'won' : undefined;
      const [x, y] = spec.arg.split(':').map(Number) as [number, number];
      return pair[0] > x || pair[1] > y ? 'lost' : undefined;
    }
    default:
      return undefined;
  }
}

/** The set scores a sets match can still end with from its state: one side reaching the sets it needs. */
function setEndings(s: SimState, model: SportModel): Pair[] {
  const need = setsToWin(model);
  const [a, b] = s.score;
  const endings: Pair[] = [];
  for (let lost = b; lost < need && a <= need; lost += 1) endings.push([need, lost]);
  for (let lost = a; lost < need && b <= need; lost += 1) endings.push([lost, need]);
  return endings;
}

/** Whether the listed correct scores are every a:b up to some n:m (a score outside them stays outside). */
const boxes = new WeakMap<ReadonlySet<string>, boolean>();
function isBoxOf(listed: ReadonlySet<string>): boolean {
  let box = boxes.get(listed);
  if (box === undefined) {
    box = [...listed].every((key) => {
      const [a, b] = key.split(':').map(Number) as [number, number];
      return (a === 0 || listed.has(`${a - 1}:${b}`)) && (b === 0 || listed.has(`${a}:${b - 1}`));
    });
    boxes.set(listed, box);
  }
  return box;
}

/** The correct scores football lists (0–3 each); any other is "other". */
export const FOOTBALL_SCORES: ReadonlySet<string> = new Set(
  [0, 1, 2, 3].flatMap((a) => [0, 1, 2, 3].map((b) => `${a}:${b}`)),
);

/** Type ids: the main ones as before (1–10), the others by kind, offset by scope (docs/line-feed.md). */
const KIND_TYPE: Record<Kind, Record<string, number>> = {
  res: { '1': 1, X: 2, '2': 3 },
  dc: { '1X': 4, '12': 5, X2: 6 },
  hcp: { '1': 7, '2': 8 },
  tot: { O: 9, U: 10 },
  btts: { Y: 11, N: 12 },
  cs: {},
  t1: { O: 14, U: 15 },
  t2: { O: 16, U: 17 },
  oe: { odd: 18, even: 19 },
};
const SCOPE_OFFSET = (scope: Scope) =>
  scope === 'ft' ? 0 : scope === 'pts' ? 100 : scope === 'corners' ? 1000 : scope === 'cards' ? 1100 : 100 * (1 + Number(scope.slice(1)));
export const typeIdOf = (spec: Spec) => SCOPE_OFFSET(spec.scope) + (KIND_TYPE[spec.kind][spec.arg] ?? 13);

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** An outcome's name in both languages, e.g. "Half 1: Total over 1.5". */
export function specName(spec: Spec, model: SportModel): Localized {
  const line = spec.line ?? 0;
  const base: Localized = (() => {
    switch (spec.kind) {
      case 'res':
      case 'dc':
        return { ru: spec.arg, en: spec.arg };
      case 'tot':
        return spec.arg === 'O' ? { ru: `Тотал больше ${line}`, en: `Total over ${line}` } : { ru: `Тотал меньше ${line}`, en: `Total under ${line}` };
      case 't1':
      case 't2': {
        const team = spec.kind === 't1' ? '1' : '2';
        return spec.arg === 'O'
          ? { ru: `Инд. тотал ${team} больше ${line}`, en: `Team ${team} total over ${line}` }
          : { ru: `Инд. тотал ${team} меньше ${line}`, en: `Team ${team} total under ${line}` };
      }
      case 'hcp':
        return { ru: `Фора ${spec.arg} (${signed(line)})`, en: `Handicap ${spec.arg} (${signed(line)})` };
      case 'oe':
        return spec.arg === 'odd' ? { ru: 'Тотал нечётный', en: 'Total odd' } : { ru: 'Тотал чётный', en: 'Total even' };
      case 'btts':
        return spec.arg === 'Y' ? { ru: 'Обе забьют: да', en: 'Both teams to score: yes' } : { ru: 'Обе забьют: нет', en: 'Both teams to score: no' };
      case 'cs':
        return spec.arg === 'other' ? { ru: 'Точный счёт: другой', en: 'Correct score: other' } : { ru: `Точный счёт ${spec.arg}`, en: `Correct score ${spec.arg}` };
    }
  })();
  const prefix: Localized | undefined =
    spec.scope === 'ft' || spec.scope === 'pts'
      ? undefined
      : spec.scope === 'corners'
        ? { ru: 'Угловые', en: 'Corners' }
        : spec.scope === 'cards'
          ? { ru: 'Карточки', en: 'Cards' }
          : { ru: `${model.periodName.ru} ${spec.scope.slice(1)}`, en: `${model.periodName.en} ${spec.scope.slice(1)}` };
  const setsNote = model.kind === 'sets' && spec.scope === 'ft' && (spec.kind === 'tot' || spec.kind === 'hcp' || spec.kind === 'cs');
  const plural: Record<string, string> = { Сет: 'сеты', Карта: 'карты', Раунд: 'раунды' };
  const suffix: Localized = setsNote
    ? { ru: ` (${plural[model.periodName.ru] ?? model.periodName.ru})`, en: ` (${model.periodName.en.toLowerCase()}s)` }
    : { ru: '', en: '' };
  return prefix
    ? { ru: `${prefix.ru}: ${base.ru}${suffix.ru}`, en: `${prefix.en}: ${base.en}${suffix.en}` }
    : { ru: `${base.ru}${suffix.ru}`, en: `${base.en}${suffix.en}` };
}
