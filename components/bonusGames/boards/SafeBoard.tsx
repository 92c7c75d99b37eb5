'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { readSafe } from '@/lib/bonusGames/board';
import type { BoardProps } from '../Board';
import { prizeLabel } from './prizeLabel';

/** The safe with its four codes, a button each; once tried, which code opened it and what was inside. */
export function SafeBoard({ play, terms, busy, onMove }: BoardProps) {
  const t = useTranslations('bonusGames');
  const format = useFormatter();
  const board = play ? readSafe(play.board) : null;
  const open = play?.status === 'open';
  return (
    <div className="bonus-safe">
      <svg viewBox="0 0 120 120" aria-hidden="true" className={`bonus-safe__art${board?.opens !== null && board?.opens === board?.picked ? ' bonus-safe__art--open' : ''}`}>
        <rect x="10" y="10" width="100" height="100" rx="8" fill="#6c757d" />
        <rect x="20" y="20" width="80" height="80" rx="6" fill="#495057" />
        <g className="bonus-safe__dial">
          <circle cx="60" cy="60" r="22" fill="#adb5bd" />
          <path d="M60 38 L60 48" stroke="#212529" strokeWidth="4" />
        </g>
      </svg>
      {board ? (
        <ul className="bonus-row" aria-label={t('games.safe.name')}>
          {board.codes.map((code, index) => (
            <li key={code}>
              <button
                type="button"
                className={`bonus-code${board.picked === index ? ' bonus-code--picked' : ''}${board.opens === index ? ' bonus-code--right' : ''}`}
                disabled={!open || busy}
                onClick={() => onMove({ code: index })}
              >
                {t('board.code', { code })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {board && board.opens !== null && board.prize ? (
        <p>{t('board.safeOpens', { code: board.codes[board.opens] ?? '', prize: prizeLabel(t, format, board.prize, terms.catalogue) })}</p>
      ) : null}
    </div>
  );
}
