import type { Db } from '../../db/handle';
import { ENGINES, type EngineId } from './engines';

/**
 * Which catalogue games can be played, and on which engine (docs/casino-games.md "Which games
 * play"). The rule reads the game's categories as the catalogue stores them (route ids, the game's
 * own category first, a subcategory as `<parent>/<sub>`): the first of them that names an engine
 * decides —
 *
 *   slots, slots/<any>  → slot       crash-games → crash
 *   keno                → keno       scratchcards → scratch
 *
 * Every other game (live casino, poker, bingo, TV games…) is not playable: its page says so. Each
 * slot game keeps the one slot model (SLOT_MODEL, one RTP) and gets its own look — symbol set and
 * colours — from its id (SLOT_THEMES). The rule is read per request from the catalogue, so a game
 * added to it plays at once.
 */
const ENGINE_OF_CATEGORY: Readonly<Record<string, EngineId>> = {
  slots: 'slot',
  'crash-games': 'crash',
  crash: 'crash',
  keno: 'keno',
  scratchcards: 'scratch',
  scratch: 'scratch',
};

/** The engine a game with these categories plays on, or null. */
export function engineForCategories(categories: readonly string[]): EngineId | null {
  for (const category of categories) {
    const engine = ENGINE_OF_CATEGORY[category.split('/')[0] ?? ''];
    if (engine) return engine;
  }
  return null;
}

export interface PlayableGame {
  id: number;
  name: { ru: string; en: string };
  engine: EngineId;
  /** The look of a slot game (SLOT_THEMES index); 0 for the others. */
  theme: number;
}

interface CatalogueRow {
  id: number;
  name_ru: string;
  name_en: string;
  categories: string;
}

/** The slot looks: which glyphs stand for the eight symbols, and the colours. */
export const SLOT_THEMES: readonly { glyphs: readonly string[]; colors: readonly [string, string] }[] = [
  { glyphs: ['W', 'S', '7', 'BAR', '♪', '♣', '♦', '♥'], colors: ['#1e3a8a', '#f59e0b'] },
  { glyphs: ['W', 'S', '7', '★', '♛', '♠', '♦', '♥'], colors: ['#064e3b', '#facc15'] },
  { glyphs: ['W', 'S', '7', '☀', '☾', '♣', '♠', '♥'], colors: ['#4c1d95', '#f472b6'] },
  { glyphs: ['W', 'S', '7', '⚓', '⚑', '♦', '♣', '♠'], colors: ['#7c2d12', '#fde68a'] },
];

function toPlayable(row: CatalogueRow): PlayableGame | null {
  let categories: unknown;
  try {
    categories = JSON.parse(row.categories);
  } catch {
    return null;
  }
  if (!Array.isArray(categories)) return null;
  const engine = engineForCategories(categories.filter((category): category is string => typeof category === 'string'));
  if (!engine) return null;
  return { id: row.id, name: { ru: row.name_ru, en: row.name_en }, engine, theme: engine === 'slot' ? row.id % SLOT_THEMES.length : 0 };
}

/** One game of the catalogue if it is playable. */
export function playableGame(db: Db, gameId: number): PlayableGame | null {
  const row = db.prepare('SELECT id, name_ru, name_en, categories FROM casino_games WHERE id = ?').get(gameId) as CatalogueRow | undefined;
  return row ? toPlayable(row) : null;
}

/** PLAYABLE_GAMES: every playable game of the catalogue with its engine, by id. */
export function playableGames(db: Db): ReadonlyMap<number, EngineId> {
  const rows = db.prepare('SELECT id, name_ru, name_en, categories FROM casino_games ORDER BY id').all() as CatalogueRow[];
  return new Map(rows.flatMap((row) => {
    const game = toPlayable(row);
    return game ? [[game.id, game.engine] as const] : [];
  }));
}
export { playableGames as PLAYABLE_GAMES };

/** Each engine's theoretical RTP in hundredths of a percent, as the catalogue stores `rtp_bp` (9601 = 96.01 %). */
export const ENGINE_RTP_BP: Readonly<Record<EngineId, number>> = {
  slot: Math.round(ENGINES.slot.rtp() * 10_000),
  crash: Math.round(ENGINES.crash.rtp() * 10_000),
  keno: Math.round(ENGINES.keno.rtp() * 10_000),
  scratch: Math.round(ENGINES.scratch.rtp() * 10_000),
};
