'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { readChest } from '@/lib/bonusGames/board';
import type { BoardProps } from '../Board';
import { prizeLabel } from './prizeLabel';

/** Three chests: a button each while the play is open; once opened, every chest with its prize. */
export function ChestBoard({ play, terms, busy, onMove }: BoardProps) {
  const t = useTranslations('bonusGames');
  const format = useFormatter();
  const board = play ? readChest(play.board) : null;
  const open = play?.status === 'open';
  return (
    <ul className="bonus-row" aria-label={t('games.chest.name')}>
      {[0, 1, 2].map((index) => {
        const prize = board?.prizes?.[index];
        const picked = board?.picked === index;
        const label = prize ? t('board.chestPrize', { n: index + 1, prize: prizeLabel(t, format, prize, terms.catalogue) }) : t('board.chest', { n: index + 1 });
        return (
          <li key={index}>
            <button
              type="button"
              className={`bonus-chest${prize ? ' bonus-chest--open' : ''}${picked ? ' bonus-chest--picked' : ''}`}
              disabled={!open || busy}
              onClick={() => onMove({ chest: index })}
            >
              <svg viewBox="0 0 64 48" aria-hidden="true" className="bonus-chest__art">
                <rect x="6" y="20" width="52" height="24" rx="3" fill="#a0522d" />
                <path className="bonus-chest__lid" d="M6 20 Q32 2 58 20 Z" fill="#cd853f" />
                <rect x="28" y="22" width="8" height="9" rx="1" fill="#f5c542" />
              </svg>
              <span>{label}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
