import type { TableState } from '@/lib/api/tables/tableState';

// Table states as the backend answers them (docs/casino-tables-api.md), for the table's component tests.
export const NOW = 1_800_000_000_000;
export const COMMITMENT = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

export function tableState(extra: Partial<TableState> = {}, round: Partial<TableState['round']> = {}): TableState {
  return {
    tableId: 5101,
    kind: 'roulette',
    name: 'Velvet Roulette Live',
    now: NOW,
    limits: { currency: 'RUB', minMinor: 1000, maxMinor: 10_000_000 },
    round: {
      roundId: 77,
      number: 12,
      status: 'betting',
      closesAt: NOW + 12_000,
      decidesUntil: null,
      nextAt: null,
      commitment: COMMITMENT,
      clientSeed: 'table-5101',
      nonce: 12,
      serverSeed: null,
      outcome: null,
      ...round,
    },
    lastResults: [{ roundId: 76, number: 11, outcome: { number: 32, color: 'red' }, settledAt: NOW - 20_000 }],
    players: 3,
    me: null,
    ...extra,
  };
}

export function seat(extra: Partial<NonNullable<TableState['me']>> = {}): NonNullable<TableState['me']> {
  return { seatId: 9, mode: 'demo', currency: 'RUB', balanceMinor: 10_000_000, bets: [], hand: null, lastWinMinor: null, ...extra };
}
