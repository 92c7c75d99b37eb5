'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { TableState } from '@/lib/api/tables/tableState';
import { useTableState } from '@/lib/api/tables/useTableState';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectIsSignedIn } from '@/store/slices/app';
import { accountsRequested } from '@/store/listeners/session';
import { chipsMinor } from '@/lib/tables/slip';
import { ErrorState } from '@/components/ui/ErrorState';
import { TableStatus } from './TableStatus';
import { SeatPanel } from './SeatPanel';
import { BetControls } from './BetControls';
import { TableFelt } from './TableFelt';
import { ResultsStrip } from './ResultsStrip';
import { FairnessPanel } from './FairnessPanel';
import { useSeat } from './useSeat';
import { useBetSlip } from './useBetSlip';
import { useTableClock } from './useTableClock';
import '@/app/styles/tables.css';

export interface LiveTableProps {
  lng: string;
  /** The table as the page's server render read it. */
  initial: TableState;
  loginHref: string;
  responsibleHref: string;
}

/**
 * A live table (docs/casino-tables-api.md): the round's status and countdown, the felt the site
 * draws, the chips and the pending slip, the player's seat, the last results and the fairness
 * proof. The state is polled every second while the tab is visible
 * (docs/decisions/live-table-updates.md).
 */
export function LiveTable({ lng, initial, loginHref, responsibleHref }: LiveTableProps) {
  const t = useTranslations('tables');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const tableId = initial.tableId;
  const seats = useSeat(tableId, lng);
  const { data = initial, error, mutate, isValidating } = useTableState(tableId, lng, seats.seat?.seatId ?? null, initial);
  const now = useTableClock(data.now);
  const chips = chipsMinor();
  const [chip, setChip] = useState(chips[0] ?? 1000);
  // A seat the table no longer knows (a reset table) reads as none: the player sits again.
  const me = seats.seat && data.me && data.me.seatId === seats.seat.seatId ? data.me : null;
  const slip = useBetSlip(tableId, lng, (state) => void mutate(state, { revalidate: false }));

  // A real seat's balance moved (a stake, a settled round): the header's balance reads the ledger again.
  const realBalance = me?.mode === 'real' ? me.balanceMinor : null;
  useEffect(() => {
    if (realBalance !== null) dispatch(accountsRequested());
  }, [realBalance, dispatch]);

  const betting = data.round.status === 'betting' && now < data.round.closesAt;
  return (
    <section className="live-table" aria-labelledby="live-table-heading">
      <h2 id="live-table-heading" className="live-table__heading">
        {t('heading')} · {t(`kind.${data.kind}`)}
      </h2>
      {error && !isValidating ? <ErrorState compact text={t('error')} retryLabel={t('retry')} onRetry={() => void mutate()} /> : null}
      <TableStatus state={data} now={now} me={me} />
      <div className="live-table__main">
        <TableFelt
          state={data}
          lng={lng}
          me={me}
          slip={slip.slip}
          disabled={!me || !betting}
          onPosition={(position) => slip.add(position, chip)}
          onAction={(next) => void mutate(next, { revalidate: false })}
        />
        <div className="live-table__side">
          <SeatPanel
            me={me}
            signedIn={signedIn}
            seats={seats}
            loginHref={loginHref}
            responsibleHref={responsibleHref}
          />
          {me ? (
            <BetControls
              chips={chips}
              chip={chip}
              onChip={setChip}
              currency={me.currency}
              slip={slip}
              betting={betting}
              onPlace={() => void slip.place(me.seatId)}
            />
          ) : null}
        </div>
      </div>
      <ResultsStrip kind={data.kind} results={data.lastResults} />
      <FairnessPanel round={data.round} />
    </section>
  );
}
