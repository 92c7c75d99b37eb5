import type { Lang, Localized } from '../lang';

/** Why a player excludes himself (GET reasons/selfexclude; limits-coupon-auth.md §3 "Self-exclusion reason: id and selfExcludeReason"). */
const REASONS: readonly { id: number; text: Localized }[] = [
  { id: 1, text: { ru: 'Я трачу слишком много денег', en: 'I spend too much money' } },
  { id: 2, text: { ru: 'Я трачу слишком много времени', en: 'I spend too much time' } },
  { id: 3, text: { ru: 'Игра мешает работе или семье', en: 'Gambling affects my work or family' } },
  { id: 4, text: { ru: 'Мне нужен перерыв', en: 'I need a break' } },
  { id: 5, text: { ru: 'Другая причина', en: 'Another reason' } },
];

export const selfExcludeReasons = (lang: Lang) => REASONS.map((reason) => ({ id: reason.id, selfExcludeReason: reason.text[lang] }));

export const isReasonId = (id: number): boolean => REASONS.some((reason) => reason.id === id);

export const reasonText = (id: number | null, lang: Lang): string | null => REASONS.find((reason) => reason.id === id)?.text[lang] ?? null;
