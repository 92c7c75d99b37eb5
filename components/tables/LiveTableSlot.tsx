import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api/http';
import { fetchTableState } from '@/lib/api/tables/tableState';
import { TableFault } from './TableFault';
import { LiveTable } from './lazyLiveTable';

export interface LiveTableSlotProps {
  lng: string;
  gameId: number;
  loginHref: string;
  responsibleHref: string;
  /** What the page shows for a live game that is no table (the backend's 404). */
  unavailable: ReactNode;
}

/**
 * A live-casino game's place on its page (docs/casino-tables-api.md): the backend's table, first
 * read here so the page comes with the round on it; a game that is no table keeps the page's
 * "cannot be started" note; a backend fault is an error block whose retry renders the page again.
 */
export async function LiveTableSlot({ lng, gameId, loginHref, responsibleHref, unavailable }: LiveTableSlotProps) {
  const read = await fetchTableState(gameId, lng, null, { signal: AbortSignal.timeout(5000) }).then(
    (state) => ({ state }),
    (error: unknown) => ({ notTable: error instanceof ApiError && error.status === 404 }),
  );
  if ('state' in read) return <LiveTable lng={lng} initial={read.state} loginHref={loginHref} responsibleHref={responsibleHref} />;
  return read.notTable ? unavailable : <TableFault />;
}
