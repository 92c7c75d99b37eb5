import type { Localized } from '../lang';

/**
 * Promotions for the fictional operator BetSite. End dates are stored as
 * days from "now" so they never lapse in a long-running demo.
 */
export interface SeedPromotion {
  slug: string;
  kind: 'sport' | 'casino';
  accent: string;
  endsInDays: number | null;
  title: Localized;
  summary: Localized;
  body: Localized<string[]>;
}

export const PROMOTIONS: SeedPromotion[] = [
  {
    slug: 'welcome-sport-bonus',
    kind: 'sport',
    accent: '#1e8449',
    endsInDays: null,
    title: { ru: 'Бонус 100% на первый депозит', en: '100% first deposit bonus' },
    summary: {
      ru: 'Удвоим ваш первый депозит до 15 000 ₽ для ставок на спорт.',
      en: 'We double your first deposit up to 15,000 ₽ for sports betting.',
    },
    body: {
      ru: [
        'Зарегистрируйтесь на BetSite, заполните профиль и внесите первый депозит от 100 ₽ — мы начислим бонус 100% от суммы пополнения, но не более 15 000 ₽.',
        'Бонус нужно отыграть в пятикратном размере ставками-экспрессами из трёх и более событий с коэффициентом каждого не ниже 1.40 в течение 30 дней.',
        'Бонус доступен один раз на одного игрока, одно домохозяйство и одно устройство. Полные условия — в разделе «Правила».',
      ],
      en: [
        'Register on BetSite, complete your profile and make a first deposit of at least 100 ₽ — we will credit a 100% bonus on the amount, up to 15,000 ₽.',
        'The bonus must be wagered five times in accumulator bets of three or more selections, each priced at 1.40 or higher, within 30 days.',
        'The bonus is available once per player, household and device. Full terms are in the Rules section.',
      ],
    },
  },
  {
    slug: 'casino-welcome-pack',
    kind: 'casino',
    accent: '#7d3c98',
    endsInDays: null,
    title: { ru: 'Приветственный пакет казино', en: 'Casino welcome pack' },
    summary: {
      ru: 'До 30 000 ₽ и 150 фриспинов на первые три депозита.',
      en: 'Up to 30,000 ₽ and 150 free spins over your first three deposits.',
    },
    body: {
      ru: [
        'Первый депозит: 100% до 10 000 ₽ и 50 фриспинов. Второй: 75% до 10 000 ₽ и 50 фриспинов. Третий: 50% до 10 000 ₽ и 50 фриспинов.',
        'Фриспины начисляются в слоте Aurora Riches в течение 24 часов после пополнения. Отыгрыш бонуса — х35 в течение 14 дней.',
        'Ставки в настольных играх и играх с живыми дилерами учитываются в отыгрыше на 10%.',
      ],
      en: [
        'First deposit: 100% up to 10,000 ₽ and 50 free spins. Second: 75% up to 10,000 ₽ and 50 free spins. Third: 50% up to 10,000 ₽ and 50 free spins.',
        'Free spins are credited in the Aurora Riches slot within 24 hours of the deposit. The bonus must be wagered 35 times within 14 days.',
        'Bets on table and live dealer games count 10% towards wagering.',
      ],
    },
  },
  {
    slug: 'accumulator-boost',
    kind: 'sport',
    accent: '#d68910',
    endsInDays: 30,
    title: { ru: 'Усиление экспресса до 50%', en: 'Accumulator boost up to 50%' },
    summary: {
      ru: 'Чем больше событий в экспрессе, тем выше надбавка к выигрышу.',
      en: 'The more selections in your accumulator, the bigger the boost to your winnings.',
    },
    body: {
      ru: [
        'Соберите экспресс из четырёх и более событий с коэффициентом от 1.30 — и получите надбавку к выигрышу: от 5% за четыре события до 50% за пятнадцать.',
        'Надбавка начисляется на реальный счёт вместе с выигрышем и не требует отыгрыша.',
        'Акция не распространяется на ставки, сделанные бонусными средствами, и на досрочно проданные купоны.',
      ],
      en: [
        'Build an accumulator of four or more selections priced at 1.30 or higher and get a boost on your winnings: from 5% for four selections up to 50% for fifteen.',
        'The boost is paid to your real-money account together with the winnings and carries no wagering requirement.',
        'The offer does not apply to bets placed with bonus funds or to coupons cashed out early.',
      ],
    },
  },
  {
    slug: 'weekly-cashback',
    kind: 'casino',
    accent: '#2874a6',
    endsInDays: null,
    title: { ru: 'Еженедельный кешбэк 10%', en: '10% weekly cashback' },
    summary: {
      ru: 'Каждый понедельник возвращаем 10% проигрыша в казино за прошлую неделю.',
      en: 'Every Monday we return 10% of last week’s casino losses.',
    },
    body: {
      ru: [
        'Кешбэк рассчитывается по итогам недели с понедельника по воскресенье как 10% от разницы между ставками и выигрышами в слотах.',
        'Минимальная сумма кешбэка — 100 ₽, максимальная — 50 000 ₽. Средства поступают на бонусный счёт с вейджером х5.',
      ],
      en: [
        'Cashback is calculated for the week from Monday to Sunday as 10% of the difference between your slot bets and winnings.',
        'The minimum cashback is 100 ₽ and the maximum 50,000 ₽. It is paid to your bonus account with a 5x wagering requirement.',
      ],
    },
  },
  {
    slug: 'risk-free-derby',
    kind: 'sport',
    accent: '#c0392b',
    endsInDays: 7,
    title: { ru: 'Ставка без риска на дерби', en: 'Risk-free derby bet' },
    summary: {
      ru: 'Если ставка на главное дерби недели проиграет, вернём её фрибетом.',
      en: 'If your bet on the derby of the week loses, we refund it as a free bet.',
    },
    body: {
      ru: [
        'Сделайте ординарную ставку от 500 ₽ на исход основного времени дерби недели. Если ставка не сыграет, мы вернём её сумму фрибетом, но не более 3 000 ₽.',
        'Фрибет действует 7 дней и может быть использован на любое событие с коэффициентом от 1.50.',
        'Участвовать можно один раз за матч; учитывается только первая ставка на выбранное событие.',
      ],
      en: [
        'Place a single bet of 500 ₽ or more on the full-time result of the derby of the week. If it loses, we refund the stake as a free bet of up to 3,000 ₽.',
        'The free bet is valid for 7 days and can be used on any event priced at 1.50 or higher.',
        'You can take part once per match; only your first bet on the selected event counts.',
      ],
    },
  },
  {
    slug: 'slot-tournament',
    kind: 'casino',
    accent: '#b9770e',
    endsInDays: 14,
    title: { ru: 'Турнир слотов «Золотая лихорадка»', en: '“Gold Rush” slot tournament' },
    summary: {
      ru: 'Призовой фонд 1 000 000 ₽ для 100 лучших игроков.',
      en: 'A 1,000,000 ₽ prize pool for the top 100 players.',
    },
    body: {
      ru: [
        'Играйте в слоты-участники турнира со ставкой от 20 ₽. Очки начисляются за каждый выигрыш: чем выше множитель, тем больше очков.',
        'Таблица лидеров обновляется каждые 15 минут. Призы начисляются в течение 72 часов после окончания турнира.',
        'Первое место получает 200 000 ₽. Призы с 11-го места выплачиваются фриспинами.',
      ],
      en: [
        'Play the tournament slots with a stake of 20 ₽ or more. Points are awarded for every win: the higher the multiplier, the more points.',
        'The leaderboard refreshes every 15 minutes. Prizes are credited within 72 hours after the tournament ends.',
        'First place wins 200,000 ₽. Prizes from 11th place down are paid as free spins.',
      ],
    },
  },
  {
    slug: 'live-insurance',
    kind: 'sport',
    accent: '#148f77',
    endsInDays: 60,
    title: { ru: 'Страховка лайв-ставок', en: 'Live bet insurance' },
    summary: {
      ru: 'Застрахуйте лайв-экспресс и верните часть ставки при одном проигрыше.',
      en: 'Insure a live accumulator and get part of your stake back if one selection loses.',
    },
    body: {
      ru: [
        'При оформлении лайв-экспресса из пяти и более событий отметьте опцию «Страховка». Её стоимость — 10% от суммы ставки.',
        'Если не сыграет ровно одно событие, мы вернём 70% суммы ставки на основной счёт.',
      ],
      en: [
        'When placing a live accumulator of five or more selections, tick the Insurance option. It costs 10% of the stake.',
        'If exactly one selection loses, we return 70% of the stake to your main account.',
      ],
    },
  },
];
