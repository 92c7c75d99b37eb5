import type { Lang } from '../../lang';

/** The game page's words, in the two languages of the site (the page's script reads them from its config). */
export interface GamePageTexts {
  demo: string;
  real: string;
  balance: string;
  stake: string;
  stakeLess: string;
  stakeMore: string;
  elapsed: string;
  net: string;
  rounds: string;
  spin: string;
  bet: string;
  cashOut: string;
  autoCashout: string;
  play: string;
  clear: string;
  quickPick: string;
  picks: string;
  buyCard: string;
  scratch: string;
  revealAll: string;
  win: string;
  noWin: string;
  crashedAt: string;
  cashedOutAt: string;
  freeSpins: string;
  paytable: string;
  rtp: string;
  fairness: string;
  commitment: string;
  roundCommitment: string;
  clientSeed: string;
  saveSeed: string;
  nonce: string;
  serverSeed: string;
  verify: string;
  verified: string;
  notVerified: string;
  history: string;
  loading: string;
  signIn: string;
  refill: string;
  paused: string;
  error: string;
  notPlayable: string;
  notPlayableText: string;
  symbols: Readonly<Record<string, string>>;
}

const RU: GamePageTexts = {
  demo: 'Демо',
  real: 'На деньги',
  balance: 'Баланс',
  stake: 'Ставка',
  stakeLess: 'Уменьшить ставку',
  stakeMore: 'Увеличить ставку',
  elapsed: 'В игре',
  net: 'Итог сессии',
  rounds: 'Раунды',
  spin: 'Крутить',
  bet: 'Сделать ставку',
  cashOut: 'Забрать',
  autoCashout: 'Автовывод на',
  play: 'Играть',
  clear: 'Очистить',
  quickPick: 'Случайные',
  picks: 'Выбрано',
  buyCard: 'Купить билет',
  scratch: 'Стереть',
  revealAll: 'Стереть всё',
  win: 'Выигрыш',
  noWin: 'Без выигрыша',
  crashedAt: 'Краш на',
  cashedOutAt: 'Забрано на',
  freeSpins: 'Бесплатные вращения',
  paytable: 'Таблица выплат',
  rtp: 'Теоретический возврат (RTP)',
  fairness: 'Честная игра',
  commitment: 'Хеш сида следующего раунда (SHA-256)',
  roundCommitment: 'Хеш сида раунда, показанный до него',
  clientSeed: 'Ваш сид',
  saveSeed: 'Сохранить сид',
  nonce: 'Номер раунда (nonce)',
  serverSeed: 'Сид сервера раунда',
  verify: 'Проверить раунд',
  verified: 'Раунд проверен: хеш совпадает, исход совпадает',
  notVerified: 'Проверка не прошла',
  history: 'История раундов',
  loading: 'Загрузка…',
  signIn: 'Войдите, чтобы играть на деньги',
  refill: 'Пополнить демо-счёт',
  paused: 'Игра приостановлена',
  error: 'Ошибка',
  notPlayable: 'Игра недоступна',
  notPlayableText: 'В эту игру пока нельзя сыграть.',
  symbols: {
    wild: 'Джокер', scatter: 'Скаттер', seven: 'Семёрка', bar: 'Бар', bell: 'Колокол', plum: 'Слива', lemon: 'Лимон', cherry: 'Вишня',
    coin: 'Монета', clover: 'Клевер', horseshoe: 'Подкова', heart: 'Сердце', moon: 'Луна', gem: 'Самоцвет', crown: 'Корона', rocket: 'Ракета', star: 'Звезда',
  },
};

const EN: GamePageTexts = {
  demo: 'Demo',
  real: 'Real money',
  balance: 'Balance',
  stake: 'Stake',
  stakeLess: 'Lower the stake',
  stakeMore: 'Raise the stake',
  elapsed: 'Playing for',
  net: 'Session net',
  rounds: 'Rounds',
  spin: 'Spin',
  bet: 'Bet',
  cashOut: 'Cash out',
  autoCashout: 'Auto cash-out at',
  play: 'Play',
  clear: 'Clear',
  quickPick: 'Quick pick',
  picks: 'Picked',
  buyCard: 'Buy a card',
  scratch: 'Scratch',
  revealAll: 'Scratch all',
  win: 'Win',
  noWin: 'No win',
  crashedAt: 'Crashed at',
  cashedOutAt: 'Cashed out at',
  freeSpins: 'Free spins',
  paytable: 'Paytable',
  rtp: 'Theoretical return (RTP)',
  fairness: 'Provably fair',
  commitment: "Next round's seed hash (SHA-256)",
  roundCommitment: "Round's seed hash, shown before it",
  clientSeed: 'Your seed',
  saveSeed: 'Save seed',
  nonce: 'Round number (nonce)',
  serverSeed: "Round's server seed",
  verify: 'Verify round',
  verified: 'Round verified: the hash matches, the outcome matches',
  notVerified: 'Verification failed',
  history: 'Round history',
  loading: 'Loading…',
  signIn: 'Sign in to play for real money',
  refill: 'Refill play money',
  paused: 'The game is paused',
  error: 'Error',
  notPlayable: 'Game not available',
  notPlayableText: 'This game cannot be played yet.',
  symbols: {
    wild: 'Wild', scatter: 'Scatter', seven: 'Seven', bar: 'Bar', bell: 'Bell', plum: 'Plum', lemon: 'Lemon', cherry: 'Cherry',
    coin: 'Coin', clover: 'Clover', horseshoe: 'Horseshoe', heart: 'Heart', moon: 'Moon', gem: 'Gem', crown: 'Crown', rocket: 'Rocket', star: 'Star',
  },
};

export const gamePageTexts = (lang: Lang): GamePageTexts => (lang === 'en' ? EN : RU);
