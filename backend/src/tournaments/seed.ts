import type { Db } from '../db/handle';
import type { Scoring } from './scoring';
import type { TournamentStatus } from './store';

const DAY = 86_400_000;
const RUB = (major: number) => major * 100;

/** The usual prize table: 50 000, 25 000, 10 000, then 2 000 for places 4–10 (₽). */
const MAIN_PRIZES = [50_000, 25_000, 10_000, 2_000, 2_000, 2_000, 2_000, 2_000, 2_000, 2_000].map(RUB);
const SMALL_PRIZES = [30_000, 15_000, 5_000, 1_000, 1_000].map(RUB);

interface SeedTournament {
  id: number;
  title: { ru: string; en: string };
  text: { ru: string; en: string };
  scoring: Scoring;
  minBet: number;
  minRounds: number;
  categories: string[];
  gameIds: number[];
  art: string;
  /** Days from the seed's moment. */
  from: number;
  to: number;
  status: TournamentStatus;
  prizes: number[];
  /** Finished ones: their kept leaderboard (scores × 10 000), past players who are history only. */
  results?: { login: string; scoreBp: number; rounds: number }[];
}

const SEED: SeedTournament[] = [
  {
    id: 1,
    title: { ru: 'Гонка северного сияния', en: 'Northern Lights Race' },
    text: { ru: 'Поймайте самый крупный множитель в слотах и заберите главный приз.', en: 'Land the biggest multiplier on the slots and take the top prize.' },
    scoring: 'multiplier', minBet: RUB(10), minRounds: 1, categories: ['slots'], gameIds: [], art: 'aurora',
    from: -1, to: 6, status: 'running', prizes: MAIN_PRIZES,
  },
  {
    id: 2,
    title: { ru: 'Марафон живого казино', en: 'Live Casino Marathon' },
    text: { ru: 'Лучшее отношение выигрышей к ставкам в любых играх казино, от живых столов до crash.', en: 'The best win-to-stake ratio on any casino game, from live tables to crash.' },
    scoring: 'winRatio', minBet: RUB(1), minRounds: 20, categories: [], gameIds: [], art: 'crown',
    from: -2, to: 5, status: 'running', prizes: SMALL_PRIZES,
  },
  {
    id: 3,
    title: { ru: 'Жар-птица', en: 'Firebird Cup' },
    text: { ru: 'Слоты «Удержи и выиграй»: кто поймает лучший множитель, тот и чемпион.', en: 'Hold-and-win slots: whoever lands the best multiplier is the champion.' },
    scoring: 'multiplier', minBet: RUB(20), minRounds: 1, categories: ['slots/hold-and-win'], gameIds: [3050], art: 'flame',
    from: 2, to: 9, status: 'upcoming', prizes: MAIN_PRIZES,
  },
  {
    id: 4,
    title: { ru: 'Осенний спринт', en: 'Autumn Sprint' },
    text: { ru: 'Неделя слотов с призовым фондом 99 000 ₽.', en: 'A week of slots with a prize fund of 99,000 RUB.' },
    scoring: 'multiplier', minBet: RUB(10), minRounds: 1, categories: ['slots'], gameIds: [], art: 'wave',
    from: -14, to: -7, status: 'finished', prizes: MAIN_PRIZES,
    results: [
      { login: 'alexwin', scoreBp: 4_125_000, rounds: 812 },
      { login: 'marina77', scoreBp: 2_350_000, rounds: 1_304 },
      { login: 'severfox', scoreBp: 1_880_000, rounds: 455 },
      { login: 'dmitry.k', scoreBp: 1_210_000, rounds: 390 },
      { login: 'olga_spb', scoreBp: 980_000, rounds: 610 },
    ],
  },
  {
    id: 5,
    title: { ru: 'Золотая лихорадка', en: 'Gold Rush' },
    text: { ru: 'Отношение выигрышей к ставкам во всех играх казино.', en: 'Win-to-stake ratio on every casino game.' },
    scoring: 'winRatio', minBet: RUB(1), minRounds: 20, categories: [], gameIds: [], art: 'crown',
    from: -28, to: -21, status: 'finished', prizes: SMALL_PRIZES,
    results: [
      { login: 'goldhunter', scoreBp: 31_400, rounds: 240 },
      { login: 'ivan_p', scoreBp: 18_750, rounds: 96 },
      { login: 'katya.m', scoreBp: 15_020, rounds: 188 },
    ],
  },
];

/** Inserts the seeded tournaments (setup/seed.ts, inside its transaction), dated from `now`. */
export function seedTournaments(db: Db, now: number): void {
  const insert = db.prepare(
    `INSERT INTO tournaments (id, title_ru, title_en, text_ru, text_en, scoring, iso, min_bet_minor, min_rounds, categories, game_ids, art,
       starts_at, ends_at, status, finished_at) VALUES (?, ?, ?, ?, ?, ?, 'RUB', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const prize = db.prepare('INSERT INTO tournament_prizes (tournament_id, place, amount_minor) VALUES (?, ?, ?)');
  const result = db.prepare(
    `INSERT INTO tournament_results (tournament_id, place, user_id, login, score_bp, rounds, reached_at, prize_minor)
     VALUES (?, ?, NULL, ?, ?, ?, ?, ?)`,
  );
  for (const t of SEED) {
    const startsAt = now + t.from * DAY;
    const endsAt = now + t.to * DAY;
    insert.run(
      t.id, t.title.ru, t.title.en, t.text.ru, t.text.en, t.scoring, t.minBet, t.minRounds, JSON.stringify(t.categories),
      JSON.stringify(t.gameIds), t.art, startsAt, endsAt, t.status, t.status === 'finished' ? endsAt : null,
    );
    t.prizes.forEach((amount, index) => prize.run(t.id, index + 1, amount));
    (t.results ?? []).forEach((row, index) =>
      result.run(t.id, index + 1, row.login, row.scoreBp, row.rounds, endsAt - (index + 1) * 3_600_000, t.prizes[index] ?? 0),
    );
  }
}
