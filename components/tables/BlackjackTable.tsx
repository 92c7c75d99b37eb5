'use client';

import { useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/http';
import type { Seat, TableState } from '@/lib/api/tables/tableState';
import { tableAction, type HandAction } from '@/lib/api/tables/tableAction';
import { FeltCell } from './FeltCell';
import { CardRow } from './PlayingCard';

export interface BlackjackTableProps {
  state: TableState;
  lng: string;
  me: Seat | null;
  pending: ReadonlyMap<string, number>;
  currency: string;
  disabled: boolean;
  onPosition: (position: string) => void;
  onAction: (state: TableState) => void;
}

/**
 * The blackjack table: the dealer's cards (his up card alone while hands decide), the
 * player's hand with its total, Hit / Stand / Double while his hand plays, and the bet spot.
 */
export function BlackjackTable({ state, lng, me, pending, currency, disabled, onPosition, onAction }: BlackjackTableProps) {
  const t = useTranslations('tables');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = useRef<{ action: string; key: string } | null>(null);
  const { round } = state;
  const dealer = round.outcome && 'dealer' in round.outcome ? round.outcome : null;
  // No hole card (docs/decisions/live-tables.md): while hands decide the dealer shows his up card alone.
  const dealerCards = dealer ? dealer.dealer : [];
  const hand = me?.hand ?? null;
  const deciding = round.status === 'deciding' && hand?.status === 'playing';

  const act = async (action: HandAction) => {
    if (!me) return;
    const body = `${String(round.roundId)}:${hand?.cards.length ?? 0}:${action}`;
    if (attempt.current?.action !== body) attempt.current = { action: body, key: crypto.randomUUID() };
    setBusy(true);
    setError(null);
    try {
      onAction(await tableAction(state.tableId, me.seatId, action, attempt.current.key, lng));
      attempt.current = null;
    } catch (failure) {
      // An answer ends the attempt; no answer keeps its key for the retry.
      if (!(failure instanceof ApiError) || failure.status !== 0) attempt.current = null;
      setError(t('blackjack.actionError', { detail: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="blackjack">
      <div className="blackjack__dealer">
        <p className="blackjack__label">
          {t('blackjack.dealer')}
          {dealer && round.status === 'settled' ? ` · ${dealer.dealerTotal}` : ''}
        </p>
        {dealerCards.length ? <CardRow cards={dealerCards} label={t('blackjack.dealer')} /> : null}
      </div>
      {hand ? (
        <div className="blackjack__hand">
          <p className="blackjack__label">
            {t('blackjack.hand')} · {t('blackjack.total', { total: hand.total, soft: String(hand.soft) })} · {t(`blackjack.handStatus.${hand.status}`)}
          </p>
          <CardRow cards={hand.cards} label={t('blackjack.hand')} />
        </div>
      ) : null}
      {deciding ? (
        <div className="blackjack__actions" role="group" aria-label={t('blackjack.hand')}>
          <button type="button" className="btn btn--accent" disabled={busy} onClick={() => void act('hit')}>
            {t('blackjack.hit')}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act('stand')}>
            {t('blackjack.stand')}
          </button>
          {hand?.canDouble ? (
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act('double')}>
              {t('blackjack.double')}
            </button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p className="live-table__slip-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="blackjack__spot" role="group" aria-label={t('felt')}>
        <FeltCell position="main" className="felt-cell--box felt-cell--main" pending={pending} currency={currency} disabled={disabled} onPosition={onPosition}>
          {t('position.main')}
        </FeltCell>
      </div>
    </div>
  );
}
