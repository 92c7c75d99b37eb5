import { chest } from './chest';
import { dragon } from './dragon';
import { fortuna } from './fortuna';
import { lottery } from './lottery';
import { memory } from './memory';
import { safe } from './safe';
import { BONUS_GAME_IDS, type BonusGameId, type GameRules } from './types';

// The rules of each game; a game's secret and state are its own (stored as JSON).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game has its own secret and state
export const GAMES: Readonly<Record<BonusGameId, GameRules<any, any>>> = { fortuna, chest, memory, safe, lottery, dragon };

export const isBonusGame = (game: string): game is BonusGameId => (BONUS_GAME_IDS as readonly string[]).includes(game);
export { BONUS_GAME_IDS, type BonusGameId };
