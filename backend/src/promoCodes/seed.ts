import { json } from '../db/columns';
import type { Db } from '../db/handle';
import type { Localized } from '../lang';

/**
 * The seeded promo codes (docs/promotions-api.md "Promo codes"). Bonus money and free bets are both
 * granted through bonuses/grant.ts: a free bet is sport bonus money wagered ×1 at odds of 1.50 or more.
 * Amounts in minor units by currency; a currency not listed is not offered the code.
 */
export interface SeedPromoCode {
  code: string;
  kind: 'bonus' | 'freebet';
  product: 'sport' | 'casino';
  amounts: Readonly<Record<string, number>>;
  wagerMultiplier: number;
  minOddsX100: number | null;
  days: number;
  validFrom: string | null;
  validUntil: string | null;
  maxUsesTotal: number | null;
  maxUsesPerPlayer: number;
  channel: 'any' | 'office' | 'coupon';
  requiresDeposit: boolean;
  minStake: Readonly<Record<string, number>> | null;
  title: Localized;
  description: Localized;
}

export const PROMO_CODES: readonly SeedPromoCode[] = [
  {
    code: 'WELCOME500',
    kind: 'bonus',
    product: 'sport',
    amounts: { RUB: 50_000, USD: 800, EUR: 800, KZT: 250_000 },
    wagerMultiplier: 5,
    minOddsX100: 150,
    days: 30,
    validFrom: null,
    validUntil: null,
    maxUsesTotal: null,
    maxUsesPerPlayer: 1,
    channel: 'any',
    requiresDeposit: false,
    minStake: null,
    title: { ru: 'Приветственный бонус 500 ₽', en: 'A 500 ₽ welcome bonus' },
    description: {
      ru: '500 ₽ на бонусный счёт для ставок на спорт: отыгрыш ×5 купонами с коэффициентом от 1.50 за 30 дней.',
      en: '500 ₽ on your bonus account for sports betting: wager it ×5 on coupons at odds of 1.50 or more within 30 days.',
    },
  },
  {
    code: 'FREEBET300',
    kind: 'freebet',
    product: 'sport',
    amounts: { RUB: 30_000, USD: 500, EUR: 500, KZT: 150_000 },
    wagerMultiplier: 1,
    minOddsX100: 150,
    days: 7,
    validFrom: null,
    validUntil: null,
    maxUsesTotal: null,
    maxUsesPerPlayer: 1,
    channel: 'office',
    requiresDeposit: true,
    minStake: null,
    title: { ru: 'Фрибет 300 ₽', en: 'A 300 ₽ free bet' },
    description: {
      ru: 'Фрибет 300 ₽ на купон с коэффициентом от 1.50 в течение 7 дней. Для игроков, у которых был успешный депозит.',
      en: 'A 300 ₽ free bet on a coupon at odds of 1.50 or more within 7 days. For players with a successful deposit.',
    },
  },
  {
    code: 'SPINS1000',
    kind: 'bonus',
    product: 'casino',
    amounts: { RUB: 100_000, USD: 1_500, EUR: 1_500, KZT: 500_000 },
    wagerMultiplier: 10,
    minOddsX100: null,
    days: 7,
    validFrom: null,
    validUntil: null,
    maxUsesTotal: 1000,
    maxUsesPerPlayer: 1,
    channel: 'office',
    requiresDeposit: false,
    minStake: null,
    title: { ru: '1 000 ₽ на слоты', en: '1,000 ₽ for slots' },
    description: {
      ru: '1 000 ₽ на бонусный счёт казино: отыгрыш ×10 в течение 7 дней, слоты засчитываются на 100%. Тираж — 1 000 активаций.',
      en: '1,000 ₽ on your casino bonus account: wager it ×10 within 7 days, slots count 100%. 1,000 redemptions in all.',
    },
  },
  {
    code: 'EXPRESS200',
    kind: 'freebet',
    product: 'sport',
    amounts: { RUB: 20_000, USD: 300, EUR: 300, KZT: 100_000 },
    wagerMultiplier: 1,
    minOddsX100: 150,
    days: 7,
    validFrom: null,
    validUntil: null,
    maxUsesTotal: null,
    maxUsesPerPlayer: 1,
    channel: 'coupon',
    requiresDeposit: false,
    minStake: { RUB: 50_000, USD: 500, EUR: 500, KZT: 250_000 },
    title: { ru: 'Фрибет 200 ₽ к ставке', en: 'A 200 ₽ free bet with your bet' },
    description: {
      ru: 'Только в купоне, со ставкой от 500 ₽: фрибет 200 ₽ на купон с коэффициентом от 1.50 в течение 7 дней.',
      en: 'In the coupon only, with a stake of 500 ₽ or more: a 200 ₽ free bet on a coupon at odds of 1.50 or more within 7 days.',
    },
  },
  {
    code: 'AUTUMN2025',
    kind: 'bonus',
    product: 'casino',
    amounts: { RUB: 70_000, USD: 1_000, EUR: 1_000, KZT: 350_000 },
    wagerMultiplier: 20,
    minOddsX100: null,
    days: 10,
    validFrom: '2025-09-01T00:00:00Z',
    validUntil: '2025-12-01T00:00:00Z',
    maxUsesTotal: 5000,
    maxUsesPerPlayer: 1,
    channel: 'any',
    requiresDeposit: false,
    minStake: null,
    title: { ru: 'Осенний бонус 700 ₽', en: 'An autumn bonus of 700 ₽' },
    description: {
      ru: 'Осенняя акция 2025 года: 700 ₽ на бонусный счёт казино. Срок действия закончился 30 ноября 2025 года.',
      en: 'The autumn 2025 offer: 700 ₽ on your casino bonus account. It ended on 30 November 2025.',
    },
  },
  {
    code: 'NEWYEAR2027',
    kind: 'bonus',
    product: 'casino',
    amounts: { RUB: 202_700, USD: 2_700, EUR: 2_700, KZT: 1_000_000 },
    wagerMultiplier: 20,
    minOddsX100: null,
    days: 14,
    validFrom: '2026-12-25T00:00:00Z',
    validUntil: '2027-01-15T00:00:00Z',
    maxUsesTotal: null,
    maxUsesPerPlayer: 1,
    channel: 'office',
    requiresDeposit: true,
    minStake: null,
    title: { ru: 'Новогодний бонус 2 027 ₽', en: 'A New Year bonus of 2,027 ₽' },
    description: {
      ru: '2 027 ₽ на бонусный счёт казино с 25 декабря 2026 по 14 января 2027 года: отыгрыш ×20 за 14 дней.',
      en: '2,027 ₽ on your casino bonus account from 25 December 2026 to 14 January 2027: wager it ×20 within 14 days.',
    },
  },
];

const time = (iso: string | null) => (iso === null ? null : Date.parse(iso));

/** Inserts the seeded codes; inside the seed's transaction (content/seed.ts). */
export function seedPromoCodes(db: Db): void {
  const insert = db.prepare(`INSERT INTO promo_codes (code, kind, product, amounts, wager_multiplier, min_odds_x100, days,
      valid_from, valid_until, max_uses_total, max_uses_per_player, channel, requires_deposit, min_stake,
      title_ru, title_en, description_ru, description_en)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const c of PROMO_CODES) {
    insert.run(
      c.code, c.kind, c.product, json(c.amounts), c.wagerMultiplier, c.minOddsX100, c.days, time(c.validFrom), time(c.validUntil),
      c.maxUsesTotal, c.maxUsesPerPlayer, c.channel, c.requiresDeposit ? 1 : 0, c.minStake === null ? null : json(c.minStake),
      c.title.ru, c.title.en, c.description.ru, c.description.en,
    );
  }
}
