import type { Localized } from '../lang';
import { mulberry32, pick, type Rng } from '../rng';
import { PALETTES, motifOfTitle } from './casinoArt';
import { LEGACY_GAMES } from './casinoLegacy';
import { POOLS, type Pool } from './casinoPools';
import { RUSSIAN_GAMES } from './casinoRussian';
import { STUDIOS, studioInitials } from './casinoStudios';
import type { CasinoCategory, CasinoTag, Motif, Volatility } from './casinoTaxonomy';

export * from './casinoTaxonomy';
export { STUDIOS } from './casinoStudios';

/**
 * The casino catalogue (docs/decisions/casino-catalogue.md): the first seed's 48 games (ids 3001–3048, unchanged),
 * 30 Russian-titled games, then the generated rest, about 320 games from 20 invented studios.
 * Deterministic: one seeded generator (no Math.random), consumed in a fixed order, so every id,
 * route, tag and colour is the same after every reset.
 */
export const CATALOGUE_SEED = 20250115;
export const FIRST_GAME_ID = 3001;

export interface ArtSeed {
  /** `[background, accent, highlight]`. */
  palette: [string, string, string];
  motif: Motif;
  /** 0–65535: varies the drawing (layout, shapes) between games of one motif. */
  seed: number;
}

export interface SeedGame {
  id: number;
  name: Localized;
  route: string;
  oldRoute: string;
  studioId: number;
  /** Category route ids, the first one the game's own: `['slots', 'slots/multiways']`. */
  categories: string[];
  tags: CasinoTag[];
  /**
   * Theoretical return to player, percent with 2 decimals, drawn in the category's range. A game the
   * reference backend's engines play is stored with its engine's RTP instead (casino/seed.ts).
   */
  rtp: number;
  volatility: Volatility;
  art: ArtSeed;
  /** 0–999: the lobby's order and the search's tie-break; 850 and above are the popular tag. */
  popularity: number;
}

/** URL slug from a game name: "Fox Den Gold" → "fox-den-gold". */
export function routeFromName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Titles of real games the word pools could form; never used. */
const REAL_TITLES = new Set(['sugar rush', 'fruit party', 'fruit fiesta', 'gem rush', 'book of dead', 'book of ra', 'coin volcano']);

const JACKPOT_CATEGORIES: ReadonlySet<string> = new Set(['slots', 'keno', 'bingo', 'scratchcards']);

const poolOf = (category: string): Pool => POOLS.find((pool) => pool.category === category)!;

interface Draft {
  name: Localized;
  studioId: number;
  categories: readonly string[];
  motif: Motif;
  /** Tags decided by hand (the first seed's); otherwise drawn. */
  tags?: readonly CasinoTag[];
  accent?: string;
  hot?: boolean;
}

class CatalogueBuilder {
  readonly games: SeedGame[] = [];
  private readonly routes = new Set<string>();
  private readonly perStudio = new Map<number, number>();

  constructor(private readonly rng: Rng) {}

  has(route: string): boolean {
    return this.routes.has(route);
  }

  /** The eligible studio with the fewest games so far (ties by lot), so games spread over studios. */
  studioFor(category: CasinoCategory): number {
    const eligible = STUDIOS.filter((studio) => studio.makes.includes(category));
    const fewest = Math.min(...eligible.map((studio) => this.perStudio.get(studio.id) ?? 0));
    return pick(eligible.filter((studio) => (this.perStudio.get(studio.id) ?? 0) === fewest), this.rng).id;
  }

  add(draft: Draft): void {
    const rng = this.rng;
    const route = routeFromName(draft.name.en);
    if (!route || this.routes.has(route)) throw new Error(`casino seed: route "${route}" is taken`);
    this.routes.add(route);
    const studio = STUDIOS.find((s) => s.id === draft.studioId)!;
    this.perStudio.set(studio.id, (this.perStudio.get(studio.id) ?? 0) + 1);
    const primary = draft.categories[0]!;
    const pool = POOLS.find((p) => p.sub !== undefined && draft.categories.includes(p.sub)) ?? poolOf(primary);
    const [low, high] = pool.rtp;
    const rtp = Math.round((low + rng() * (high - low)) * 100) / 100;
    const volatility = pick(pool.volatility, rng);
    const palette = [...pick(PALETTES[draft.motif], rng)] as [string, string, string];
    if (draft.accent) palette[1] = draft.accent;
    const tags = draft.tags ? [...draft.tags] : this.drawTags(primary);
    const popular = tags.includes('popular');
    const popularity = draft.hot ? 930 + Math.floor(rng() * 70) : popular ? 850 + Math.floor(rng() * 80) : Math.floor(rng() * 850);
    this.games.push({
      id: FIRST_GAME_ID + this.games.length,
      name: draft.name,
      route,
      oldRoute: `${studioInitials(studio.slug)}_${route.replace(/-/g, '_')}`,
      studioId: studio.id,
      categories: [...draft.categories],
      tags,
      rtp,
      volatility,
      art: { palette, motif: draft.motif, seed: Math.floor(rng() * 65536) },
      popularity,
    });
  }

  private drawTags(category: string): CasinoTag[] {
    const rng = this.rng;
    const tags: CasinoTag[] = [];
    if (rng() < 0.12) tags.push('new');
    if (rng() < 0.13) tags.push('popular');
    if (JACKPOT_CATEGORIES.has(category) && rng() < 0.12) tags.push('jackpot');
    if (category === 'brand' || rng() < 0.04) tags.push('exclusive');
    return tags;
  }
}

/** The titles a pool gives: its list, or `count` distinct word combinations. */
function poolTitles(pool: Pool, builder: CatalogueBuilder, rng: Rng): Localized[] {
  if (pool.titles) return pool.titles.map(([en, ru]) => ({ en, ru: ru ?? en }));
  const words = pool.words!;
  const titles: Localized[] = [];
  const seen = new Set<string>();
  for (let tries = 0; titles.length < words.count; tries += 1) {
    if (tries > 1000) throw new Error(`casino seed: the ${pool.sub} pool ran out of titles`);
    const title = [pick(words.a, rng), pick(words.b, rng), words.suffix].filter(Boolean).join(' ');
    const route = routeFromName(title);
    if (seen.has(route) || builder.has(route) || REAL_TITLES.has(title.toLowerCase())) continue;
    seen.add(route);
    titles.push({ en: title, ru: title });
  }
  return titles;
}

export function buildCatalogue(seed = CATALOGUE_SEED): SeedGame[] {
  const rng = mulberry32(seed);
  const builder = new CatalogueBuilder(rng);
  for (const game of LEGACY_GAMES) {
    builder.add({ name: { ru: game.name, en: game.name }, studioId: game.studioId, categories: game.categories, motif: game.motif, tags: game.tags, accent: game.accent, hot: game.hot });
  }
  const samovar = STUDIOS.find((studio) => studio.slug === 'samovar-games')!.id;
  for (const game of RUSSIAN_GAMES) builder.add({ name: game.name, studioId: samovar, categories: game.categories, motif: game.motif });
  for (const pool of POOLS) {
    for (const name of poolTitles(pool, builder, rng)) {
      const categories = [pool.category, ...(pool.sub ? [pool.sub] : []), ...(pool.also ?? [])];
      const motif = motifOfTitle(name.en, pick(pool.motifs, rng));
      builder.add({ name, studioId: builder.studioFor(pool.category), categories, motif });
    }
  }
  return builder.games;
}

/** The catalogue the database is seeded with. */
export const CASINO_GAMES: readonly SeedGame[] = buildCatalogue();
