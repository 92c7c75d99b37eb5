import type { Localized } from '../lang';

/**
 * Sports line seed: sports, championships and fixtures. Team and league names
 * are real-looking; individual athletes are invented. Fixtures are written as
 * 'ru|en' pairs to keep the file compact.
 */
export interface SeedSport {
  id: number;
  slug: string;
  /** Short ascii key the site maps to an icon. */
  icon: string;
  name: Localized;
  /** Whether a draw is a possible result (adds X and double-chance markets). */
  hasDraw: boolean;
  /** Whether live games show a running minute ("63'"); set-based sports do not. */
  hasClock: boolean;
  /** The usual total line, e.g. 2.5 goals. */
  totalLine: number;
  /** The usual handicap for the favourite, e.g. -1.5. */
  handicap: number;
}

export const SPORTS: SeedSport[] = [
  { id: 1, slug: 'football', icon: 'football', name: { ru: 'Футбол', en: 'Football' }, hasDraw: true, hasClock: true, totalLine: 2.5, handicap: -1.5 },
  { id: 2, slug: 'ice-hockey', icon: 'hockey', name: { ru: 'Хоккей', en: 'Ice Hockey' }, hasDraw: true, hasClock: true, totalLine: 5.5, handicap: -1.5 },
  { id: 3, slug: 'basketball', icon: 'basketball', name: { ru: 'Баскетбол', en: 'Basketball' }, hasDraw: false, hasClock: true, totalLine: 168.5, handicap: -5.5 },
  { id: 4, slug: 'tennis', icon: 'tennis', name: { ru: 'Теннис', en: 'Tennis' }, hasDraw: false, hasClock: false, totalLine: 22.5, handicap: -3.5 },
  { id: 5, slug: 'volleyball', icon: 'volleyball', name: { ru: 'Волейбол', en: 'Volleyball' }, hasDraw: false, hasClock: false, totalLine: 182.5, handicap: -4.5 },
  { id: 6, slug: 'table-tennis', icon: 'table-tennis', name: { ru: 'Настольный теннис', en: 'Table Tennis' }, hasDraw: false, hasClock: false, totalLine: 74.5, handicap: -2.5 },
  { id: 7, slug: 'esports', icon: 'esports', name: { ru: 'Киберспорт', en: 'Esports' }, hasDraw: false, hasClock: false, totalLine: 2.5, handicap: -1.5 },
  { id: 8, slug: 'mma', icon: 'mma', name: { ru: 'ММА', en: 'MMA' }, hasDraw: false, hasClock: false, totalLine: 2.5, handicap: -1.5 },
  { id: 9, slug: 'handball', icon: 'handball', name: { ru: 'Гандбол', en: 'Handball' }, hasDraw: true, hasClock: true, totalLine: 56.5, handicap: -2.5 },
  { id: 10, slug: 'baseball', icon: 'baseball', name: { ru: 'Бейсбол', en: 'Baseball' }, hasDraw: false, hasClock: false, totalLine: 8.5, handicap: -1.5 },
  { id: 11, slug: 'american-football', icon: 'american-football', name: { ru: 'Американский футбол', en: 'American Football' }, hasDraw: false, hasClock: true, totalLine: 46.5, handicap: -3.5 },
  { id: 12, slug: 'futsal', icon: 'futsal', name: { ru: 'Футзал', en: 'Futsal' }, hasDraw: true, hasClock: true, totalLine: 6.5, handicap: -1.5 },
];

/** A fixture: 'ru|en' team names, plus live state or hours until kick-off. */
export interface SeedFixture {
  home: string;
  away: string;
  /** Live: minutes since the start (10–80) and the current score. */
  live?: { minute: number; score: string };
  /** Line: hours from now until the start. */
  inHours?: number;
  top?: boolean;
}

export interface SeedChamp {
  id: number;
  sportId: number;
  name: Localized;
  country: Localized;
  fixtures: SeedFixture[];
}

const f = (home: string, away: string, extra: Omit<SeedFixture, 'home' | 'away'> = {}): SeedFixture => ({
  home,
  away,
  ...extra,
});

export const CHAMPS: SeedChamp[] = [
  // Football
  {
    id: 101, sportId: 1, name: { ru: 'Премьер-лига', en: 'Premier League' }, country: { ru: 'Англия', en: 'England' },
    fixtures: [
      f('Арсенал|Arsenal', 'Челси|Chelsea', { live: { minute: 63, score: '2:1' }, top: true }),
      f('Манчестер Юнайтед|Manchester United', 'Вест Хэм|West Ham United', { live: { minute: 27, score: '0:0' } }),
      f('Ливерпуль|Liverpool', 'Манчестер Сити|Manchester City', { inHours: 26, top: true }),
      f('Тоттенхэм|Tottenham Hotspur', 'Ньюкасл|Newcastle United', { inHours: 28 }),
      f('Астон Вилла|Aston Villa', 'Брайтон|Brighton & Hove Albion', { inHours: 50 }),
    ],
  },
  {
    id: 102, sportId: 1, name: { ru: 'Ла Лига', en: 'La Liga' }, country: { ru: 'Испания', en: 'Spain' },
    fixtures: [
      f('Реал Сосьедад|Real Sociedad', 'Атлетик Бильбао|Athletic Bilbao', { live: { minute: 71, score: '1:1' } }),
      f('Реал Мадрид|Real Madrid', 'Барселона|Barcelona', { inHours: 30, top: true }),
      f('Атлетико Мадрид|Atletico Madrid', 'Севилья|Sevilla', { inHours: 5 }),
      f('Валенсия|Valencia', 'Вильярреал|Villarreal', { inHours: 53 }),
    ],
  },
  {
    id: 103, sportId: 1, name: { ru: 'Бундеслига', en: 'Bundesliga' }, country: { ru: 'Германия', en: 'Germany' },
    fixtures: [
      f('Бавария|Bayern Munich', 'Боруссия Дортмунд|Borussia Dortmund', { inHours: 3, top: true }),
      f('Байер Леверкузен|Bayer Leverkusen', 'РБ Лейпциг|RB Leipzig', { inHours: 27 }),
      f('Айнтрахт Франкфурт|Eintracht Frankfurt', 'Штутгарт|VfB Stuttgart', { inHours: 51 }),
    ],
  },
  {
    id: 104, sportId: 1, name: { ru: 'Серия А', en: 'Serie A' }, country: { ru: 'Италия', en: 'Italy' },
    fixtures: [
      f('Рома|Roma', 'Лацио|Lazio', { live: { minute: 38, score: '0:1' } }),
      f('Интер|Inter', 'Милан|AC Milan', { inHours: 8, top: true }),
      f('Ювентус|Juventus', 'Наполи|Napoli', { inHours: 32 }),
    ],
  },
  {
    id: 105, sportId: 1, name: { ru: 'Премьер-лига', en: 'Premier League' }, country: { ru: 'Россия', en: 'Russia' },
    fixtures: [
      f('Краснодар|Krasnodar', 'Динамо Москва|Dynamo Moscow', { live: { minute: 55, score: '1:0' } }),
      f('Зенит|Zenit', 'Спартак Москва|Spartak Moscow', { inHours: 6, top: true }),
      f('ЦСКА|CSKA Moscow', 'Локомотив Москва|Lokomotiv Moscow', { inHours: 29 }),
    ],
  },
  {
    id: 106, sportId: 1, name: { ru: 'Лига чемпионов УЕФА', en: 'UEFA Champions League' }, country: { ru: 'Европа', en: 'Europe' },
    fixtures: [
      f('ПСЖ|Paris Saint-Germain', 'Интер|Inter', { inHours: 74, top: true }),
      f('Бенфика|Benfica', 'Аякс|Ajax', { inHours: 75 }),
      f('Манчестер Сити|Manchester City', 'Бавария|Bayern Munich', { inHours: 98 }),
    ],
  },
  // Ice hockey
  {
    id: 201, sportId: 2, name: { ru: 'КХЛ', en: 'KHL' }, country: { ru: 'Россия', en: 'Russia' },
    fixtures: [
      f('Ак Барс|Ak Bars', 'Металлург Мг|Metallurg Magnitogorsk', { live: { minute: 34, score: '2:1' } }),
      f('СКА|SKA Saint Petersburg', 'ЦСКА|CSKA Moscow', { inHours: 4, top: true }),
      f('Авангард|Avangard Omsk', 'Локомотив|Lokomotiv Yaroslavl', { inHours: 7 }),
      f('Динамо Москва|Dynamo Moscow', 'Спартак|Spartak Moscow', { inHours: 31 }),
    ],
  },
  {
    id: 202, sportId: 2, name: { ru: 'НХЛ', en: 'NHL' }, country: { ru: 'США', en: 'USA' },
    fixtures: [
      f('Эдмонтон Ойлерз|Edmonton Oilers', 'Колорадо Эвеланш|Colorado Avalanche', { live: { minute: 12, score: '1:0' } }),
      f('Торонто Мейпл Лифс|Toronto Maple Leafs', 'Бостон Брюинз|Boston Bruins', { inHours: 13 }),
      f('Нью-Йорк Рейнджерс|New York Rangers', 'Питтсбург Пингвинз|Pittsburgh Penguins', { inHours: 14 }),
    ],
  },
  // Basketball
  {
    id: 301, sportId: 3, name: { ru: 'НБА', en: 'NBA' }, country: { ru: 'США', en: 'USA' },
    fixtures: [
      f('Майами Хит|Miami Heat', 'Милуоки Бакс|Milwaukee Bucks', { live: { minute: 28, score: '54:49' } }),
      f('Лос-Анджелес Лейкерс|Los Angeles Lakers', 'Бостон Селтикс|Boston Celtics', { inHours: 15, top: true }),
      f('Голден Стэйт Уорриорз|Golden State Warriors', 'Денвер Наггетс|Denver Nuggets', { inHours: 16 }),
    ],
  },
  {
    id: 302, sportId: 3, name: { ru: 'Евролига', en: 'EuroLeague' }, country: { ru: 'Европа', en: 'Europe' },
    fixtures: [
      f('Реал Мадрид|Real Madrid', 'Фенербахче|Fenerbahce', { inHours: 9 }),
      f('Олимпиакос|Olympiacos', 'Панатинаикос|Panathinaikos', { inHours: 33, top: true }),
      f('Барселона|Barcelona', 'Анадолу Эфес|Anadolu Efes', { inHours: 34 }),
    ],
  },
  {
    id: 303, sportId: 3, name: { ru: 'Единая лига ВТБ', en: 'VTB United League' }, country: { ru: 'Россия', en: 'Russia' },
    fixtures: [
      f('УНИКС|UNICS Kazan', 'Локомотив-Кубань|Lokomotiv Kuban', { live: { minute: 15, score: '31:28' } }),
      f('ЦСКА|CSKA Moscow', 'Зенит|Zenit Saint Petersburg', { inHours: 10 }),
    ],
  },
  // Tennis
  {
    id: 401, sportId: 4, name: { ru: 'ATP. Мастерс. Мадрид', en: 'ATP Masters. Madrid' }, country: { ru: 'Испания', en: 'Spain' },
    fixtures: [
      f('Л. Фишер|L. Fischer', 'А. Морено|A. Moreno', { live: { minute: 48, score: '1:0' } }),
      f('М. Ковальски|M. Kowalski', 'Т. Беннетт|T. Bennett', { inHours: 2, top: true }),
      f('Р. Сато|R. Sato', 'Н. Карлссон|N. Karlsson', { inHours: 3.5 }),
    ],
  },
  {
    id: 402, sportId: 4, name: { ru: 'WTA. Рим', en: 'WTA. Rome' }, country: { ru: 'Италия', en: 'Italy' },
    fixtures: [
      f('Е. Соколова|E. Sokolova', 'К. Мартен|C. Martin', { inHours: 2.5 }),
      f('И. Новак|I. Novak', 'С. Росси|S. Rossi', { inHours: 4.5 }),
    ],
  },
  // Volleyball
  {
    id: 501, sportId: 5, name: { ru: 'Суперлига', en: 'Super League' }, country: { ru: 'Россия', en: 'Russia' },
    fixtures: [
      f('Кузбасс|Kuzbass', 'Локомотив Новосибирск|Lokomotiv Novosibirsk', { live: { minute: 52, score: '1:1' } }),
      f('Зенит-Казань|Zenit Kazan', 'Динамо Москва|Dynamo Moscow', { inHours: 11 }),
    ],
  },
  {
    id: 502, sportId: 5, name: { ru: 'Суперлига', en: 'SuperLega' }, country: { ru: 'Италия', en: 'Italy' },
    fixtures: [
      f('Перуджа|Perugia', 'Трентино|Trentino', { inHours: 35 }),
      f('Лубе|Lube Civitanova', 'Модена|Modena', { inHours: 36 }),
    ],
  },
  // Table tennis
  {
    id: 601, sportId: 6, name: { ru: 'Лига Про', en: 'Liga Pro' }, country: { ru: 'Россия', en: 'Russia' },
    fixtures: [
      f('А. Смирнов|A. Smirnov', 'Д. Кузнецов|D. Kuznetsov', { live: { minute: 18, score: '2:1' } }),
      f('В. Орлов|V. Orlov', 'П. Лебедев|P. Lebedev', { inHours: 1 }),
      f('И. Морозов|I. Morozov', 'С. Егоров|S. Egorov', { inHours: 1.5 }),
    ],
  },
  {
    id: 602, sportId: 6, name: { ru: 'Кубок Востока', en: 'East Cup' }, country: { ru: 'Международные', en: 'International' },
    fixtures: [f('Я. Ковач|J. Kovac', 'М. Бергер|M. Berger', { inHours: 1.25 })],
  },
  // Esports
  {
    id: 701, sportId: 7, name: { ru: 'Counter-Strike 2. Про-лига', en: 'Counter-Strike 2. Pro League' }, country: { ru: 'Мир', en: 'World' },
    fixtures: [
      f('FaZe Clan|FaZe Clan', 'G2 Esports|G2 Esports', { live: { minute: 40, score: '1:0' } }),
      f('Natus Vincere|Natus Vincere', 'Team Spirit|Team Spirit', { inHours: 5.5, top: true }),
    ],
  },
  {
    id: 702, sportId: 7, name: { ru: 'Dota 2. Премьер-серия', en: 'Dota 2. Premier Series' }, country: { ru: 'Мир', en: 'World' },
    fixtures: [
      f('Team Liquid|Team Liquid', 'Tundra Esports|Tundra Esports', { inHours: 12 }),
      f('Gaimin Gladiators|Gaimin Gladiators', 'Team Falcons|Team Falcons', { inHours: 14.5 }),
    ],
  },
  // MMA
  {
    id: 801, sportId: 8, name: { ru: 'UFC. Бойцовская ночь', en: 'UFC Fight Night' }, country: { ru: 'США', en: 'USA' },
    fixtures: [
      f('М. Алиев|M. Aliev', 'Д. Роджерс|D. Rogers', { inHours: 80, top: true }),
      f('К. Сантос|C. Santos', 'А. Петров|A. Petrov', { inHours: 79 }),
    ],
  },
  // Handball
  {
    id: 901, sportId: 9, name: { ru: 'Лига чемпионов EHF', en: 'EHF Champions League' }, country: { ru: 'Европа', en: 'Europe' },
    fixtures: [
      f('ПСЖ|Paris Saint-Germain', 'Ольборг|Aalborg', { live: { minute: 41, score: '22:19' } }),
      f('Барселона|Barcelona', 'Веспрем|Veszprem', { inHours: 22 }),
      f('Киль|THW Kiel', 'Магдебург|SC Magdeburg', { inHours: 46 }),
    ],
  },
  // Baseball
  {
    id: 1001, sportId: 10, name: { ru: 'MLB', en: 'MLB' }, country: { ru: 'США', en: 'USA' },
    fixtures: [
      f('Нью-Йорк Янкиз|New York Yankees', 'Бостон Ред Сокс|Boston Red Sox', { inHours: 18 }),
      f('Лос-Анджелес Доджерс|Los Angeles Dodgers', 'Сан-Франциско Джайентс|San Francisco Giants', { inHours: 20 }),
    ],
  },
  {
    id: 1002, sportId: 10, name: { ru: 'NPB', en: 'NPB' }, country: { ru: 'Япония', en: 'Japan' },
    fixtures: [f('Ёмиури Джайентс|Yomiuri Giants', 'Хансин Тайгерс|Hanshin Tigers', { inHours: 40 })],
  },
  // American football
  {
    id: 1101, sportId: 11, name: { ru: 'НФЛ', en: 'NFL' }, country: { ru: 'США', en: 'USA' },
    fixtures: [
      f('Канзас-Сити Чифс|Kansas City Chiefs', 'Баффало Биллс|Buffalo Bills', { inHours: 100 }),
      f('Даллас Ковбойз|Dallas Cowboys', 'Филадельфия Иглз|Philadelphia Eagles', { inHours: 103 }),
    ],
  },
  // Futsal
  {
    id: 1201, sportId: 12, name: { ru: 'Суперлига', en: 'Super League' }, country: { ru: 'Россия', en: 'Russia' },
    fixtures: [
      f('Газпром-Югра|Gazprom-Ugra', 'Синара|Sinara', { live: { minute: 23, score: '3:2' } }),
      f('Тюмень|Tyumen', 'Норильский никель|Norilsk Nickel', { inHours: 24 }),
    ],
  },
];
