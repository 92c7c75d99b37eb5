import { json } from '../../db/columns';
import type { Db } from '../../db/handle';
import type { Localized } from '../../lang';
import type { LandingHero } from './landings';
import type { LandingRule } from './rule';

interface SeedLanding {
  route: string;
  title: Localized;
  intro: Localized;
  hero: LandingHero;
  rule: LandingRule;
  limit: number;
  /** A promotion of seed/promotions.ts, by slug. */
  promotion: string | null;
}

/**
 * The seeded landings: one for each kind of rule (a category with a tag, a category, a
 * subcategory, a tag, a studio, explicit games). Every text says only what the page really shows;
 * the offers are the seeded casino promotions with their own terms.
 */
export const LANDINGS: readonly SeedLanding[] = [
  {
    route: 'new-slots',
    title: { ru: 'Новые слоты', en: 'New slots' },
    intro: {
      ru: 'Свежие релизы студий каталога: слоты с меткой «Новинка» — от самых популярных. Слоты засчитываются в отыгрыш бонуса на 100%.',
      en: 'Fresh releases from the catalogue’s studios: the slots tagged “New”, most popular first. Slots count 100% towards a bonus’s wagering.',
    },
    hero: { motif: 'spark', palette: ['#1b1040', '#8e44ad', '#f7dc6f'] },
    rule: { category: 'slots', tag: 'new' },
    limit: 24,
    promotion: 'casino-welcome-pack',
  },
  {
    route: 'crash-week',
    title: { ru: 'Неделя краш-игр', en: 'Crash games week' },
    intro: {
      ru: 'Ракета взлетает — заберите выигрыш до того, как она улетит. Все краш-игры казино на одной странице.',
      en: 'The rocket takes off — cash out before it flies away. Every crash game of the casino on one page.',
    },
    hero: { motif: 'rocket', palette: ['#0b1a2e', '#e67e22', '#f4f6f7'] },
    rule: { category: 'crash-games' },
    limit: 24,
    promotion: 'weekly-cashback',
  },
  {
    route: 'roulette-nights',
    title: { ru: 'Вечера рулетки', en: 'Roulette nights' },
    intro: {
      ru: 'Столы live-рулетки с настоящими крупье в прямом эфире: от имперской до скоростной и рулетки с двумя шарами.',
      en: 'Live roulette tables with real dealers, streamed live: from imperial to speed and double-ball roulette.',
    },
    hero: { motif: 'wheel', palette: ['#0e2a1c', '#c0392b', '#f1c40f'] },
    rule: { category: 'live/roulette' },
    limit: 24,
    promotion: 'weekly-cashback',
  },
  {
    route: 'jackpots',
    title: { ru: 'Игры с джекпотом', en: 'Jackpot games' },
    intro: {
      ru: 'Игры с меткой «Джекпот»: крупный приз может выпасть в любом раунде на реальные деньги.',
      en: 'Games tagged “Jackpot”: a big prize may drop in any real-money round.',
    },
    hero: { motif: 'gold', palette: ['#2b1d05', '#d4ac0d', '#fef9e7'] },
    rule: { tag: 'jackpot' },
    limit: 24,
    promotion: 'casino-welcome-pack',
  },
  {
    route: 'samovar-games',
    title: { ru: 'Самовар Геймс: игры с русским характером', en: 'Samovar Games: games with a Russian soul' },
    intro: {
      ru: 'Все игры студии «Самовар Геймс» — матрёшки, жар-птицы и зимние ярмарки.',
      en: 'Every game of the Samovar Games studio — matryoshkas, firebirds and winter fairs.',
    },
    hero: { motif: 'folk', palette: ['#3b0d0d', '#e74c3c', '#f9e79f'] },
    rule: { provider: 'samovar-games' },
    limit: 30,
    promotion: 'slots-week',
  },
  {
    route: 'editors-picks',
    title: { ru: 'Выбор редакции', en: 'Editors’ picks' },
    intro: {
      ru: 'Игры, которые мы советуем попробовать первыми: по одной из каждого жанра казино.',
      en: 'The games we suggest you try first: one of each kind the casino has.',
    },
    hero: { motif: 'star', palette: ['#101c2c', '#3fb6a8', '#ffffff'] },
    rule: { gameIds: [3001, 3013, 3021, 3005, 3030, 3040, 3060, 3100, 3150, 3200, 3250, 3300] },
    limit: 12,
    promotion: 'casino-welcome-pack',
  },
];

/** Inserts the seeded landings into the empty table; callers wrap it in a transaction (setup/seed.ts). */
export function seedCasinoLandings(db: Db): void {
  const insert = db.prepare(`INSERT INTO casino_landings
    (route, sort, title_ru, title_en, intro_ru, intro_en, hero, rule, games_limit, promotion_slug)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  LANDINGS.forEach((landing, index) => {
    insert.run(
      landing.route, index, landing.title.ru, landing.title.en, landing.intro.ru, landing.intro.en,
      json(landing.hero), json(landing.rule), landing.limit, landing.promotion,
    );
  });
}
