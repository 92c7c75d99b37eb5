import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireSession, type RequestUser } from '../auth/requireSession';
import { moneyAllowed } from '../auth/rights';
import { assertTermsAccepted } from '../auth/terms';
import { rebindSession } from '../casino/play/sessions';
import { act } from '../casino/tables/actions';
import { placeBets } from '../casino/tables/bets';
import { findLiveTable, liveTables, type LiveTable } from '../casino/tables/catalogue';
import { MAX_POSITIONS } from '../casino/tables/config';
import { advanceTable } from '../casino/tables/cycle';
import { sit } from '../casino/tables/seats';
import { findSeat, type SeatRow } from '../casino/tables/store';
import { tableState, tableSummary } from '../casino/tables/view';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { pickLang } from '../lang';
import { readBody } from '../validate';

/**
 * The live tables' site API (docs/casino-tables-api.md) under /web-api/casino/tables: the tables,
 * one table's state (with the asking seat's own view), sitting down, betting and a blackjack hand's
 * decisions. Every POST passes the request guard (same origin, JSON); a real seat is its signed-in
 * player's only, a demo seat of a guest is its id's bearer's.
 */
const TABLE_ID = '{[0-9]{1,9}}';
const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const seatId = z.string().min(1).max(64);

const SeatBody = z.strictObject({ mode: z.enum(['real', 'demo']), accountId: z.number().int().positive().optional() });
const BetsBody = z.strictObject({
  seatId,
  bets: z
    .array(z.strictObject({ position: z.string().min(1).max(20), amountMinor: z.number().int().positive().max(1_000_000_000_000) }))
    .min(1)
    .max(MAX_POSITIONS),
});
const ActionBody = z.strictObject({ seatId, action: z.enum(['hit', 'stand', 'double']) });

const seatNotFound = (id: string) => new ApiError(404, `No seat ${id} of yours at this table`, { code: 'seat_not_found' });

export function liveTableRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.use('/casino/tables/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.use('/casino/tables', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });

  const tableOf = (c: Context): LiveTable => {
    const table = findLiveTable(db, Number(c.req.param('tableId')));
    if (!table) throw new ApiError(404, 'This game is not a live table', { code: 'table_not_found' });
    return table;
  };

  /** The seat if the request's player (or, for a guest's demo seat, its bearer) owns it. */
  const ownSeat = (table: LiveTable, id: string | undefined, player: RequestUser | null): SeatRow | null => {
    const seat = id ? findSeat(db, id) : undefined;
    if (!seat || seat.table_id !== table.id) return null;
    if (seat.user_id === null) return seat;
    if (player?.user.id !== seat.user_id) return null;
    return seat.mode === 'real' && !moneyAllowed(player.user, 'read') ? null : seat;
  };

  /** The seat a state change acts for: a real seat needs its player signed in, allowed to stake and on the current terms. */
  const actingSeat = (c: Context, table: LiveTable, id: string): SeatRow => {
    const seat = findSeat(db, id);
    if (!seat || seat.table_id !== table.id) throw seatNotFound(id);
    const player = requireSession(c, deps, seat.mode === 'real' ? { money: 'move' } : {});
    if (seat.user_id === null) return seat;
    if (!player) throw new ApiError(401, 'Not signed in', { code: 'unauthorized' });
    if (player.user.id !== seat.user_id) throw seatNotFound(id);
    if (seat.mode === 'real') {
      assertTermsAccepted(db, player.user);
      // The player's live sign-in carries the seat's play session on (the wallet needs it live).
      if (seat.session_id) rebindSession(db, seat.session_id, player.session.id);
    }
    return seat;
  };

  const requestKey = (c: Context): string => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (!key || key.length > 100) throw new ApiError(400, `The ${IDEMPOTENCY_HEADER} header (1–100 characters) is required`, { code: 'idempotency_key_required' });
    return key;
  };

  const stateOf = (c: Context, table: LiveTable, seat: SeatRow | null) => {
    const now = clock.now();
    const round = advanceTable(db, now, table);
    return tableState(db, table, round, now, pickLang(c.req.query('lng')), seat ? (findSeat(db, seat.id) ?? null) : null);
  };

  app.get('/casino/tables', (c) => {
    const lang = pickLang(c.req.query('lng'));
    const now = clock.now();
    return c.json({ tables: liveTables(db).map((table) => tableSummary(db, table, advanceTable(db, now, table), now, lang)) });
  });

  app.get(`/casino/tables/:tableId${TABLE_ID}`, (c) => {
    const table = tableOf(c);
    const player = requireSession(c, deps);
    return c.json(stateOf(c, table, ownSeat(table, c.req.query('seatId'), player)));
  });

  app.post(`/casino/tables/:tableId${TABLE_ID}/seat`, async (c) => {
    const table = tableOf(c);
    const body = await readBody(c, SeatBody);
    const player = requireSession(c, deps, body.mode === 'real' ? { money: 'move' } : {});
    if (body.mode === 'real') {
      if (!player) throw new ApiError(401, 'Sign in to play for money', { code: 'unauthorized' });
      assertTermsAccepted(db, player.user);
    }
    const now = clock.now();
    const seat = sit(db, now, table, {
      mode: body.mode,
      user: player?.user,
      authSessionId: player?.session.id,
      accountId: body.accountId,
      lang: pickLang(c.req.query('lng')),
    });
    return c.json(stateOf(c, table, seat).me);
  });

  app.post(`/casino/tables/:tableId${TABLE_ID}/bets`, async (c) => {
    const table = tableOf(c);
    const key = requestKey(c);
    const body = await readBody(c, BetsBody);
    const seat = actingSeat(c, table, body.seatId);
    const { replayed } = placeBets(db, clock.now(), table, seat, key, body.bets);
    if (replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(stateOf(c, table, seat));
  });

  app.post(`/casino/tables/:tableId${TABLE_ID}/actions`, async (c) => {
    const table = tableOf(c);
    const key = requestKey(c);
    const body = await readBody(c, ActionBody);
    const seat = actingSeat(c, table, body.seatId);
    const { replayed } = act(db, clock.now(), table, seat, key, body.action);
    if (replayed) c.header('Idempotency-Replayed', 'true');
    return c.json(stateOf(c, table, seat));
  });

  return app;
}
