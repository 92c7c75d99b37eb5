'use client';

import { useTranslations } from 'next-intl';
import { readDragon } from '@/lib/bonusGames/board';
import type { BoardProps } from '../Board';

const EGG_COLORS = ['#9bc53d', '#5bc0eb', '#f5c542'];

/** Three levels of three eggs, the current level's eggs as buttons, and collecting what was gathered. */
export function DragonBoard({ play, terms, busy, onMove }: BoardProps) {
  const t = useTranslations('bonusGames');
  const board = play ? readDragon(play.board) : null;
  const open = play?.status === 'open';
  const levels = terms.levels ?? [];
  return (
    <div className="bonus-dragon">
      {board ? <p className="muted">{t('board.collected', { points: board.collected })}</p> : null}
      {board && board.burnt > 0 ? <p className="bonus-notice bonus-notice--error">{t('board.burnt', { points: board.burnt })}</p> : null}
      <ol className="bonus-dragon__levels" reversed>
        {[...levels.keys()].reverse().map((level) => {
          const pick = board?.picks[level];
          const current = open && board?.level === level;
          return (
            <li key={level} className={`bonus-dragon__level${current ? ' bonus-dragon__level--current' : ''}`}>
              <span className="bonus-dragon__name">
                {t('board.level', { level: level + 1 })} · +{levels[level]!.points}
              </span>
              <span className="bonus-row">
                {[0, 1, 2].map((egg) => {
                  const dragon = board?.dragons?.[level]?.includes(egg) ?? (pick?.egg === egg && pick.dragon);
                  const label = pick?.egg === egg || board?.dragons ? (dragon ? t('board.eggDragon', { level: level + 1, n: egg + 1 }) : t('board.eggGood', { level: level + 1, n: egg + 1 })) : t('board.egg', { level: level + 1, n: egg + 1 });
                  return (
                    <button key={egg} type="button" className={`bonus-egg${pick?.egg === egg ? ' bonus-egg--picked' : ''}`} disabled={!current || busy} aria-label={label} onClick={() => onMove({ egg })}>
                      <svg viewBox="0 0 40 52" aria-hidden="true">
                        <ellipse cx="20" cy="28" rx="16" ry="22" fill={dragon && (pick?.egg === egg || board?.dragons) ? '#e4572e' : EGG_COLORS[egg]} />
                      </svg>
                    </button>
                  );
                })}
              </span>
            </li>
          );
        })}
      </ol>
      {open && board && board.collected > 0 ? (
        <button type="button" className="btn btn--accent" disabled={busy} onClick={() => onMove({ collect: true })}>
          {t('board.collect', { points: board.collected })}
        </button>
      ) : null}
    </div>
  );
}
