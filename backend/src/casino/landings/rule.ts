import type { CasinoTag } from '../../seed/casino';
import type { CasinoGame } from '../casino';
import { filterGames } from '../lobby';

/**
 * What a landing shows, as a rule over the catalogue: a category or subcategory route id
 * (`crash-games`, `live/roulette`), a tag, a studio, or an explicit list of game ids. The parts
 * given all apply (a category and a tag: the new slots); game ids, when given, are the list itself
 * in their own order. Resolved by the lobby's own filter (lobby.ts), so a landing shows exactly
 * what the catalogue's lists would.
 */
export interface LandingRule {
  category?: string;
  tag?: CasinoTag;
  /** A studio's slug. */
  provider?: string;
  gameIds?: number[];
}

/** The games a rule selects, most popular first (or in the rule's own order for explicit ids). */
export function selectGames(catalogue: readonly CasinoGame[], rule: LandingRule): CasinoGame[] {
  if (rule.gameIds) {
    const byId = new Map(catalogue.map((game) => [game.id, game]));
    // An id the catalogue no longer has is skipped, not an error: the page shows what exists.
    return rule.gameIds.flatMap((id) => byId.get(id) ?? []);
  }
  const [category, subcategory] = rule.category ? rule.category.split('/') : [undefined, undefined];
  return filterGames(catalogue, { category, subcategory, tag: rule.tag, provider: rule.provider });
}
