import { chest } from './chest';
import { dragon } from './dragon';
import { fortuna } from './fortuna';
import { lottery } from './lottery';
import { memory } from './memory';
import { safe } from './safe';
import { BONUS_GAME_IDS, type BonusGameId, type GameRules } from './types';

// The rules of each game; a game's secret and state are its own, stored as JSON and handed back to
// the same game only (GameRules' methods take them bivariantly).
export const GAMES: Readonly<Record<BonusGameId, GameRules<unknown, unknown>>> = { fortuna, chest, memory, safe, lottery, dragon };

export const isBonusGame = (game: string): game is BonusGameId => (BONUS_GAME_IDS as readonly string[]).includes(game);
export { BONUS_GAME_IDS, type BonusGameId };
