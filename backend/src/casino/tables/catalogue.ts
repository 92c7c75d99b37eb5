import type { Db } from '../../db/handle';
import type { Lang } from '../../lang';

/**
 * Which catalogue games are live tables (docs/casino-tables-api.md): every game of the subcategory
 * `live/roulette`, `live/blackjack` or `live/baccarat`; the table id is the game id. Read from the
 * catalogue per call, so a game added to it opens its table at once. The other live games (game
 * shows, poker, dice) are not tables (docs/decisions/live-tables.md).
 */
export type TableKind = 'roulette' | 'blackjack' | 'baccarat';

export interface LiveTable {
  id: number;
  kind: TableKind;
  name: { ru: string; en: string };
}

const KIND_OF_CATEGORY: Readonly<Record<string, TableKind>> = {
  'live/roulette': 'roulette',
  'live/blackjack': 'blackjack',
  'live/baccarat': 'baccarat',
};

interface Row {
  id: number;
  name_ru: string;
  name_en: string;
  category: string;
}

// The game's first category that names a table kind (json_each keeps the list's order).
const SELECT = `SELECT id, name_ru, name_en, category FROM (
  SELECT g.id, g.name_ru, g.name_en,
    (SELECT c.value FROM json_each(g.categories) c WHERE c.value IN (${Object.keys(KIND_OF_CATEGORY).map((name) => `'${name}'`).join(', ')}) ORDER BY c.key LIMIT 1) AS category
  FROM casino_games g WHERE json_valid(g.categories)
) WHERE category IS NOT NULL`;

const toTable = (row: Row): LiveTable => ({ id: row.id, kind: KIND_OF_CATEGORY[row.category] as TableKind, name: { ru: row.name_ru, en: row.name_en } });

export function liveTables(db: Db): LiveTable[] {
  return (db.prepare(`${SELECT} ORDER BY id`).all() as Row[]).map(toTable);
}

export function findLiveTable(db: Db, id: number): LiveTable | null {
  const row = db.prepare(`${SELECT} AND id = ?`).get(id) as Row | undefined;
  return row ? toTable(row) : null;
}

export const tableName = (table: LiveTable, lang: Lang): string => (lang === 'en' ? table.name.en : table.name.ru);
