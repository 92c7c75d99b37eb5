import type { Flag } from '../db/columns';

/**
 * Row types of this domain's tables as better-sqlite3 returns them (INTEGER → number, booleans are
 * 0/1, JSON columns are strings). Its modules map them to API shapes.
 */
export interface SportRow {
  id: number;
  slug: string;
  icon: string;
  name_ru: string;
  name_en: string;
  has_clock: Flag;
  popularity: number;
}

export interface ChampRow {
  id: number;
  sport_id: number;
  name_ru: string;
  name_en: string;
  country_ru: string;
  country_en: string;
}

export interface GameRow {
  id: number;
  champ_id: number;
  team1_ru: string;
  team1_en: string;
  team2_ru: string;
  team2_en: string;
  start_offset_sec: number;
  is_live: Flag;
  score: string | null;
  is_top: Flag;
  finished: Flag;
  finished_at: number | null;
  /** Null only in a row an older backend wrote after the upgrade (line.ts startsAt). */
  starts_at: number | null;
  period: number;
  clock_sec: number;
  sim: string | null;
}

export interface MarketRow {
  id: number;
  game_id: number;
  type_id: number;
  name_ru: string;
  name_en: string;
  coef: number;
  sort: number;
  suspended: Flag;
  result: OutcomeResult | null;
  grp: string;
  spec: string | null;
}

/** How a market (outcome) ended once its game has a result. */
export type OutcomeResult = 'won' | 'lost' | 'void';
