import type { Lang, Localized } from '../lang';

/**
 * What an idea is about (docs/ideas-api.md "Categories"). The ids are stable (stored with each idea
 * and sent by the site); the order is the one the form lists them in, "other" last.
 */
export const IDEA_CATEGORIES = [
  { id: 'betting', name: { ru: 'Ставки', en: 'Betting' } },
  { id: 'live', name: { ru: 'Лайв', en: 'Live' } },
  { id: 'casino', name: { ru: 'Казино', en: 'Casino' } },
  { id: 'payments', name: { ru: 'Платежи', en: 'Payments' } },
  { id: 'app_and_site', name: { ru: 'Приложение и сайт', en: 'App and site' } },
  { id: 'bonuses', name: { ru: 'Бонусы', en: 'Bonuses' } },
  { id: 'other', name: { ru: 'Другое', en: 'Other' } },
] as const satisfies readonly { id: string; name: Localized }[];

export type IdeaCategoryId = (typeof IDEA_CATEGORIES)[number]['id'];

export const IDEA_CATEGORY_IDS = IDEA_CATEGORIES.map((category) => category.id) as [IdeaCategoryId, ...IdeaCategoryId[]];

export function categoryViews(lang: Lang) {
  return IDEA_CATEGORIES.map((category) => ({ id: category.id, name: category.name[lang] }));
}

/** The category's name; an id no longer listed (an old row) shows as itself. */
export function categoryName(id: string, lang: Lang): string {
  return IDEA_CATEGORIES.find((category) => category.id === id)?.name[lang] ?? id;
}
