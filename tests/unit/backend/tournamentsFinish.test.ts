// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTournamentSweeper } from '../../../backend/src/tournaments/sweep';
import { tournamentsLedgerProblems } from '../../../backend/src/tournaments/ledgerCheck';
import { codeOf } from './casinoHelpers';
import { CASINO_NOW, DAY, MARATHON, SLOT_RACE, UPCOMING, tournamentBackend } from './tournamentsHelpers';

const V3 = '/limit-service-api/api/external/web/v3';

const status = (db: { prepare: (sql: string) => { get: (id: number) => unknown } }, id: number) =>
  (db.prepare('SELECT status FROM tournaments WHERE id = ?').get(id) as { status: string }).status;

afterEach(() => {
  vi.useRealTimers();
});

describe('tournaments: joining, finishing and paying (docs/tournaments-api.md)', () => {
  it('lists every tournament with its status and card; a guest reads a page with no `me`', async () => {
    const b = await tournamentBackend();
    const list = (await b.call('GET', '/web-api/casino/tournaments?lng=ru')).json as { asOf: string; items: { id: number; status: string; prizeFund: number; top: unknown[]; title: string }[] };
    expect(list.asOf).toBe(new Date(CASINO_NOW).toISOString());
    expect(list.items.map((item) => [item.id, item.status])).toEqual([[MARATHON, 'running'], [SLOT_RACE, 'running'], [UPCOMING, 'upcoming'], [4, 'finished'], [5, 'finished']]);
    expect(list.items.find((item) => item.id === SLOT_RACE)).toMatchObject({ title: 'Гонка северного сияния', prizeFund: 99_000, top: [] });
    expect(list.items.find((item) => item.id === 4)!.top).toEqual([
      { place: 1, login: 'ale***', score: 412.5, rounds: 812, prize: 50_000, isMe: false },
      { place: 2, login: 'mar***', score: 235, rounds: 1304, prize: 25_000, isMe: false },
      { place: 3, login: 'sev***', score: 188, rounds: 455, prize: 10_000, isMe: false },
    ]);
    const guest = await b.detail(SLOT_RACE, {});
    expect(guest).toMatchObject({ id: SLOT_RACE, me: null, allGames: false, scoring: 'multiplier', minBet: 10 });
    expect(guest.prizes).toHaveLength(10);
    expect(guest.games.length).toBeGreaterThan(0);
    expect((await b.call('GET', '/web-api/casino/tournaments/999?lng=en')).status).toBe(404);
  });

  it('joins a signed-in player once, with a key; refuses a guest, a missing key and a finished tournament', async () => {
    const b = await tournamentBackend();
    expect((await b.detail(SLOT_RACE)).me).toMatchObject({ joined: false, place: null });
    expect((await b.join(SLOT_RACE, {})).status).toBe(401);
    const keyless = await b.join(SLOT_RACE, b.headers, null);
    expect([keyless.status, codeOf(keyless)]).toEqual([400, 'idempotency_key_required']);
    const first = await b.join(SLOT_RACE);
    expect(first.status).toBe(201);
    expect(first.json.me).toMatchObject({ joined: true, joinedAt: new Date(CASINO_NOW).toISOString() });
    const again = await b.join(SLOT_RACE);
    expect([again.status, again.headers.get('idempotency-replayed')]).toEqual([200, 'true']);
    const finished = await b.join(4);
    expect([finished.status, codeOf(finished)]).toEqual([409, 'tournament_finished']);
    expect((await b.join(UPCOMING)).status).toBe(201);
    // A self-excluded player cannot join; one already in stays in.
    const saved = await b.call('POST', `${V3}/limits`, { body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] }, headers: b.headers });
    expect(saved.status).toBe(200);
    const refused = await b.join(MARATHON);
    expect([refused.status, codeOf(refused)]).toEqual([403, 'self_excluded']);
    expect((await b.join(SLOT_RACE)).status).toBe(200);
  });

  it('a real round counts only after the join; finishing pays the prize table once, through the ledger', async () => {
    const b = await tournamentBackend();
    const second = await b.other('+79990001122');
    const slot = await b.session('slot', 'real');
    expect((await b.round(slot.sessionId, { stake: 50 })).status).toBe(201);
    expect((await b.board(SLOT_RACE)).leaderboard).toEqual([]);
    b.clock.setOffsetSeconds(1);
    await b.join(SLOT_RACE);
    await b.join(SLOT_RACE, second);
    b.clock.setOffsetSeconds(2);
    for (let i = 0; i < 5; i += 1) expect((await b.round(slot.sessionId, { stake: 10 })).status).toBe(201);
    const his = await b.session('slot', 'real', {}, second);
    for (let i = 0; i < 5; i += 1) expect((await b.round(his.sessionId, { stake: 10 }, { headers: second })).status).toBe(201);
    const live = (await b.board(SLOT_RACE)).leaderboard;
    expect(live.map((row) => row.login).sort()).toEqual(['+79990001122', 'player@example.com']);
    // The 50 ₽ round before the join is not among his rounds.
    expect((await b.detail(SLOT_RACE)).me.rounds).toBe(5);

    const before = { player: (await b.money(5001))!, second: (await b.call('GET', '/web-api/user/balance', { headers: second })).json.all_accounts[0].money as number };
    const finish = await b.control('POST', `/tournaments/${SLOT_RACE}/finish`);
    expect(finish.status).toBe(200);
    expect(finish.json).toMatchObject({ tournamentId: SLOT_RACE, status: 'finished' });
    expect(finish.json.leaderboard.map((row: { login: string }) => row.login)).toEqual(live.map((row) => row.login));
    const prizes = [50_000, 25_000];
    const paid = new Map(live.map((row, index) => [row.login, prizes[index]!]));
    expect(await b.money(5001)).toBeCloseTo(before.player + paid.get('player@example.com')!, 2);
    const secondAfter = (await b.call('GET', '/web-api/user/balance', { headers: second })).json.all_accounts[0].money as number;
    expect(secondAfter).toBeCloseTo(before.second + paid.get('+79990001122')!, 2);

    // The page shows the kept leaderboard with the prizes, and the player's own place.
    const page = await b.detail(SLOT_RACE);
    expect(page.status).toBe('finished');
    expect(page.leaderboard.map((row: { prize: number }) => row.prize)).toEqual([50_000, 25_000]);
    expect(page.me.prize).toBe(paid.get('player@example.com'));
    // Once: finishing again, the sweep and a read pay nothing more.
    expect((await b.control('POST', `/tournaments/${SLOT_RACE}/finish`)).status).toBe(200);
    b.clock.setOffsetSeconds(7 * 86_400);
    await b.detail(SLOT_RACE);
    const rows = b.db.prepare("SELECT ref, amount_minor FROM ledger_entries WHERE kind = 'tournament_prize' ORDER BY ref").all();
    expect(rows).toEqual([
      { ref: `tournament:${SLOT_RACE}:1`, amount_minor: 5_000_000 },
      { ref: `tournament:${SLOT_RACE}:2`, amount_minor: 2_500_000 },
    ]);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
    expect(await b.ledgerCheck('+79990001122')).toEqual({ ok: true });
    expect(tournamentsLedgerProblems(b.db, 1001)).toEqual([]);
  });

  it('the sweeper starts and finishes tournaments on the backend clock, read or not, and pays', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const b = await tournamentBackend();
    await b.join(SLOT_RACE);
    b.insertRound({ userId: 1001, stake: 1000, win: 4000, createdAt: CASINO_NOW + 10 });
    const stop = startTournamentSweeper(b.db, b.clock);
    b.clock.setOffsetSeconds((2 * DAY) / 1000);
    vi.advanceTimersByTime(30_000);
    expect([status(b.db, UPCOMING), status(b.db, SLOT_RACE)]).toEqual(['running', 'running']);
    b.clock.setOffsetSeconds((6 * DAY) / 1000);
    vi.advanceTimersByTime(29_999);
    expect(status(b.db, SLOT_RACE)).toBe('running');
    vi.advanceTimersByTime(1);
    expect(status(b.db, SLOT_RACE)).toBe('finished');
    stop();
    const prize = b.db.prepare("SELECT account_id, amount_minor FROM ledger_entries WHERE kind = 'tournament_prize'").all();
    expect(prize).toEqual([{ account_id: 5001, amount_minor: 5_000_000 }]);
    // A paid prize with no kept result would be a problem the ledger check names.
    b.db.prepare('DELETE FROM tournament_results').run();
    expect(tournamentsLedgerProblems(b.db, 1001)).toEqual([{ ref: `tournament:${SLOT_RACE}:1`, problem: expect.stringContaining('tournament_prize') }]);
  });
});
