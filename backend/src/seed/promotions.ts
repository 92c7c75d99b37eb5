import type { Localized } from '../lang';
import {
  CASINO_WEIGHT_PERCENT,
  FIRST_DEPOSIT_BONUS_CAP_MINOR,
  FIRST_DEPOSIT_BONUS_MIN_DEPOSIT_MINOR,
  FIRST_DEPOSIT_TERMS,
} from '../bonuses/terms';
import { CASHBACK_CAP_MINOR, CLAIM_DAYS } from '../cashback/terms';
import { LEVELS } from '../rewards/terms';

/**
 * Promotions for the fictional operator BetSite. End dates are stored as days from "now" so they
 * never lapse in a long-running demo. Every text says only what the site really does: the welcome
 * bonuses and the weekly cashback state the terms of docs/bonuses.md and docs/cashback-api.md, and
 * each promotion carries those terms machine-readable (`terms`), the games it applies to, its partners
 * and what "take part" does (`offer`, docs/promotions-api.md "Promotions").
 */

/** What "take part" does (docs/promotions-api.md "Offers"). */
export type PromotionOffer =
  /** To the deposit page with this first-deposit bonus chosen; a player who has deposited is told so. */
  | { type: 'first_deposit'; product: 'sport' | 'casino' }
  /** Joining redeems this promo code (promoCodes/redeem.ts), channel office. */
  | { type: 'promo_code'; code: string }
  /** Joins the weekly cashback: a recorded participation, then the office's cashback page. */
  | { type: 'cashback'; programme: 'vip' | 'premium' }
  /** An opt-in the player can leave; `code`: a coupon-only promo code the terms tell him to enter. */
  | { type: 'join'; code?: string };

/** The terms as numbers, shown as a table on the bonus page; amounts in minor units by currency. */
export interface PromotionTermsData {
  product: 'sport' | 'casino';
  /** A share of the deposit, percent. */
  bonusPercent?: number;
  /** The most a bonus or cashback pays, by currency. */
  cap?: Readonly<Record<string, number>>;
  /** The least deposit (or coupon stake) that earns it, by currency. */
  minDeposit?: Readonly<Record<string, number>>;
  minStake?: Readonly<Record<string, number>>;
  /** A fixed amount granted, by currency. */
  amount?: Readonly<Record<string, number>>;
  wagerMultiplier?: number;
  /** Sport: the least total odds of a coupon that counts, × 100. */
  minOddsX100?: number;
  days?: number;
  /** Casino: the share of a round's stake that counts, percent by game kind. */
  weights?: Readonly<Record<string, number>>;
  /** Cashback: the rate by points level 1…5, percent (null: the level is not in the programme). */
  ratesByLevel?: readonly (number | null)[];
  /** Days to claim a computed cashback. */
  claimDays?: number;
}

/** The games a promotion applies to: casino categories (the lobby's category ids), or the sports. */
export type PromotionGames = { casino: { categories: readonly string[]; limit: number } } | { sport: { all: true } };

export interface SeedPartner {
  name: string;
  role: Localized;
}

export interface SeedPromotion {
  slug: string;
  kind: 'sport' | 'casino';
  accent: string;
  endsInDays: number | null;
  title: Localized;
  summary: Localized;
  body: Localized<string[]>;
  terms: PromotionTermsData;
  games: PromotionGames;
  /** Sport promotions' partners; a casino promotion's partners are the studios of its games. */
  partners: readonly SeedPartner[];
  offer: PromotionOffer;
  /** The cms/{slug} landing that shows this promotion, if any. */
  cmsSlug?: string;
}

/** The sports data partner of the line (fictional, as the operator). */
const SPORT_PARTNERS: readonly SeedPartner[] = [
  { name: 'ScoreStream Data', role: { ru: 'Результаты и статистика матчей для расчёта ставок', en: 'Match results and statistics that settle the bets' } },
  { name: 'BetSite Trading', role: { ru: 'Собственная линия и коэффициенты BetSite', en: 'BetSite’s own line and prices' } },
];

const sport = FIRST_DEPOSIT_TERMS.sport;
const casino = FIRST_DEPOSIT_TERMS.casino;

export const PROMOTIONS: SeedPromotion[] = [
  {
    slug: 'welcome-sport-bonus',
    kind: 'sport',
    accent: '#1e8449',
    endsInDays: null,
    title: { ru: 'Бонус 100% на первый депозит для ставок на спорт', en: '100% first deposit bonus for sports betting' },
    summary: {
      ru: 'Удвоим первый депозит до 10 000 ₽ (150 $, 150 €, 50 000 ₸) на бонусный счёт для ставок на спорт.',
      en: 'We double your first deposit up to 10,000 ₽ (150 $, 150 €, 50,000 ₸) on your bonus account for sports betting.',
    },
    body: {
      ru: [
        'Выберите «Бонус на спорт» при первом пополнении от 100 ₽ (1 $, 1 €, 500 ₸). Когда платёж пройдёт, на бонусный счёт поступит 100% суммы депозита, но не более 10 000 ₽ (150 $, 150 €, 50 000 ₸).',
        'Чтобы бонус стал реальными деньгами, поставьте в пять раз больше суммы бонуса. Засчитываются рассчитанные купоны с общим коэффициентом не ниже 1.50; купоны с меньшим коэффициентом не засчитываются.',
        'На отыгрыш даётся 30 дней. Когда сумма ставок достигнута, бонус переходит на основной счёт; если срок истёк, остаток бонуса сгорает. От бонуса можно отказаться в личном кабинете.',
        'Бонус начисляется один раз — только на первый успешный депозит.',
      ],
      en: [
        'Choose the sports bonus with your first deposit of at least 100 ₽ (1 $, 1 €, 500 ₸). When the payment clears, 100% of the deposit goes to your bonus account, up to 10,000 ₽ (150 $, 150 €, 50,000 ₸).',
        'To turn the bonus into real money, stake five times its amount. Settled coupons with total odds of 1.50 or more count; coupons at lower odds do not.',
        'You have 30 days to wager it. Once the stakes are reached, the bonus moves to your main balance; if the time runs out, what is left of it is forfeited. You can decline the bonus in your account.',
        'The bonus is given once — on the first successful deposit only.',
      ],
    },
    terms: {
      product: 'sport',
      bonusPercent: 100,
      cap: FIRST_DEPOSIT_BONUS_CAP_MINOR,
      minDeposit: FIRST_DEPOSIT_BONUS_MIN_DEPOSIT_MINOR,
      wagerMultiplier: sport.wagerMultiplier,
      minOddsX100: sport.minOddsX100 ?? undefined,
      days: sport.days,
    },
    games: { sport: { all: true } },
    partners: SPORT_PARTNERS,
    offer: { type: 'first_deposit', product: 'sport' },
    cmsSlug: 'welcome',
  },
  {
    slug: 'casino-welcome-pack',
    kind: 'casino',
    accent: '#7d3c98',
    endsInDays: null,
    title: { ru: 'Бонус 100% на первый депозит в казино', en: '100% first deposit bonus for the casino' },
    summary: {
      ru: 'До 10 000 ₽ (150 $, 150 €, 50 000 ₸) на бонусный счёт для игр казино, отыгрыш ×35 за 14 дней.',
      en: 'Up to 10,000 ₽ (150 $, 150 €, 50,000 ₸) on your bonus account for casino games, wagered ×35 in 14 days.',
    },
    body: {
      ru: [
        'Выберите «Бонус на казино» при первом пополнении от 100 ₽ (1 $, 1 €, 500 ₸). Когда платёж пройдёт, на бонусный счёт поступит 100% суммы депозита, но не более 10 000 ₽ (150 $, 150 €, 50 000 ₸).',
        'Чтобы бонус стал реальными деньгами, нужно сделать ставки в 35 раз больше суммы бонуса в раундах на реальные деньги в течение 14 дней.',
        'Ставки засчитываются по-разному: слоты — 100%, скретч-карты и кено — 50%, crash-игры — 20%, настольные игры и игры с живыми дилерами — 10%.',
        'Когда сумма ставок достигнута, бонус переходит на основной счёт; если срок истёк, остаток бонуса сгорает. Бонус начисляется один раз — только на первый успешный депозит.',
      ],
      en: [
        'Choose the casino bonus with your first deposit of at least 100 ₽ (1 $, 1 €, 500 ₸). When the payment clears, 100% of the deposit goes to your bonus account, up to 10,000 ₽ (150 $, 150 €, 50,000 ₸).',
        'To turn the bonus into real money, stake 35 times its amount in real-money rounds within 14 days.',
        'Stakes count differently: slots 100%, scratch cards and keno 50%, crash games 20%, table and live dealer games 10%.',
        'Once the stakes are reached, the bonus moves to your main balance; if the time runs out, what is left of it is forfeited. The bonus is given once — on the first successful deposit only.',
      ],
    },
    terms: {
      product: 'casino',
      bonusPercent: 100,
      cap: FIRST_DEPOSIT_BONUS_CAP_MINOR,
      minDeposit: FIRST_DEPOSIT_BONUS_MIN_DEPOSIT_MINOR,
      wagerMultiplier: casino.wagerMultiplier,
      days: casino.days,
      weights: CASINO_WEIGHT_PERCENT,
    },
    games: { casino: { categories: ['slots'], limit: 12 } },
    partners: [],
    offer: { type: 'first_deposit', product: 'casino' },
    cmsSlug: 'casino-welcome',
  },
  {
    slug: 'accumulator-boost',
    kind: 'sport',
    accent: '#d68910',
    endsInDays: 30,
    title: { ru: 'Бонус к экспрессу до 10%', en: 'Accumulator bonus up to 10%' },
    summary: {
      ru: 'Отметьте «Бонус к экспрессу» в купоне — и коэффициент экспресса вырастет до 10%.',
      en: 'Tick the accumulator bonus in the coupon and the accumulator’s odds grow by up to 10%.',
    },
    body: {
      ru: [
        'Соберите экспресс из трёх и более событий с коэффициентом каждого не ниже 1.10 и отметьте в купоне «Бонус к экспрессу».',
        'Коэффициент экспресса умножается на 1 + n/100, где n — число событий: 1.03 за три события, 1.09 за девять; за десять и больше — 1.10.',
        'Нажмите «Участвовать», чтобы включить акцию; выйти из неё можно в личном кабинете, в разделе «Акции», там же — список акций, в которых вы участвуете.',
      ],
      en: [
        'Build an accumulator of three or more selections, each priced at 1.10 or more, and tick the accumulator bonus in the coupon.',
        'The accumulator’s odds are multiplied by 1 + n/100, where n is the number of selections: 1.03 for three, 1.09 for nine; 1.10 for ten or more.',
        'Press “Take part” to join; you can leave it in your account under Promotions, which also lists the promotions you take part in.',
      ],
    },
    terms: { product: 'sport', minOddsX100: 110 },
    games: { sport: { all: true } },
    partners: SPORT_PARTNERS,
    offer: { type: 'join' },
  },
  {
    slug: 'weekly-cashback',
    kind: 'casino',
    accent: '#2874a6',
    endsInDays: null,
    title: { ru: 'Еженедельный кешбэк до 10%', en: 'Weekly cashback up to 10%' },
    summary: {
      ru: 'Каждую неделю возвращаем от 5 до 10% чистого проигрыша в казино — в зависимости от вашего уровня.',
      en: 'Every week we return 5 to 10% of your net casino loss — depending on your level.',
    },
    body: {
      ru: [
        'Неделя длится с понедельника 00:00 UTC до следующего понедельника. Кешбэк считается от чистого проигрыша в казино за неделю: ставки в раундах на реальные деньги минус выигрыши.',
        'Ставка кешбэка зависит от уровня в программе баллов: 5% на первом уровне, 6% на втором, 7% на третьем, 8% на четвёртом и 10% на пятом. Кешбэк за неделю — не более 50 000 ₽.',
        'Рассчитанный кешбэк нужно забрать в личном кабинете в течение 7 дней — он поступит на основной счёт без отыгрыша.',
        'Игрокам двух высших уровней доступен премиум-кешбэк: 12% и 15% с более высоким лимитом.',
      ],
      en: [
        'A week runs from Monday 00:00 UTC to the next Monday. Cashback is counted on the week’s net casino loss: stakes in real-money rounds minus winnings.',
        'The rate depends on your points level: 5% at level 1, 6% at level 2, 7% at level 3, 8% at level 4 and 10% at level 5. A week’s cashback is at most 50,000 ₽.',
        'Claim the computed cashback in your account within 7 days — it goes to your main balance with nothing to wager.',
        'Players of the two top levels get premium cashback: 12% and 15% with a higher cap.',
      ],
    },
    terms: { product: 'casino', ratesByLevel: LEVELS.map((level) => level.vipRatePct), cap: CASHBACK_CAP_MINOR.vip, claimDays: CLAIM_DAYS },
    games: { casino: { categories: ['slots', 'live'], limit: 12 } },
    partners: [],
    offer: { type: 'cashback', programme: 'vip' },
  },
  {
    slug: 'derby-free-bet',
    kind: 'sport',
    accent: '#c0392b',
    endsInDays: 7,
    title: { ru: 'Фрибет 300 ₽ на матчи недели', en: 'A 300 ₽ free bet for the week’s matches' },
    summary: {
      ru: 'Примите участие — и получите фрибет 300 ₽ на бонусный счёт для ставок на спорт.',
      en: 'Take part and get a 300 ₽ free bet on your bonus account for sports betting.',
    },
    body: {
      ru: [
        'Нажмите «Участвовать» (или введите промокод FREEBET300 в личном кабинете) — на бонусный счёт поступит фрибет 300 ₽ (5 $, 5 €, 1 500 ₸).',
        'Поставьте его один раз на купон с общим коэффициентом не ниже 1.50 в течение 7 дней: выигрыш по рассчитанному купону переходит на основной счёт.',
        'Фрибет выдаётся один раз на игрока; он доступен только игрокам, у которых был хотя бы один успешный депозит.',
      ],
      en: [
        'Press “Take part” (or enter the promo code FREEBET300 in your account) and a 300 ₽ (5 $, 5 €, 1,500 ₸) free bet goes to your bonus account.',
        'Stake it once on a coupon with total odds of 1.50 or more within 7 days: once the coupon settles, the free bet is yours on the main balance.',
        'One free bet per player; it is for players who have made at least one successful deposit.',
      ],
    },
    terms: { product: 'sport', amount: { RUB: 30_000, USD: 500, EUR: 500, KZT: 150_000 }, wagerMultiplier: 1, minOddsX100: 150, days: 7 },
    games: { sport: { all: true } },
    partners: SPORT_PARTNERS,
    offer: { type: 'promo_code', code: 'FREEBET300' },
  },
  {
    slug: 'slots-week',
    kind: 'casino',
    accent: '#b9770e',
    endsInDays: 14,
    title: { ru: '1 000 ₽ на слоты недели', en: '1,000 ₽ for the slots of the week' },
    summary: {
      ru: 'Бонус 1 000 ₽ на игру в слотах с отыгрышем ×10 за 7 дней.',
      en: 'A 1,000 ₽ bonus to play slots, wagered ×10 in 7 days.',
    },
    body: {
      ru: [
        'Нажмите «Участвовать» или введите промокод SPINS1000 в личном кабинете — на бонусный счёт поступит 1 000 ₽ (15 $, 15 €, 5 000 ₸).',
        'Чтобы бонус стал реальными деньгами, сделайте ставки в 10 раз больше его суммы в раундах казино в течение 7 дней. Слоты засчитываются на 100%, скретч-карты и кено — на 50%, crash-игры — на 20%, настольные и live-игры — на 10%.',
        'Бонус выдаётся один раз на игрока, пока не закончится тираж акции.',
      ],
      en: [
        'Press “Take part” or enter the promo code SPINS1000 in your account and 1,000 ₽ (15 $, 15 €, 5,000 ₸) goes to your bonus account.',
        'To turn it into real money, stake 10 times its amount in casino rounds within 7 days. Slots count 100%, scratch cards and keno 50%, crash games 20%, table and live games 10%.',
        'One bonus per player, while the promotion’s run lasts.',
      ],
    },
    terms: {
      product: 'casino',
      amount: { RUB: 100_000, USD: 1_500, EUR: 1_500, KZT: 500_000 },
      wagerMultiplier: 10,
      days: 7,
      weights: CASINO_WEIGHT_PERCENT,
    },
    games: { casino: { categories: ['slots'], limit: 12 } },
    partners: [],
    offer: { type: 'promo_code', code: 'SPINS1000' },
  },
  {
    slug: 'express-promo-code',
    kind: 'sport',
    accent: '#148f77',
    endsInDays: 60,
    title: { ru: 'Промокод к экспрессу: фрибет 200 ₽', en: 'An accumulator promo code: a 200 ₽ free bet' },
    summary: {
      ru: 'Введите промокод EXPRESS200 в купоне со ставкой от 500 ₽ — и получите фрибет 200 ₽.',
      en: 'Enter the promo code EXPRESS200 in a coupon staking 500 ₽ or more and get a 200 ₽ free bet.',
    },
    body: {
      ru: [
        'Введите промокод EXPRESS200 в поле «Промокод» купона и сделайте ставку от 500 ₽ (5 $, 5 €, 2 500 ₸). Вместе со ставкой на бонусный счёт поступит фрибет 200 ₽ (3 $, 3 €, 1 000 ₸).',
        'Фрибет ставится один раз на купон с общим коэффициентом не ниже 1.50 в течение 7 дней. Промокод работает только в купоне и один раз на игрока.',
        'Если промокод не подходит (ставка меньше, код уже использован), купон не принимается и деньги не списываются — сообщение появится рядом с полем промокода.',
      ],
      en: [
        'Enter EXPRESS200 in the coupon’s promo code field and stake 500 ₽ (5 $, 5 €, 2,500 ₸) or more. With the bet, a 200 ₽ (3 $, 3 €, 1,000 ₸) free bet goes to your bonus account.',
        'Stake the free bet once on a coupon with total odds of 1.50 or more within 7 days. The code works in the coupon only, once per player.',
        'If the code does not apply (a smaller stake, a code already used), the coupon is refused and nothing is taken — the message shows next to the promo code field.',
      ],
    },
    terms: {
      product: 'sport',
      amount: { RUB: 20_000, USD: 300, EUR: 300, KZT: 100_000 },
      minStake: { RUB: 50_000, USD: 500, EUR: 500, KZT: 250_000 },
      wagerMultiplier: 1,
      minOddsX100: 150,
      days: 7,
    },
    games: { sport: { all: true } },
    partners: SPORT_PARTNERS,
    offer: { type: 'join', code: 'EXPRESS200' },
  },
];
