import type { Flag } from '../db/columns';

/**
 * Row types of this domain's tables as better-sqlite3 returns them (INTEGER → number, booleans are
 * 0/1, JSON columns are strings). Its modules map them to API shapes.
 */
export interface CasinoProviderRow {
  id: number;
  slug: string;
  name_ru: string;
  name_en: string;
}

export interface CasinoGameRow {
  id: number;
  name_ru: string;
  name_en: string;
  route: string;
  old_route: string;
  provider_id: number;
  categories: string;
  tags: string;
  tag_id: number;
  rtp_bp: number;
  volatility: string;
  demo: Flag;
  art: string;
  popularity: number;
}

export interface CasinoFavoriteRow {
  user_id: number;
  game_id: number;
  added_at: number;
}

export interface CasinoRecentRow {
  user_id: number;
  game_id: number;
  played_at: number;
}
