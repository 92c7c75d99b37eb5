import type { Flag } from '../db/columns';

/**
 * Row types of this domain's tables as better-sqlite3 returns them (INTEGER → number, booleans are
 * 0/1, JSON columns are strings). Its modules map them to API shapes.
 */
export interface CasinoProviderRow {
  id: number;
  slug: string;
  name: string;
}

export interface CasinoGameRow {
  id: number;
  name: string;
  route: string;
  provider_id: number;
  categories: string;
  accent: string;
  is_new: Flag;
  is_hot: Flag;
  sort: number;
}
