'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { TableResult, TableState } from '@/lib/api/tables/tableState';
import { WHEEL_ORDER, colorOf, wheelRotation } from '@/lib/tables/roulette';

const STEP = 360 / WHEEL_ORDER.length;
const R_OUT = 96;
const R_IN = 62;

function point(radius: number, degrees: number): string {
  const radians = ((degrees - 90) * Math.PI) / 180;
  return `${(100 + radius * Math.cos(radians)).toFixed(2)} ${(100 + radius * Math.sin(radians)).toFixed(2)}`;
}

function wedge(index: number): string {
  const from = index * STEP - STEP / 2;
  const to = from + STEP;
  return `M ${point(R_IN, from)} L ${point(R_OUT, from)} A ${R_OUT} ${R_OUT} 0 0 1 ${point(R_OUT, to)} L ${point(R_IN, to)} A ${R_IN} ${R_IN} 0 0 0 ${point(R_IN, from)} Z`;
}

/** The number the wheel shows: this round's once settled, else the last settled round's. */
function shownNumber(round: TableState['round'], lastResults: readonly TableResult[]): number | null {
  if (round.outcome && 'color' in round.outcome) return round.outcome.number;
  const last = lastResults[0]?.outcome;
  return last && 'color' in last ? last.number : null;
}

/**
 * The wheel, drawn here: 37 pockets in the wheel's order. On a settle it turns forward (a CSS
 * transition, none under `prefers-reduced-motion`) until the winning pocket stands under the pointer.
 */
export function RouletteWheel({ round, lastResults }: { round: TableState['round']; lastResults: readonly TableResult[] }) {
  const t = useTranslations('tables');
  const number = shownNumber(round, lastResults);
  const [spin, setSpin] = useState(() => ({ number, rotation: number === null ? 0 : wheelRotation(-720, number) }));
  if (spin.number !== number && number !== null) setSpin({ number, rotation: wheelRotation(spin.rotation, number) });

  return (
    <figure className="roulette-wheel">
      <svg viewBox="0 0 200 200" role="img" aria-label={t('wheel')}>
        <circle cx="100" cy="100" r="99" className="roulette-wheel__rim" />
        <g className="roulette-wheel__rotor" style={{ transform: `rotate(${spin.rotation}deg)` }}>
          {WHEEL_ORDER.map((pocket, index) => (
            <g key={pocket}>
              <path d={wedge(index)} className={`roulette-wheel__pocket roulette-wheel__pocket--${colorOf(pocket)}`} />
              <text transform={`rotate(${index * STEP} 100 100)`} x="100" y="16" textAnchor="middle" className="roulette-wheel__number">
                {pocket}
              </text>
            </g>
          ))}
          <circle cx="100" cy="100" r={R_IN} className="roulette-wheel__hub" />
        </g>
        <path d="M 94 0 L 106 0 L 100 12 Z" className="roulette-wheel__pointer" />
      </svg>
      {number !== null ? (
        <figcaption className={`roulette-wheel__result roulette-wheel__result--${colorOf(number)}`}>{t('wheelNumber', { number })}</figcaption>
      ) : null}
    </figure>
  );
}
