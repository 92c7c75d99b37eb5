// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findUserById } from '../../../backend/src/accounts/users';
import { walletBet } from '../../../backend/src/casino/wallet/wallet';
import { once } from '../../../backend/src/coupon/idempotency';
import { placeCoupon } from '../../../backend/src/coupon/place';
import { PlaceBodySchema } from '../../../backend/src/coupon/request';
import type { Db } from '../../../backend/src/db/handle';
import { openDb } from '../../../backend/src/setup/open';
import { ApiError } from '../../../backend/src/errors';
import { reserveDeposit } from '../../../backend/src/limits/reservations';
import { loadSiteConfig } from '../../../backend/src/siteConfigStore';
import { BASE_BODY } from './couponHelpers';
import { makeBackend } from './helpers';
import { LIMITS_NOW, V3 } from './limitsHelpers';

/**
 * The limit checks hold across backend processes (ARCHITECTURE.md "Money and limits"): a placing,
 * a casino stake and a deposit's reservation read the player's usage and write the money in one
 * transaction begun IMMEDIATE, so another process on the same database file cannot move money in
 * between — it waits (here, with no busy wait, SQLITE_BUSY) and then reads what was written. A
 * second connection to the file plays the other process; it tries its own stake at the moment this
 * one has read the limits and is about to write.
 */
const dirs: string[] = [];
const connections: Db[] = [];
afterEach(() => {
  for (const db of connections.splice(0)) db.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A backend on a database file, its player under a 24 h limit of 1000, and a second connection to the file. */
async function twoProcesses(limitType: number) {
  const dir = mkdtempSync(join(tmpdir(), 'limits-lock-'));
  dirs.push(dir);
  const file = join(dir, 'backend.sqlite');
  const backend = makeBackend({ now: LIMITS_NOW, dbFile: file });
  connections.push(backend.db);
  const headers = { cookie: `ua=${(await backend.signIn()).ua}` };
  const saved = await backend.call('POST', `${V3}/limits`, { body: { limits: [{ limitType, limitValue: 1000 }] }, headers: { ...headers, 'x-language': 'en' } });
  if (saved.status !== 200) throw new Error(`limit not saved: ${JSON.stringify(saved.json)}`);
  const other = openDb(file);
  connections.push(other);
  // The other process does not wait for the lock: whether it could take it shows at once.
  other.pragma('busy_timeout = 0');
  return { backend, headers, other };
}

/**
 * Runs `competitor` once, when `db` is about to prepare SQL starting with `marker`: inside the
 * transaction that has read the limits, right before its write.
 */
function interleave(db: Db, marker: string, competitor: () => void): void {
  const prepare = db.prepare.bind(db);
  let fired = false;
  db.prepare = ((sql: string) => {
    if (!fired && sql.trimStart().startsWith(marker)) {
      fired = true;
      competitor();
    }
    return prepare(sql);
  }) as Db['prepare'];
}

/** What a call on the other connection did: its result, or the code it failed with. */
function attempt(run: () => unknown): { result: unknown } | { failed: string } {
  try {
    return { result: run() };
  } catch (error) {
    return { failed: error instanceof ApiError ? error.code : String((error as { code?: string }).code ?? error) };
  }
}

describe('a limit check and its money move hold the write lock from the first read', () => {
  it('a coupon: another process cannot stake between the placing\'s limit check and its stake', async () => {
    const { backend, headers, other } = await twoProcesses(1);
    const [outcome] = (await backend.call('GET', '/__control/line/outcomes?section=line&limit=1')).json as { outcomeId: number; price: number }[];
    const request = { ...BASE_BODY, amount: 600, bets: [{ id: outcome!.outcomeId, coef: outcome!.price }] };
    const body = PlaceBodySchema.parse(request);
    const site = loadSiteConfig(other);
    const context = { db: other, clock: backend.clock, config: site.coupon, bonusBetEnabled: site.bonusBetEnabled, user: findUserById(other, 1001)!, lang: 'en' as const };
    const elsewhere = () => once(other, { userId: 1001, key: 'elsewhere', body, now: backend.clock.now() }, () => placeCoupon(context, body));
    let during: ReturnType<typeof attempt> | undefined;
    interleave(backend.db, 'INSERT INTO coupons', () => void (during = attempt(elsewhere)));

    const placed = await backend.call('POST', '/web-api/coupon/place?lng=en', { body: request, headers: { ...headers, 'Idempotency-Key': 'here' } });
    expect(during).toEqual({ failed: 'SQLITE_BUSY' });
    expect(placed.status).toBe(200);
    // Its turn once the lock is free: it counts the stake just made, and the limit refuses it.
    expect(elsewhere()).toMatchObject({ status: 403, body: { errors: [{ code: 'limit_exceeded', meta: { left: 400 } }] } });
  });

  it('a casino round: another process cannot stake between the round\'s limit check and its stake', async () => {
    const { backend, headers, other } = await twoProcesses(1);
    const playable = (await backend.call('GET', '/__control/casino/playable')).json as { gameId: number; engine: string }[];
    const gameId = playable.find((game) => game.engine === 'slot')!.gameId;
    const session = await backend.call('POST', '/web-api/casino/play/sessions?lng=en', { body: { gameId, mode: 'real' }, headers });
    const { sessionId } = session.json as { sessionId: string };
    const elsewhere = (transactionId: string) =>
      walletBet(other, backend.clock.now(), { transactionId, sessionId, roundId: `ext-${transactionId}`, gameId, amountMinor: 60_000, currency: 'RUB' });
    let during: ReturnType<typeof attempt> | undefined;
    interleave(backend.db, 'INSERT INTO casino_rounds', () => void (during = attempt(() => elsewhere('during'))));

    const played = await backend.call('POST', `/web-api/casino/play/sessions/${sessionId}/rounds?lng=en`, {
      body: { stake: 600 },
      headers: { ...headers, 'Idempotency-Key': 'here' },
    });
    expect(during).toEqual({ failed: 'SQLITE_BUSY' });
    expect(played.status).toBe(201);
    expect(elsewhere('after')).toMatchObject({ status: 403, body: { errors: [{ code: 'limit_exceeded', meta: { left: 400 } }] } });
  });

  it('a deposit: another process cannot reserve between the deposit\'s limit check and its reservation', async () => {
    const { backend, headers, other } = await twoProcesses(20);
    const elsewhere = (key: string) => reserveDeposit(other, { userId: 1001, key, iso: 'RUB', amountMinor: 60_000 }, backend.clock.now(), 'en');
    let during: ReturnType<typeof attempt> | undefined;
    interleave(backend.db, 'INSERT INTO deposit_reservations', () => void (during = attempt(() => elsewhere('during'))));

    const deposited = await backend.call('POST', '/web-api/payments/deposits?lng=en', {
      body: { methodId: 'card', amount: 600, returnUrl: '/en/onpay/{status}' },
      headers: { ...headers, 'Idempotency-Key': 'here' },
    });
    expect(during).toEqual({ failed: 'SQLITE_BUSY' });
    expect(deposited.status).toBe(201);
    expect(attempt(() => elsewhere('after'))).toEqual({ failed: 'limit_exceeded' });
  });
});
