'use client';

import type { BonusGame } from '@/lib/api/bonusGames/game';
import type { BonusGameId, Play } from '@/lib/api/bonusGames/schemas';
import { FortunaWheel } from './boards/FortunaWheel';
import { ChestBoard } from './boards/ChestBoard';
import { MemoryBoard } from './boards/MemoryBoard';
import { SafeBoard } from './boards/SafeBoard';
import { LotteryBoard } from './boards/LotteryBoard';
import { DragonBoard } from './boards/DragonBoard';

export interface BoardProps {
  play: Play | null;
  terms: BonusGame;
  busy: boolean;
  onMove: (move: Record<string, number | boolean>) => void;
}

/** The board of the game: every pick is a button (keyboard), each drawn in SVG or CSS with a light animation. */
export function Board({ game, ...props }: BoardProps & { game: BonusGameId }) {
  switch (game) {
    case 'fortuna':
      return <FortunaWheel {...props} />;
    case 'chest':
      return <ChestBoard {...props} />;
    case 'memory':
      return <MemoryBoard {...props} />;
    case 'safe':
      return <SafeBoard {...props} />;
    case 'lottery':
      return <LotteryBoard {...props} />;
    case 'dragon':
      return <DragonBoard {...props} />;
  }
}
