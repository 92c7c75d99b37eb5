/**
 * Row types of this domain's tables as better-sqlite3 returns them (INTEGER → number, booleans are
 * 0/1, JSON columns are strings). Its modules map them to API shapes.
 */
export interface PromotionRow {
  id: number;
  slug: string;
  kind: 'sport' | 'casino';
  accent: string;
  ends_in_days: number | null;
  title_ru: string;
  title_en: string;
  summary_ru: string;
  summary_en: string;
  body_ru: string;
  body_en: string;
  sort: number;
}

/** A promotion's machine-readable side (promotion_terms); JSON columns are strings. */
export interface PromotionTermsRow {
  promotion_id: number;
  cms_slug: string | null;
  terms: string;
  games: string;
  partners: string;
  offer: string;
}

export interface InfoPageRow {
  slug: string;
  title_ru: string;
  title_en: string;
  body_ru: string;
  body_en: string;
}

export interface RuleGroupRow {
  id: number;
  slug: string;
  title_ru: string;
  title_en: string;
}

export interface RuleChapterRow {
  group_id: number;
  id: number;
  title_ru: string;
  title_en: string;
  body_ru: string;
  body_en: string;
}
