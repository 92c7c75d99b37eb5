import type { Localized } from '../lang';
import { mulberry32 } from '../rng';
import type { SeedSport } from '../seed/sports';
import { sportModel } from './simulator/sports';

/**
 * Builds a believable set of prices for one game. Deterministic (seeded by
 * game id) so every reset gives the same coefficients.
 */
export interface SeedMarket {
  typeId: number;
  name: Localized;
  coef: number;
  /** What it means and how it settles (line/catalogue/specs.ts), e.g. `ft|res|1`. */
  spec: string;
}

/** Market type ids, following the usual bookmaker numbering. */
export const MARKET_TYPE = {
  win1: 1,
  draw: 2,
  win2: 3,
  double1X: 4,
  double12: 5,
  doubleX2: 6,
  handicap1: 7,
  handicap2: 8,
  totalOver: 9,
  totalUnder: 10,
} as const;

const MARGIN = 1.06;


/** Probability → decimal coefficient with margin, clamped to 1.01–15. */
function price(probability: number): number {
  const coef = 1 / (probability * MARGIN);
  return Math.round(Math.min(15, Math.max(1.01, coef)) * 100) / 100;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

export function buildMarkets(gameId: number, sport: SeedSport): SeedMarket[] {
  const rnd = mulberry32(gameId * 7919 + sport.id);
  const homeStrength = 0.25 + rnd() * 0.5; // share of the non-draw outcome going to team 1
  const drawShare = sport.hasDraw ? 0.18 + rnd() * 0.12 : 0;
  const p1 = (1 - drawShare) * homeStrength;
  const p2 = (1 - drawShare) * (1 - homeStrength);
  const markets: SeedMarket[] = [{ typeId: MARKET_TYPE.win1, name: { ru: '1', en: '1' }, coef: price(p1), spec: 'ft|res|1' }];
  if (sport.hasDraw) markets.push({ typeId: MARKET_TYPE.draw, name: { ru: 'X', en: 'X' }, coef: price(drawShare), spec: 'ft|res|X' });
  markets.push({ typeId: MARKET_TYPE.win2, name: { ru: '2', en: '2' }, coef: price(p2), spec: 'ft|res|2' });

  if (sport.hasDraw) {
    markets.push(
      { typeId: MARKET_TYPE.double1X, name: { ru: '1X', en: '1X' }, coef: price(p1 + drawShare), spec: 'ft|dc|1X' },
      { typeId: MARKET_TYPE.double12, name: { ru: '12', en: '12' }, coef: price(p1 + p2), spec: 'ft|dc|12' },
      { typeId: MARKET_TYPE.doubleX2, name: { ru: 'X2', en: 'X2' }, coef: price(p2 + drawShare), spec: 'ft|dc|X2' },
    );
  }

  const over = 0.4 + rnd() * 0.2;
  const line = sport.totalLine;
  const scope = sportModel(sport.id).lineScope;
  markets.push(
    { typeId: MARKET_TYPE.totalOver, name: { ru: `Тотал больше ${line}`, en: `Total over ${line}` }, coef: price(over), spec: `${scope}|tot|O|${line}` },
    { typeId: MARKET_TYPE.totalUnder, name: { ru: `Тотал меньше ${line}`, en: `Total under ${line}` }, coef: price(1 - over), spec: `${scope}|tot|U|${line}` },
  );

  // Handicap in favour of whichever side is stronger.
  const h = homeStrength >= 0.5 ? sport.handicap : -sport.handicap;
  const coverHome = 0.44 + rnd() * 0.12; // handicap lines are set near 50/50
  markets.push(
    { typeId: MARKET_TYPE.handicap1, name: { ru: `Фора 1 (${signed(h)})`, en: `Handicap 1 (${signed(h)})` }, coef: price(coverHome), spec: `${scope}|hcp|1|${h}` },
    { typeId: MARKET_TYPE.handicap2, name: { ru: `Фора 2 (${signed(-h)})`, en: `Handicap 2 (${signed(-h)})` }, coef: price(1 - coverHome), spec: `${scope}|hcp|2|${-h}` },
  );
  return markets;
}
