import type { Lang } from '../lang';
import { CASINO_CATEGORIES, CASINO_TAG_SLUGS, CATEGORY_LIST } from '../seed/casino';
import type { CasinoGame } from './casino';

/**
 * The "Games preview, light" call of shell-and-routing.md §7, pure: the lobby's rows keyed by group, in two
 * shapes (docs/casino-api.md "Games preview"). Shape 1: `{ <group>: [{ GT, GN, R, OR, CRID, GF }],
 * categories: [{ RI, TR }], actions: [{ Id, Name }] }`; shape 2: `{ GTR: [{ RI, TR }],
 * GP: [{ GT, GTN, OR }] }`.
 */
export const PREVIEW_GROUP_SIZE = 16;
export const PLAYER_GROUPS = ['favorites', 'recent'] as const;
/** Every group id the call knows: tags, categories and subcategories, the player's. */
export const PREVIEW_GROUP_IDS: readonly string[] = [...CASINO_TAG_SLUGS, ...CATEGORY_LIST.map((c) => c.id), ...PLAYER_GROUPS];
/** The groups of an answer without groupId, in this order (the player's only for a signed-in one). */
const DEFAULT_GROUPS: readonly string[] = [...CASINO_TAG_SLUGS, ...CASINO_CATEGORIES];

export interface PreviewPlayer {
  /** Favourite game ids, the last added first. */
  favorites: readonly number[];
  /** Recently played game ids, newest first. */
  recent: readonly number[];
}

export interface PreviewInput {
  /** The catalogue in the lobby's order. */
  games: readonly CasinoGame[];
  lang: Lang;
  groupId?: string;
  includeCategories: boolean;
  /** The signed-in player's lists, or null for a guest. */
  player: PreviewPlayer | null;
  /** The casino promotions (`actions`). */
  actions: readonly { Id: string; Name: string }[];
}

/** The games of one group, in its order. */
export function groupGames(games: readonly CasinoGame[], groupId: string, player: PreviewPlayer | null): CasinoGame[] {
  if (groupId === 'favorites' || groupId === 'recent') {
    const byId = new Map(games.map((game) => [game.id, game]));
    return (player?.[groupId] ?? []).flatMap((id) => byId.get(id) ?? []);
  }
  if ((CASINO_TAG_SLUGS as readonly string[]).includes(groupId)) return games.filter((game) => (game.tags as string[]).includes(groupId));
  return games.filter((game) => game.categories.includes(groupId));
}

/** The groups an answer holds: the one asked for whole, else every default group's first 16. */
function answerGroups(input: PreviewInput): [string, CasinoGame[]][] {
  if (input.groupId) return [[input.groupId, groupGames(input.games, input.groupId, input.player)]];
  const ids = [...DEFAULT_GROUPS, ...(input.player ? PLAYER_GROUPS : [])];
  return ids.map((id) => [id, groupGames(input.games, id, input.player).slice(0, PREVIEW_GROUP_SIZE)]);
}

function categoryItems(input: PreviewInput) {
  return input.includeCategories ? CATEGORY_LIST.map((category) => ({ RI: category.id, TR: category.name[input.lang] })) : [];
}

/** A shape-1 item: GT id, GN name, R route, OR old route, CRID category route ids, GF tag id. */
export function previewItem(game: CasinoGame, lang: Lang) {
  return { GT: game.id, GN: game.name[lang], R: game.route, OR: game.oldRoute, CRID: game.categories, GF: game.tagId };
}

export function previewShape1(input: PreviewInput) {
  const value: Record<string, unknown> = {};
  for (const [id, games] of answerGroups(input)) value[id] = games.map((game) => previewItem(game, input.lang));
  value.categories = categoryItems(input);
  value.actions = input.actions;
  return value;
}

/** Shape 2: the categories (GTR) and one group's games as GP (default: popular), whole. */
export function previewShape2(input: PreviewInput) {
  const games = groupGames(input.games, input.groupId ?? 'popular', input.player);
  return {
    GTR: categoryItems(input),
    GP: games.map((game) => ({ GT: game.id, GTN: game.name[input.lang], OR: game.oldRoute })),
  };
}
