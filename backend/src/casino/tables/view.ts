import type { Db } from '../../db/handle';
import type { Lang } from '../../lang';
import { sessionBalance } from '../wallet/wallet';
import { findSession } from '../wallet/store';
import { handValue } from './blackjack';
import { tableName, type LiveTable } from './catalogue';
import { ACTIVE_WINDOW_MS, RESULTS_SHOWN, tableLimits } from './config';
import { clientSeedOf } from './draw';
import { activeSeatCount, findHand, seatBets, settledRounds, type SeatRow, type TableRoundRow } from './store';

/** The answers of the live tables (docs/casino-tables-api.md): money in minor units, times in ms of the backend clock. */
const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

export function resultView(round: TableRoundRow) {
  return { roundId: round.id, number: round.number, outcome: parse(round.outcome), settledAt: round.settled_at };
}

export const lastResults = (db: Db, tableId: number) => settledRounds(db, tableId, RESULTS_SHOWN).map(resultView);

export function roundView(round: TableRoundRow) {
  const settled = round.status === 'settled';
  return {
    roundId: round.id,
    number: round.number,
    status: round.status,
    closesAt: round.closes_at,
    decidesUntil: round.decides_until,
    nextAt: round.next_at,
    commitment: round.commitment,
    clientSeed: clientSeedOf(round.table_id),
    nonce: round.number,
    serverSeed: settled ? round.server_seed : null,
    // While deciding, a blackjack round shows the dealer's up card only.
    outcome: settled || round.status === 'deciding' ? parse(round.outcome) : null,
  };
}

function seatBalance(db: Db, seat: SeatRow): number {
  if (seat.mode === 'demo') return seat.demo_balance_minor ?? 0;
  const session = seat.session_id ? findSession(db, seat.session_id) : undefined;
  return session ? sessionBalance(db, session) : 0;
}

function handView(db: Db, round: TableRoundRow, seatId: string) {
  const hand = findHand(db, round.id, seatId);
  if (!hand) return null;
  const cards = JSON.parse(hand.cards) as string[];
  const { total, soft } = handValue(cards);
  return { cards, total, soft, status: hand.status, canDouble: round.status === 'deciding' && hand.status === 'playing' && cards.length === 2 };
}

/** The seat's total win in the last settled round it bet in (null: none yet). */
function lastWin(db: Db, seat: SeatRow): number | null {
  const row = db
    .prepare(
      `SELECT SUM(s.win_minor) AS win FROM live_table_stakes s WHERE s.seat_id = ? AND s.round_id = (
         SELECT st.round_id FROM live_table_stakes st JOIN live_table_rounds r ON r.id = st.round_id
         WHERE st.seat_id = ? AND r.status = 'settled' ORDER BY r.number DESC LIMIT 1)`,
    )
    .get(seat.id, seat.id) as { win: number | null };
  return row.win;
}

export function seatView(db: Db, seat: SeatRow, round: TableRoundRow) {
  // A blackjack double is a second stake on `main`: shown as one bet of the hand's whole stake.
  const bets = new Map<string, { betId: string; position: string; amountMinor: number; winMinor: number | null }>();
  for (const bet of seatBets(db, round.id, seat.id)) {
    const key = round.kind === 'blackjack' ? bet.position : bet.id;
    const seen = bets.get(key);
    if (seen) {
      seen.amountMinor += bet.amount_minor;
      seen.winMinor = seen.winMinor === null || bet.win_minor === null ? null : seen.winMinor + bet.win_minor;
    } else {
      bets.set(key, { betId: bet.id, position: bet.position, amountMinor: bet.amount_minor, winMinor: bet.win_minor });
    }
  }
  return {
    seatId: seat.id,
    mode: seat.mode,
    currency: seat.iso,
    balanceMinor: seatBalance(db, seat),
    bets: [...bets.values()],
    hand: round.kind === 'blackjack' ? handView(db, round, seat.id) : null,
    lastWinMinor: lastWin(db, seat),
  };
}

const players = (db: Db, tableId: number, now: number) => activeSeatCount(db, tableId, now - ACTIVE_WINDOW_MS);

export function tableSummary(db: Db, table: LiveTable, round: TableRoundRow, now: number, lang: Lang) {
  return {
    tableId: table.id,
    kind: table.kind,
    name: tableName(table, lang),
    status: round.status,
    roundNumber: round.number,
    closesAt: round.closes_at,
    players: players(db, table.id, now),
    lastResults: lastResults(db, table.id),
  };
}

export function tableState(db: Db, table: LiveTable, round: TableRoundRow, now: number, lang: Lang, seat: SeatRow | null) {
  return {
    tableId: table.id,
    kind: table.kind,
    name: tableName(table, lang),
    now,
    limits: tableLimits(seat?.iso ?? 'RUB'),
    round: roundView(round),
    lastResults: lastResults(db, table.id),
    players: players(db, table.id, now),
    me: seat ? seatView(db, seat, round) : null,
  };
}
