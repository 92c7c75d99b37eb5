import type { Localized } from '../lang';

/**
 * The casino's taxonomy (docs/decisions/casino-catalogue-api.md): the categories of the casino layout's routes, the
 * subcategories of slots and live casino, the tags, volatility and the art motifs. Ids are stable
 * strings: a category's id is its route id (`RI` of the preview call), a subcategory's is
 * `<parent>/<sub>` (docs/casino-api.md "Categories").
 */
export const CASINO_CATEGORIES = [
  'slots',
  'live',
  'bingo',
  'keno',
  'poker',
  'tvgames',
  'scratchcards',
  'virtualsports',
  'fast-games',
  'fast-bet',
  'crash-games',
  'card-games',
  'skill-games',
  'asian-games',
  'fishinghunting',
  'brand',
  'othergames',
] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];

export const SLOTS_SUBCATEGORIES = ['classic', 'fruit', 'multiways', 'hold-and-win', 'bonus-buy', 'cluster-pays', 'books', 'free-spins'] as const;
export const LIVE_SUBCATEGORIES = ['roulette', 'blackjack', 'baccarat', 'game-shows', 'poker', 'dice'] as const;
export type SlotsSubcategory = (typeof SLOTS_SUBCATEGORIES)[number];
export type LiveSubcategory = (typeof LIVE_SUBCATEGORIES)[number];

/** The subcategories of the categories that have them. */
export const SUBCATEGORIES: Readonly<Partial<Record<CasinoCategory, readonly string[]>>> = {
  slots: SLOTS_SUBCATEGORIES,
  live: LIVE_SUBCATEGORIES,
};

export interface CategoryInfo {
  /** Route id: `slots`, or `slots/multiways` for a subcategory. */
  id: string;
  parent: CasinoCategory | null;
  name: Localized;
}

const TOP_NAMES: Record<CasinoCategory, Localized> = {
  slots: { ru: 'Слоты', en: 'Slots' },
  live: { ru: 'Live-казино', en: 'Live casino' },
  bingo: { ru: 'Бинго', en: 'Bingo' },
  keno: { ru: 'Кено', en: 'Keno' },
  poker: { ru: 'Покер', en: 'Poker' },
  tvgames: { ru: 'ТВ-игры', en: 'TV games' },
  scratchcards: { ru: 'Скретч-карты', en: 'Scratch cards' },
  virtualsports: { ru: 'Виртуальный спорт', en: 'Virtual sports' },
  'fast-games': { ru: 'Быстрые игры', en: 'Fast games' },
  'fast-bet': { ru: 'Быстрые ставки', en: 'Fast bet' },
  'crash-games': { ru: 'Краш-игры', en: 'Crash games' },
  'card-games': { ru: 'Карточные игры', en: 'Card games' },
  'skill-games': { ru: 'Игры на ловкость', en: 'Skill games' },
  'asian-games': { ru: 'Азиатские игры', en: 'Asian games' },
  fishinghunting: { ru: 'Рыбалка и охота', en: 'Fishing and hunting' },
  brand: { ru: 'Игры BetSite', en: 'BetSite games' },
  othergames: { ru: 'Другие игры', en: 'Other games' },
};

const SUB_NAMES: Record<string, Localized> = {
  'slots/classic': { ru: 'Классические', en: 'Classic' },
  'slots/fruit': { ru: 'Фруктовые', en: 'Fruit' },
  'slots/multiways': { ru: 'Мультивейс', en: 'Multiways' },
  'slots/hold-and-win': { ru: 'Удержи и выиграй', en: 'Hold and win' },
  'slots/bonus-buy': { ru: 'Покупка бонуса', en: 'Bonus buy' },
  'slots/cluster-pays': { ru: 'Кластерные', en: 'Cluster pays' },
  'slots/books': { ru: 'Книги', en: 'Books' },
  'slots/free-spins': { ru: 'Фриспины', en: 'Free spins' },
  'live/roulette': { ru: 'Рулетка', en: 'Roulette' },
  'live/blackjack': { ru: 'Блэкджек', en: 'Blackjack' },
  'live/baccarat': { ru: 'Баккара', en: 'Baccarat' },
  'live/game-shows': { ru: 'Игровые шоу', en: 'Game shows' },
  'live/poker': { ru: 'Покер', en: 'Poker' },
  'live/dice': { ru: 'Кости', en: 'Dice' },
};

/** Every category and subcategory in lobby order: each category followed by its subcategories. */
export const CATEGORY_LIST: readonly CategoryInfo[] = CASINO_CATEGORIES.flatMap((id) => [
  { id, parent: null, name: TOP_NAMES[id] },
  ...(SUBCATEGORIES[id] ?? []).map((sub) => ({ id: `${id}/${sub}`, parent: id, name: SUB_NAMES[`${id}/${sub}`]! })),
]);

/** Tags (GF / tagId): 0 is "no tag". */
export const CASINO_TAGS = [
  { id: 1, slug: 'new', name: { ru: 'Новинки', en: 'New' } },
  { id: 2, slug: 'popular', name: { ru: 'Популярные', en: 'Popular' } },
  { id: 3, slug: 'jackpot', name: { ru: 'Джекпоты', en: 'Jackpots' } },
  { id: 4, slug: 'exclusive', name: { ru: 'Эксклюзивы', en: 'Exclusive' } },
] as const;
export type CasinoTag = (typeof CASINO_TAGS)[number]['slug'];
export const CASINO_TAG_SLUGS = CASINO_TAGS.map((tag) => tag.slug) as [CasinoTag, ...CasinoTag[]];

/** The tag a tile shows when a game has several: exclusive, then jackpot, new, popular. */
const TAG_PRIORITY: readonly CasinoTag[] = ['exclusive', 'jackpot', 'new', 'popular'];

export function primaryTagId(tags: readonly CasinoTag[]): number {
  const slug = TAG_PRIORITY.find((tag) => tags.includes(tag));
  return slug ? CASINO_TAGS.find((tag) => tag.slug === slug)!.id : 0;
}

export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

/** What the site draws a game's art from (docs/casino-api.md "Art seed"). */
export const MOTIFS = [
  'gems', 'fruit', 'dragon', 'space', 'ocean', 'forest', 'fire', 'ice', 'egypt', 'pirates', 'animals', 'gold', 'candy',
  'night', 'storm', 'cards', 'dice', 'wheel', 'balls', 'rocket', 'fish', 'lantern', 'folk', 'sports', 'neon',
] as const;
export type Motif = (typeof MOTIFS)[number];
