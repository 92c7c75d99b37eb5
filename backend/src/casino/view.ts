import type { Lang } from '../lang';
import type { CasinoGame, CasinoProvider } from './casino';

/**
 * The API's shapes of a game (docs/casino-api.md "Game list item", "Game"). A list item carries
 * the fields of the spec's game list items (§3: id, name, route, oldRoute, categories, tagId) and
 * what a tile draws (studio, tags, art seed); `accent`, `isNew` and `isHot` are the first seed's
 * fields, kept for the site's current callers.
 */
export function gameListItem(game: CasinoGame, lang: Lang) {
  return {
    id: game.id,
    name: game.name[lang],
    route: game.route,
    oldRoute: game.oldRoute,
    categories: game.categories,
    tagId: game.tagId,
    tags: game.tags,
    providerId: game.providerId,
    providerSlug: game.providerSlug,
    providerName: game.providerName[lang],
    art: game.art,
    accent: game.art.palette[1],
    isNew: game.tags.includes('new'),
    isHot: game.tags.includes('popular'),
  };
}
export type GameListItem = ReturnType<typeof gameListItem>;

/** One game with its details: theoretical RTP, volatility and whether it has a demo. */
export function gameDetails(game: CasinoGame, lang: Lang) {
  return { ...gameListItem(game, lang), rtp: game.rtp, volatility: game.volatility, demo: game.demo };
}

export function providerItem(provider: CasinoProvider, lang: Lang) {
  return { id: provider.id, slug: provider.slug, name: provider.name[lang], gamesCount: provider.gamesCount };
}
