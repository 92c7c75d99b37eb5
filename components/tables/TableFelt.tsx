'use client';

import type { Seat, TableState } from '@/lib/api/tables/tableState';
import type { Slip } from '@/lib/tables/slip';
import { RouletteWheel } from './RouletteWheel';
import { RouletteFelt } from './RouletteFelt';
import { BaccaratFelt } from './BaccaratFelt';
import { BlackjackTable } from './BlackjackTable';

export interface TableFeltProps {
  state: TableState;
  lng: string;
  me: Seat | null;
  slip: Slip;
  /** No seat, or the betting window is closed: the positions take no chips. */
  disabled: boolean;
  onPosition: (position: string) => void;
  onAction: (state: TableState) => void;
}

/** The game's own felt: the wheel and the roulette layout, the baccarat boxes, the blackjack hands. */
export function TableFelt({ state, lng, me, slip, disabled, onPosition, onAction }: TableFeltProps) {
  const pending = new Map(slip.map((line) => [line.position, line.amountMinor]));
  const currency = me?.currency ?? state.limits.currency;
  if (state.kind === 'roulette') {
    return (
      <div className="live-table__felt live-table__felt--roulette">
        <RouletteWheel round={state.round} lastResults={state.lastResults} />
        <RouletteFelt pending={pending} currency={currency} disabled={disabled} onPosition={onPosition} />
      </div>
    );
  }
  if (state.kind === 'baccarat') {
    return (
      <div className="live-table__felt live-table__felt--baccarat">
        <BaccaratFelt round={state.round} lastResults={state.lastResults} pending={pending} currency={currency} disabled={disabled} onPosition={onPosition} />
      </div>
    );
  }
  return (
    <div className="live-table__felt live-table__felt--blackjack">
      <BlackjackTable state={state} lng={lng} me={me} pending={pending} currency={currency} disabled={disabled} onPosition={onPosition} onAction={onAction} />
    </div>
  );
}
