import { dealtStatus } from '../../../backend/src/casino/tables/blackjack';
import { playerCard } from '../../../backend/src/casino/tables/draw';
import { casinoBackend } from './casinoHelpers';

export const TABLES = '/web-api/casino/tables';
/** Seeded tables of each kind (catalogue ids). */
export const ROULETTE = 3175;
export const BLACKJACK = 3180;
export const BACCARAT = 3185;

export /** The first of `seed-0`, `seed-1`, … that deals the round's first hand no blackjack. */
function playingSeed(tableId: number, number: number): string {
  for (let i = 0; ; i += 1) {
    const round = { table_id: tableId, number, server_seed: `seed-${i}` };
    if (dealtStatus([playerCard(round, 0), playerCard(round, 1)]) === 'playing') return round.server_seed;
  }
}

/** A casino backend with the live tables' calls; `login` is signed in unless null. */
export async function tablesBackend(options: { login?: string | null } = {}) {
  const b = await casinoBackend(options);
  let keys = 0;
  const state = (tableId: number, seatId?: string, h = b.headers) =>
    b.call('GET', `${TABLES}/${tableId}?lng=en${seatId ? `&seatId=${seatId}` : ''}`, { headers: h });
  const sit = (tableId: number, mode: 'real' | 'demo', extra: Record<string, unknown> = {}, h = b.headers) =>
    b.call('POST', `${TABLES}/${tableId}/seat?lng=en`, { body: { mode, ...extra }, headers: h });
  /** A seat taken (or the test fails loudly). */
  const seat = async (tableId: number, mode: 'real' | 'demo', h = b.headers) => {
    const res = await sit(tableId, mode, {}, h);
    if (res.status !== 200) throw new Error(`no seat: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as { seatId: string; balanceMinor: number; currency: string; mode: string };
  };
  const bet = (tableId: number, seatId: string, bets: { position: string; amountMinor: number }[], opts: { key?: string | null; headers?: Record<string, string> } = {}) => {
    const key = opts.key === undefined ? `table-key-${(keys += 1)}` : opts.key;
    return b.call('POST', `${TABLES}/${tableId}/bets?lng=en`, {
      body: { seatId, bets },
      headers: { ...(opts.headers ?? b.headers), ...(key === null ? {} : { 'Idempotency-Key': key }) },
    });
  };
  const action = (tableId: number, seatId: string, action: string, h = b.headers) =>
    b.call('POST', `${TABLES}/${tableId}/actions?lng=en`, { body: { seatId, action }, headers: { ...h, 'Idempotency-Key': `action-key-${(keys += 1)}` } });
  const forceRound = (tableId: number, outcome?: unknown) => b.control('POST', `/tables/${tableId}/round`, outcome === undefined ? {} : { outcome });
  /** Minor units of the player's main account. */
  const minor = async () => Math.round(((await b.money()) ?? NaN) * 100);
  return { ...b, state, sit, seat, bet, action, forceRound, minor };
}
