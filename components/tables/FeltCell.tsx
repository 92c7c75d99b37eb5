'use client';

import type { CSSProperties, ReactNode } from 'react';
import { usePositionName } from './usePositionName';
import { PendingChip } from './PendingChip';

export interface FeltCellProps {
  position: string;
  className: string;
  pending: ReadonlyMap<string, number>;
  currency: string;
  disabled: boolean;
  onPosition: (position: string) => void;
  children: ReactNode;
  /** A hint under the name (a payout), part of the description. */
  hint?: string;
  /** Where the cell sits on its felt's grid. */
  style?: CSSProperties;
}

/** One bet position on a felt: a button named as the position ("17, красное"), with its pending chips. */
export function FeltCell({ position, className, pending, currency, disabled, onPosition, children, hint, style }: FeltCellProps) {
  const positionName = usePositionName();
  const id = `felt-${position.replace(/[^a-z0-9]/gi, '-')}`;
  const amount = pending.get(position);
  return (
    <button
      type="button"
      className={`felt-cell ${className}${amount ? ' felt-cell--pending' : ''}`}
      aria-label={positionName(position)}
      aria-describedby={amount ? `${id}-chip` : undefined}
      title={hint}
      style={style}
      disabled={disabled}
      onClick={() => onPosition(position)}
    >
      <span aria-hidden="true">{children}</span>
      <PendingChip id={`${id}-chip`} amountMinor={amount} currency={currency} />
    </button>
  );
}
