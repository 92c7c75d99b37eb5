'use client';

import { useTranslations } from 'next-intl';
import { readMemory } from '@/lib/bonusGames/board';
import type { BoardProps } from '../Board';

const SYMBOLS = ['★', '♥', '♦', '♣', '☀', '☾'];

/** The 4×3 board: a button per card, turned one at a time through the backend; pairs found stay up. */
export function MemoryBoard({ play, busy, onMove }: BoardProps) {
  const t = useTranslations('bonusGames');
  const board = play ? readMemory(play.board) : null;
  const open = play?.status === 'open';
  return (
    <div className="bonus-memory">
      {board ? (
        <p className="muted">
          {t('board.turnsLeft', { count: board.turnsLeft })} · {t('board.pairs', { count: board.matched.length / 2 })}
        </p>
      ) : null}
      <ul className="bonus-memory__grid" aria-label={t('games.memory.name')}>
        {Array.from({ length: 12 }, (_, index) => {
          const face = board?.faces[String(index)];
          const matched = board?.matched.includes(index) ?? false;
          return (
            <li key={index}>
              <button
                type="button"
                className={`bonus-card-tile${face !== undefined ? ' bonus-card-tile--up' : ''}${matched ? ' bonus-card-tile--matched' : ''}`}
                disabled={!open || busy || matched || (face !== undefined && board?.up.length !== 2)}
                aria-label={face !== undefined ? t('board.cardFace', { n: index + 1, symbol: SYMBOLS[face] ?? '?' }) : t('board.card', { n: index + 1 })}
                onClick={() => onMove({ card: index })}
              >
                <span aria-hidden="true">{face !== undefined ? SYMBOLS[face] : '?'}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
