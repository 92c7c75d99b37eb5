import { randomBytes } from 'node:crypto';
import type { UserRow } from '../../accounts/rows';
import type { Db } from '../../db/handle';
import { ApiError } from '../../errors';
import type { Lang } from '../../lang';
import { assertNotRestricted } from '../../limits/enforce';
import type { EngineId } from '../games/engines';
import { createPlaySession, rebindSession } from '../play/sessions';
import type { LiveTable } from './catalogue';
import { DEMO_CURRENCY, DEMO_START_MINOR } from './config';
import { findSeat, insertSeat, type SeatRow } from './store';

/**
 * Seats (docs/casino-tables-api.md "Seats"). A real seat: a signed-in player, one of his main or
 * currency accounts (the active one when none is named), backed by a casino play session in real
 * mode so its stakes go through the wallet; refused while a block 37, self-exclusion or time-out
 * runs. A demo seat: anyone, 100 000.00 of RUB play money kept on the seat, no money moves. The same
 * player sitting again at the same table in the same mode (and account) gets his seat back.
 */
export interface SitInput {
  mode: 'real' | 'demo';
  user?: UserRow;
  authSessionId?: string;
  accountId?: number;
  lang: Lang;
}

const seatId = () => `seat_${randomBytes(12).toString('hex')}`;

function existingRealSeat(db: Db, table: LiveTable, userId: number, accountId: number | undefined): SeatRow | undefined {
  if (accountId !== undefined) {
    return db.prepare("SELECT * FROM live_table_seats WHERE table_id = ? AND user_id = ? AND mode = 'real' AND account_id = ?").get(table.id, userId, accountId) as
      | SeatRow
      | undefined;
  }
  return db
    .prepare(
      `SELECT s.* FROM live_table_seats s JOIN accounts a ON a.id = s.account_id
       WHERE s.table_id = ? AND s.user_id = ? AND s.mode = 'real' AND a.is_active = 1`,
    )
    .get(table.id, userId) as SeatRow | undefined;
}

function sitReal(db: Db, now: number, table: LiveTable, input: SitInput & { user: UserRow }): SeatRow {
  const existing = existingRealSeat(db, table, input.user.id, input.accountId);
  if (existing) {
    assertNotRestricted(db, input.user.id, Math.floor(now / 1000), input.lang);
    if (existing.session_id && input.authSessionId) rebindSession(db, existing.session_id, input.authSessionId);
    return existing;
  }
  // The play session checks the restrictions and picks the account (404 account_not_found, 422 account_not_allowed).
  const session = createPlaySession(db, now, {
    game: { id: table.id, name: table.name, engine: table.kind as unknown as EngineId, theme: 0 },
    mode: 'real',
    lang: input.lang,
    user: input.user,
    authSessionId: input.authSessionId,
    accountId: input.accountId,
    clientSeed: `table-${table.id}`,
  });
  const same = existingRealSeat(db, table, input.user.id, session.account_id ?? undefined);
  if (same) {
    db.prepare('UPDATE live_table_seats SET session_id = ? WHERE id = ?').run(session.id, same.id);
    return findSeat(db, same.id) as SeatRow;
  }
  const seat: SeatRow = {
    id: seatId(),
    table_id: table.id,
    mode: 'real',
    user_id: input.user.id,
    account_id: session.account_id,
    session_id: session.id,
    iso: session.iso,
    demo_balance_minor: null,
    created_at: now,
    last_bet_at: null,
  };
  insertSeat(db, seat);
  return seat;
}

export function sit(db: Db, now: number, table: LiveTable, input: SitInput): SeatRow {
  return db
    .transaction((): SeatRow => {
      if (input.mode === 'real') {
        if (!input.user) throw new ApiError(401, 'Sign in to play for money', { code: 'unauthorized' });
        return sitReal(db, now, table, { ...input, user: input.user });
      }
      if (input.user) {
        const existing = db.prepare("SELECT * FROM live_table_seats WHERE table_id = ? AND user_id = ? AND mode = 'demo'").get(table.id, input.user.id) as
          | SeatRow
          | undefined;
        if (existing) return existing;
      }
      const seat: SeatRow = {
        id: seatId(),
        table_id: table.id,
        mode: 'demo',
        user_id: input.user?.id ?? null,
        account_id: null,
        session_id: null,
        iso: DEMO_CURRENCY,
        demo_balance_minor: DEMO_START_MINOR,
        created_at: now,
        last_bet_at: null,
      };
      insertSeat(db, seat);
      return seat;
    })
    .immediate();
}
