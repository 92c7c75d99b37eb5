'use client';

import { useState } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import { readLottery } from '@/lib/bonusGames/board';
import type { BoardProps } from '../Board';
import { prizeLabel } from './prizeLabel';

/** The ticket's nine cells, printed at the start: each a button that scratches it open, or all at once. */
export function LotteryBoard({ play, terms }: BoardProps) {
  const t = useTranslations('bonusGames');
  const format = useFormatter();
  const board = play ? readLottery(play.board) : null;
  const [scratched, setScratched] = useState<{ playId: number; cells: number[] }>({ playId: 0, cells: [] });
  const open = board && play ? (scratched.playId === play.id ? scratched.cells : []) : [];
  const scratch = (cells: number[]) => play && setScratched({ playId: play.id, cells: [...new Set([...open, ...cells])] });
  return (
    <div className="bonus-ticket">
      <ul className="bonus-ticket__grid" aria-label={t('games.lottery.name')}>
        {Array.from({ length: 9 }, (_, index) => {
          const cell = board?.cells[index];
          const shown = cell !== undefined && open.includes(index);
          return (
            <li key={index}>
              <button type="button" className={`bonus-cell${shown ? ' bonus-cell--open' : ''}`} disabled={!board || shown} onClick={() => scratch([index])}>
                {shown ? t('board.cellOpen', { n: index + 1, prize: prizeLabel(t, format, cell, terms.catalogue) }) : t('board.cell', { n: index + 1 })}
              </button>
            </li>
          );
        })}
      </ul>
      {board && open.length < 9 ? (
        <button type="button" className="btn btn--ghost" onClick={() => scratch([0, 1, 2, 3, 4, 5, 6, 7, 8])}>
          {t('board.scratchAll')}
        </button>
      ) : null}
    </div>
  );
}
