import type { Localized } from '../lang';
import type { Motif } from './casinoTaxonomy';

/**
 * Games with Russian titles, from the studio Samovar Games (id 19). Their English names are a
 * transliteration («Аврора» → Avrora) or a translation («Жар-птица» → Firebird), so the search's
 * transliteration has work to do: "aurora" must find «Аврора», "matreshka" «Матрёшка».
 */
export interface TitledGame {
  name: Localized;
  categories: readonly string[];
  motif: Motif;
}

const r = (ru: string, en: string, categories: string[], motif: Motif): TitledGame => ({ name: { ru, en }, categories, motif });

export const RUSSIAN_GAMES: readonly TitledGame[] = [
  r('Аврора', 'Avrora', ['slots', 'slots/free-spins'], 'ice'),
  r('Жар-птица', 'Firebird', ['slots', 'slots/hold-and-win'], 'fire'),
  r('Матрёшка', 'Matryoshka', ['slots', 'slots/cluster-pays'], 'folk'),
  r('Самоцветы Урала', 'Ural Gems', ['slots', 'slots/cluster-pays'], 'gems'),
  r('Баба-Яга', 'Baba Yaga', ['slots', 'slots/books'], 'forest'),
  r('Кощей Бессмертный', 'Koschei the Deathless', ['slots', 'slots/books'], 'night'),
  r('Тройка', 'Troika', ['slots', 'slots/classic'], 'folk'),
  r('Белые ночи', 'White Nights', ['slots', 'slots/multiways'], 'night'),
  r('Снегурочка', 'Snegurochka', ['slots', 'slots/bonus-buy'], 'ice'),
  r('Садко', 'Sadko', ['slots', 'slots/free-spins'], 'ocean'),
  r('Лукоморье', 'Lukomorye', ['slots', 'slots/books'], 'forest'),
  r('Царь-колокол', 'Tsar Bell', ['slots', 'slots/hold-and-win'], 'gold'),
  r('Медведь и мёд', 'Bear and Honey', ['slots', 'slots/fruit'], 'animals'),
  r('Хохлома', 'Khokhloma', ['slots', 'slots/classic'], 'folk'),
  r('Гжель', 'Gzhel', ['slots', 'slots/cluster-pays'], 'folk'),
  r('Богатыри', 'Bogatyri', ['slots', 'slots/multiways'], 'storm'),
  r('Ёлки-палки', 'Yolki-Palki', ['scratchcards'], 'forest'),
  r('Счастливый билет', 'Lucky Ticket', ['scratchcards'], 'gold'),
  r('Русское лото', 'Russian Loto', ['bingo'], 'balls'),
  r('Лото-экспресс', 'Loto Express', ['keno'], 'balls'),
  r('Колесо удачи', 'Wheel of Luck', ['tvgames'], 'wheel'),
  r('Дурак', 'Durak', ['card-games'], 'cards'),
  r('Преферанс', 'Preferans', ['card-games'], 'cards'),
  r('Морской бой', 'Sea Battle', ['skill-games'], 'ocean'),
  r('Шашки', 'Draughts', ['skill-games'], 'folk'),
  r('Городки', 'Gorodki', ['skill-games'], 'folk'),
  r('Ракета', 'Raketa', ['crash-games'], 'rocket'),
  r('Спутник', 'Sputnik', ['crash-games'], 'space'),
  r('Золотая рыбка', 'Goldfish', ['fishinghunting'], 'fish'),
  r('Щука', 'Pike', ['fishinghunting'], 'fish'),
];
