'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { readFortuna } from '@/lib/bonusGames/board';
import { labelPoint, rotationFor, sectorPath } from '@/lib/bonusGames/wheel';
import type { Prize } from '@/lib/api/bonusGames/schemas';
import type { BoardProps } from '../Board';
import { prizeText } from '../prizeText';

/** A sector's short label: the points, a free bet's or casino bonus's amount (the table under the wheel says it in full). */
function sectorLabel(t: ReturnType<typeof useTranslations<'bonusGames'>>, prize: Prize): string {
  if (prize.kind === 'none') return '—';
  if (prize.kind === 'points') return String(prize.points ?? 0);
  const amount = String(prize.amount ?? '—');
  return prize.kind === 'freeBet' ? t('board.wheelFreeBet', { amount }) : t('board.wheelCasino', { amount });
}

const COLORS = ['#2e86ab', '#e4572e', '#f5c542', '#9bc53d', '#5bc0eb', '#8e6c8a'];
const SIZE = 240;
const C = SIZE / 2;
const R = C - 6;

/** The wheel: its sectors as the terms list them; a finished spin turns it to the drawn sector (CSS transition). */
export function FortunaWheel({ play, terms }: BoardProps) {
  const t = useTranslations('bonusGames');
  const format = useFormatter();
  const count = terms.prizes.length;
  const board = play ? readFortuna(play.board) : null;
  const rotation = board ? rotationFor(board.sector, count) : 0;
  const drawn = board ? terms.prizes[board.sector] : undefined;
  return (
    <figure className="bonus-wheel">
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} role="img" aria-label={t('board.wheel')} className="bonus-wheel__svg">
        <g className="bonus-wheel__disc" style={{ transform: `rotate(${rotation}deg)`, transformOrigin: `${C}px ${C}px` }} data-sector={board?.sector ?? ''}>
          {terms.prizes.map((prize, index) => {
            const label = labelPoint(index, count, C, R);
            return (
              <g key={`${prize.id}-${index}`}>
                <path d={sectorPath(index, count, C, R)} fill={COLORS[index % COLORS.length]} stroke="#fff" strokeWidth="1.5" />
                <text x={label.x} y={label.y} transform={`rotate(${label.rotate - 90} ${label.x} ${label.y})`} className="bonus-wheel__label" textAnchor="middle" dominantBaseline="middle">
                  {sectorLabel(t, prize)}
                </text>
              </g>
            );
          })}
        </g>
        <circle cx={C} cy={C} r="14" fill="#fff" stroke="#333" />
        <path d={`M ${C - 10} 2 L ${C + 10} 2 L ${C} 24 Z`} fill="#222" />
      </svg>
      {drawn ? <figcaption>{t('board.sector', { prize: prizeText(t, format, drawn) })}</figcaption> : null}
    </figure>
  );
}
