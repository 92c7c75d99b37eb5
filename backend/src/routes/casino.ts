import { Hono } from 'hono';
import { z } from 'zod';
import { findCasinoGame, loadCatalogue, loadProviders } from '../casino/casino';
import { filterGames, pageOf } from '../casino/lobby';
import { SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, SEARCH_MIN_LENGTH, searchCatalogue } from '../casino/search';
import { gameDetails, gameListItem, providerItem } from '../casino/view';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang } from '../lang';
import { CASINO_CATEGORIES, CASINO_TAG_SLUGS, CATEGORY_LIST, SUBCATEGORIES, type CasinoCategory, type CasinoTag } from '../seed/casino';
import { queryInt, readQuery } from '../validate';

/**
 * The first seed's category values, still read (the site's current callers): `popular` and `new`
 * are tags now, the rest categories (docs/decisions/casino-catalogue-api.md).
 */
const LEGACY_CATEGORIES: Readonly<Record<string, { category?: CasinoCategory; tag?: CasinoTag }>> = {
  popular: { tag: 'popular' },
  new: { tag: 'new' },
  table: { category: 'card-games' },
  crash: { category: 'crash-games' },
  fast: { category: 'fast-games' },
};
const CATEGORY_VALUES = [...CASINO_CATEGORIES, ...Object.keys(LEGACY_CATEGORIES)] as [string, ...string[]];

const GamesQuery = z
  .object({
    category: z.enum(CATEGORY_VALUES, { error: `must be one of ${CATEGORY_VALUES.join(', ')}` }).optional(),
    subcategory: z.string().max(40).optional(),
    /** Studio slug or numeric id. */
    provider: z.string().max(100).optional(),
    tag: z.enum(CASINO_TAG_SLUGS, { error: `must be one of ${CASINO_TAG_SLUGS.join(', ')}` }).optional(),
    search: z.string().max(100).optional(),
    page: queryInt(1, 10_000).optional(),
    pageSize: queryInt(1, 100).optional(),
    /** The first seed's cap of the unpaged answer. */
    limit: queryInt(1, 100).optional(),
    lng: z.string().optional(),
  })
  .superRefine((query, ctx) => {
    if (query.subcategory === undefined) return;
    const subs = query.category ? SUBCATEGORIES[query.category as CasinoCategory] : undefined;
    if (!subs?.includes(query.subcategory)) {
      const allowed = Object.entries(SUBCATEGORIES).map(([category, list]) => `${category}: ${list!.join(', ')}`);
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: `must be a subcategory of the category (${allowed.join('; ')})` });
    }
  });

const SearchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH, `must have at least ${SEARCH_MIN_LENGTH} characters`).max(100),
  limit: queryInt(1, SEARCH_MAX_LIMIT).optional(),
  lng: z.string().optional(),
});

/**
 * The casino lobby (docs/casino-api.md): games by category, subcategory, studio and tag, paged;
 * one game; the studios; the categories; the search. Same for every visitor.
 */
export function casinoRoutes({ db }: AppDeps) {
  const app = new Hono();

  app.get('/casino/games', (c) => {
    const query = readQuery(c, GamesQuery);
    const lang = pickLang(query.lng);
    const legacy = query.category ? LEGACY_CATEGORIES[query.category] : undefined;
    const games = filterGames(loadCatalogue(db), {
      category: legacy ? legacy.category : query.category,
      subcategory: query.subcategory,
      provider: query.provider,
      tag: query.tag ?? legacy?.tag,
      search: query.search,
    }).map((game) => gameListItem(game, lang));
    // Without page and pageSize: the first seed's bare array, for the site's current callers.
    if (query.page === undefined && query.pageSize === undefined) return c.json(games.slice(0, query.limit ?? 100));
    return c.json(pageOf(games, query.page ?? 1, query.pageSize ?? 24));
  });

  app.get('/casino/games/:route', (c) => {
    const game = findCasinoGame(db, c.req.param('route'));
    if (!game) throw notFound(`Unknown casino game: ${c.req.param('route')}`);
    return c.json(gameDetails(game, pickLang(c.req.query('lng'))));
  });

  app.get('/casino/providers', (c) => {
    const lang = pickLang(c.req.query('lng'));
    const providers = loadProviders(db).map((provider) => providerItem(provider, lang));
    return c.json(providers.sort((a, b) => a.name.localeCompare(b.name, lang)));
  });

  app.get('/casino/categories', (c) => {
    const lang = pickLang(c.req.query('lng'));
    const games = loadCatalogue(db);
    return c.json(
      CATEGORY_LIST.map((category) => ({
        id: category.id,
        parent: category.parent,
        name: category.name[lang],
        gamesCount: games.filter((game) => game.categories.includes(category.id)).length,
      })),
    );
  });

  app.get('/casino/search', (c) => {
    const query = readQuery(c, SearchQuery);
    const lang = pickLang(query.lng);
    const outcome = searchCatalogue(loadCatalogue(db), query.q, query.limit ?? SEARCH_DEFAULT_LIMIT);
    return c.json({
      q: query.q,
      items: outcome.found.map(({ game, matched }) => ({ ...gameListItem(game, lang), matched })),
      suggestions: outcome.suggestions.map((game) => gameListItem(game, lang)),
    });
  });

  return app;
}
