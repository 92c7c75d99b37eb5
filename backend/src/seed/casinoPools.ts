import type { CasinoCategory, Motif, Volatility } from './casinoTaxonomy';

/**
 * What the catalogue's generator (seed/casino.ts) makes beyond the first seed and the Russian
 * titles: per category (or slots/live subcategory) either a fixed list of titles (`[en, ru?]`, ru
 * where a Russian player would say it in Russian) or word pools it combines (slots), with the
 * range of theoretical RTP, the volatilities and the motifs of the art. All titles are invented.
 */
export interface Pool {
  category: CasinoCategory;
  /** Subcategory id (`slots/multiways`) or none. */
  sub?: string;
  /** Other categories the games also belong to. */
  also?: readonly string[];
  titles?: readonly (readonly [string, string?])[];
  /** Word pools: `count` titles "a b" (`suffix` added), no title twice. */
  words?: { a: readonly string[]; b: readonly string[]; count: number; suffix?: string };
  rtp: readonly [number, number];
  volatility: readonly Volatility[];
  motifs: readonly Motif[];
}

const SLOT_RTP = [94, 97.2] as const;
const ANY_VOLATILITY = ['low', 'medium', 'high'] as const;

const slots = (sub: string, a: string[], b: string[], motifs: Motif[], suffix?: string): Pool => ({
  category: 'slots',
  sub: `slots/${sub}`,
  words: { a, b, count: 12, suffix },
  rtp: SLOT_RTP,
  volatility: ANY_VOLATILITY,
  motifs,
});

const live = (sub: string, titles: [string, string][], rtp: [number, number]): Pool => ({
  category: 'live',
  sub: `live/${sub}`,
  titles,
  rtp,
  volatility: ['low'],
  motifs: sub === 'roulette' || sub === 'game-shows' ? ['wheel'] : sub === 'dice' ? ['dice'] : ['cards'],
});

const brand = (titles: [string, string][], also: string[]): Pool => ({ category: 'brand', also, titles, rtp: [96, 97], volatility: ['medium'], motifs: ['gold', 'neon'] });

export const POOLS: readonly Pool[] = [
  slots('classic', ['Lucky', 'Triple', 'Blazing', 'Royal', 'Golden', 'Silver', 'Super', 'Vintage', 'Wild', 'Double'], ['Sevens', 'Bars', 'Bells', 'Stars', 'Reels', 'Crowns', 'Horseshoes', 'Jokers'], ['neon', 'gold', 'fire']),
  slots('fruit', ['Cherry', 'Melon', 'Lemon', 'Plum', 'Berry', 'Citrus', 'Tropical', 'Peach', 'Grape', 'Mango'], ['Fever', 'Parade', 'Splash', 'Stack', 'Twist', 'Harvest', 'Punch', 'Market', 'Sunrise'], ['fruit']),
  slots('multiways', ['Thunder', 'Canyon', 'Viking', 'Savanna', 'Glacier', 'Volcano', 'Jungle', 'Desert', 'Nordic', 'Tundra'], ['Kings', 'Trail', 'Riders', 'Legends', 'Echoes', 'Rumble', 'Thrones', 'Titans'], ['storm'], 'Ways'),
  slots('hold-and-win', ['Coin', 'Bullion', 'Treasure', 'Moon', 'Lucky Pig', 'Golden Bull', 'Dragon Pearl', 'Lotus', 'Panda', 'Eagle'], ['Vault', 'Hoard', 'Fortune', 'Bank', 'Riches', 'Hold and Win'], ['gold']),
  slots('bonus-buy', ['Caramel', 'Gummy', 'Lollipop', 'Marshmallow', 'Cupcake', 'Donut', 'Toffee', 'Jellybean', 'Praline', 'Meringue'], ['Storm', 'Cascade', 'Dreams', 'Kingdom', 'Factory', 'Tumble', 'Carnival'], ['candy']),
  slots('cluster-pays', ['Gem', 'Crystal', 'Rune', 'Prism', 'Opal', 'Quartz', 'Amethyst', 'Topaz', 'Pixel', 'Jade'], ['Clusters', 'Grid', 'Collapse', 'Mosaic', 'Matrix', 'Cavern', 'Bloom'], ['gems']),
  slots('books', ['Tome', 'Scroll', 'Codex', 'Chronicle', 'Papyrus'], ['of the Sphinx', 'of Osiris', 'of Scarabs', 'of the Nile', 'of Oases', 'of Mirages', 'of Sunstone', 'of Obelisks', 'of the Falcon'], ['egypt']),
  slots('free-spins', ['Lost', 'Hidden', 'Forgotten', 'Sunken', 'Ancient', 'Secret', 'Mystic', 'Emerald', 'Crimson', 'Starlit'], ['Temple', 'Expedition', 'Relic', 'Lagoon', 'Pyramid', 'Citadel', 'Safari', 'Voyage', 'Odyssey', 'Harbour'], ['forest']),
  live('roulette', [['Imperial Roulette Live', 'Имперская рулетка Live'], ['Speed Roulette Live', 'Скоростная рулетка Live'], ['Double Ball Roulette Live', 'Рулетка с двумя шарами Live'], ['Riviera Roulette Live', 'Рулетка «Ривьера» Live'], ['Auto Roulette Live', 'Авторулетка Live']], [97.3, 97.3]),
  live('blackjack', [['Salon Blackjack Live', 'Салонный блэкджек Live'], ['Emerald Blackjack Live', 'Изумрудный блэкджек Live'], ['Infinite Seats Blackjack Live', 'Блэкджек без ограничения мест Live'], ['Midnight Blackjack Live', 'Полуночный блэкджек Live'], ['Sapphire VIP Blackjack Live', 'Сапфировый VIP-блэкджек Live']], [99.2, 99.6]),
  live('baccarat', [['Speed Baccarat Live', 'Скоростная баккара Live'], ['No Commission Baccarat Live', 'Баккара без комиссии Live'], ['Golden Dragon Baccarat Live', 'Баккара «Золотой дракон» Live'], ['Riviera Baccarat Live', 'Баккара «Ривьера» Live']], [98.76, 98.94]),
  live('game-shows', [['Treasure Tower Live', 'Башня сокровищ Live'], ['Cosmic Cash Hunt Live', 'Космическая охота Live'], ['Lucky Ladder Live', 'Лестница удачи Live'], ['Jungle Drop Live', 'Джунгли Live']], [95.4, 96.6]),
  live('poker', [["Casino Hold'em Live", 'Казино холдем Live'], ['Three Card Poker Live', 'Покер на трёх картах Live'], ['Caribbean Stud Live', 'Карибский стад Live'], ['Texas Showdown Live', 'Техасская схватка Live']], [97.8, 98.4]),
  live('dice', [['Sic Bo Live', 'Сик-бо Live'], ['Dice Duel Live', 'Дуэль костей Live'], ['Craps Live', 'Крэпс Live'], ['Super Dice Live', 'Супер-кости Live']], [97.2, 98.6]),
  { category: 'bingo', titles: [['Bingo 75 Classic', 'Бинго 75'], ['Bingo 90 Club', 'Бинго 90'], ['Pattern Bingo Party', 'Бинго с узорами'], ['Turbo Bingo 30', 'Турбо-бинго 30'], ['Lucky Balls Bingo', 'Бинго «Счастливые шары»'], ['Candy Bingo', 'Конфетное бинго']], rtp: [92, 95.5], volatility: ['medium'], motifs: ['balls'] },
  { category: 'keno', titles: [['Keno 80', 'Кено 80'], ['Keno Express', 'Кено-экспресс'], ['Power Keno', 'Пауэр-кено'], ['Lucky Numbers Keno', 'Кено «Счастливые числа»'], ['Keno Galaxy', 'Кено «Галактика»'], ['Pharaoh Keno', 'Кено «Фараон»']], rtp: [90, 95], volatility: ['medium', 'high'], motifs: ['balls'] },
  { category: 'poker', titles: [['Jacks or Better', 'Валеты или лучше'], ['Deuces Wild', 'Дикие двойки'], ['Joker Poker', 'Джокер-покер'], ['Double Bonus Poker', 'Двойной бонус-покер'], ['Aces and Faces', 'Тузы и картинки'], ["Hold'em Heads-Up", 'Холдем один на один'], ['Oasis Poker', 'Покер «Оазис»'], ['Russian Poker', 'Русский покер']], rtp: [97, 99.5], volatility: ['low', 'medium'], motifs: ['cards'] },
  { category: 'tvgames', titles: [['Lucky Six Draw', 'Лаки 6'], ['Wheel Lottery Show', 'Лотерея-колесо'], ['Poker Draw TV', 'ТВ-покер'], ['Dice Duel TV', 'Кости ТВ'], ['War of Bets', 'Война ставок'], ['Andar Bahar TV', 'Андар Бахар ТВ'], ['Lucky 5 of 36', '5 из 36'], ['Rapid Roulette TV', 'Быстрая рулетка ТВ']], rtp: [95, 96.5], volatility: ['low', 'medium'], motifs: ['wheel', 'balls', 'cards'] },
  { category: 'scratchcards', titles: [['Gold Rush Scratch', 'Золотая лихорадка: скретч'], ['Diamond Dig Scratch', 'Алмазный скретч'], ['Pirate Map Scratch', 'Пиратская карта'], ['Lucky Clover Scratch', 'Клевер удачи'], ['Cash Carnival Scratch', 'Денежный карнавал'], ['Neon Nights Scratch', 'Неоновые ночи'], ['Fruit Frenzy Scratch', 'Фруктовое безумие'], ['Space Ticket Scratch', 'Космический билет'], ['Dragon Egg Scratch', 'Яйцо дракона']], rtp: [90, 96], volatility: ['medium'], motifs: ['gold'] },
  { category: 'virtualsports', titles: [['Virtual Football League', 'Виртуальная футбольная лига'], ['Virtual Penalty Shootout', 'Виртуальная серия пенальти'], ['Virtual Horse Racing', 'Виртуальные скачки'], ['Virtual Greyhounds', 'Виртуальные собачьи бега'], ['Virtual Tennis Open', 'Виртуальный теннис'], ['Virtual Basketball', 'Виртуальный баскетбол'], ['Virtual Ice Hockey', 'Виртуальный хоккей'], ['Virtual Speedway', 'Виртуальный спидвей'], ['Virtual Cycling', 'Виртуальный велоспорт'], ['Virtual Motor Racing', 'Виртуальные автогонки'], ['Virtual Darts', 'Виртуальный дартс'], ['Virtual Cup Knockout', 'Виртуальный кубок']], rtp: [92, 95], volatility: ['medium'], motifs: ['sports'] },
  { category: 'fast-games', titles: [['Plinko Drop', 'Плинко'], ['Mines Deluxe', 'Мины делюкс'], ['Hi-Lo Cards', 'Больше-меньше'], ['Tower Climb', 'Башня'], ['Goal Rush', 'Гол!'], ['Lucky Wheel Spin', 'Колесо'], ['Coin Flip Frenzy', 'Монетка'], ['Balloon Pop', 'Воздушные шары'], ['Limbo Line', 'Лимбо'], ['Hamster Run', 'Бег хомяка'], ['Card Flip', 'Переверни карту'], ['Treasure Chests', 'Сундуки']], rtp: [96, 99], volatility: ['medium', 'high'], motifs: ['gems', 'neon', 'gold'] },
  { category: 'fast-bet', titles: [['Heads or Tails', 'Орёл или решка'], ['Higher or Lower', 'Выше или ниже'], ['Red or Black', 'Красное или чёрное'], ['Penalty Kick', 'Пенальти'], ['Lucky Dice 7', 'Кости 7'], ['Odd or Even', 'Чёт или нечет']], rtp: [96, 98.5], volatility: ['low', 'medium'], motifs: ['dice', 'cards'] },
  { category: 'crash-games', titles: [['Jet Streak', 'Реактивный'], ['Hot Air Balloon', 'Воздушный шар'], ['Paper Plane', 'Бумажный самолётик'], ['Moon Runner', 'Лунный бегун'], ['Turbo Racer Crash', 'Турбо-гонщик'], ['Lucky Kite', 'Воздушный змей']], rtp: [96, 97.5], volatility: ['high'], motifs: ['rocket', 'space'] },
  { category: 'card-games', titles: [['European Blackjack', 'Европейский блэкджек'], ['Classic Blackjack', 'Классический блэкджек'], ['Blackjack Multihand', 'Блэкджек на нескольких руках'], ['Punto Banco', 'Пунто банко'], ['Baccarat Royale', 'Баккара рояль'], ['Red Dog', 'Красная собака'], ['Casino War', 'Казино-война'], ['Pontoon', 'Понтун'], ['Blackjack Surrender', 'Блэкджек с капитуляцией'], ['Three Card Brag', 'Брэг на трёх картах']], rtp: [97, 99.5], volatility: ['low'], motifs: ['cards'] },
  { category: 'skill-games', titles: [['Pool Shot', 'Бильярд'], ['Darts Master', 'Мастер дартса'], ['Tap Archer', 'Лучник'], ['Memory Match', 'Мемори'], ['Penalty Pro', 'Пенальти-про']], rtp: [95, 98], volatility: ['low', 'medium'], motifs: ['sports', 'neon'] },
  { category: 'asian-games', titles: [['Mahjong Riches', 'Богатства маджонга'], ['Dragon Tiger', 'Дракон и тигр'], ['Fan Tan', 'Фан-тан'], ['Pai Gow Poker', 'Пай гоу покер'], ['Teen Patti', 'Тин патти'], ['Andar Bahar', 'Андар бахар'], ['Fish Prawn Crab', 'Рыба, креветка, краб'], ['Koi Pond Fortune', 'Пруд с карпами'], ['Golden Lotus', 'Золотой лотос'], ['Red Envelope', 'Красный конверт'], ['Tiger Shrine', 'Храм тигра']], rtp: [96, 98], volatility: ['low', 'medium'], motifs: ['lantern', 'dragon'] },
  { category: 'fishinghunting', titles: [['Ocean Hunter', 'Морской охотник'], ['Deep Sea Catch', 'Глубоководный улов'], ['Fish Arena', 'Рыбная арена'], ['Safari Hunt', 'Сафари'], ['Dragon Fishing Party', 'Рыбалка с драконом'], ['Jungle Archer', 'Лучник в джунглях']], rtp: [95, 97], volatility: ['medium', 'high'], motifs: ['fish'] },
  // The operator's own games (casino/brand), each also in its genre's list.
  brand([['BetSite Gold Rush', 'BetSite: Золотая лихорадка'], ['BetSite Fruit Club', 'Фруктовый клуб BetSite'], ['BetSite Treasure Hunt', 'Охота за сокровищами BetSite']], ['slots', 'slots/bonus-buy']),
  brand([['BetSite Crash', 'BetSite Краш']], ['crash-games']),
  brand([['BetSite Keno', 'Кено BetSite']], ['keno']),
  brand([['BetSite Blackjack', 'Блэкджек BetSite']], ['card-games']),
  brand([['BetSite Roulette', 'Рулетка BetSite'], ['BetSite Mega Wheel', 'Мега-колесо BetSite']], ['othergames']),
  { category: 'othergames', titles: [['European Roulette', 'Европейская рулетка'], ['American Roulette', 'Американская рулетка'], ['French Roulette', 'Французская рулетка'], ['Mini Roulette', 'Мини-рулетка'], ['Bingo Slots', 'Бинго-слоты'], ['Wheel of Gems', 'Колесо самоцветов'], ['Horse Derby Dice', 'Скачки на костях'], ['Lottery 5 of 36', 'Лотерея 5 из 36'], ['Sic Bo Deluxe', 'Сик-бо делюкс']], rtp: [94.7, 97.3], volatility: ['low', 'medium'], motifs: ['wheel'] },
];
