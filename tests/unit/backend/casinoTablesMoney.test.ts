import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { weightGroupOf } from '../../../backend/src/bonuses/terms';
import { codeOf } from './casinoHelpers';
import { BACCARAT, BLACKJACK, playingSeed, ROULETTE, tablesBackend } from './casinoTablesHelpers';

const V3 = '/limit-service-api/api/external/web/v3';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('real money at the tables', () => {
  it('moves the balance by the table payout through the wallet, and the ledger holds', async () => {
    const b = await tablesBackend();
    const before = await b.minor();
    const seat = await b.seat(ROULETTE, 'real');
    expect(seat).toMatchObject({ mode: 'real', currency: 'RUB', balanceMinor: before });
    const placed = await b.bet(ROULETTE, seat.seatId, [{ position: 'red', amountMinor: 10_000 }, { position: 'straight:17', amountMinor: 1_000 }]);
    expect(placed.status).toBe(200);
    expect(placed.json.me.balanceMinor).toBe(before - 11_000);
    expect(placed.json.players).toBe(1);
    const round = await b.forceRound(ROULETTE, { number: 17 });
    expect(round.json).toMatchObject({ tableId: ROULETTE, number: 1, outcome: { number: 17, color: 'black' }, settlements: [{ login: 'player@example.com', seatId: seat.seatId, stakeMinor: 11_000, winMinor: 36_000 }] });
    expect(await b.minor()).toBe(before - 11_000 + 36_000);
    const after = (await b.state(ROULETTE, seat.seatId)).json;
    expect(after.round).toMatchObject({ number: 2, status: 'betting', closesAt: after.now + 15_000 });
    expect(after.me).toMatchObject({ bets: [], lastWinMinor: 36_000, balanceMinor: before + 25_000 });
    expect(await b.ledgerCheck()).toMatchObject({ ok: true });
  });

  it('carries the catalogue game id on the wallet round, so wagering counts it as a live game', async () => {
    const b = await tablesBackend();
    const seat = await b.seat(BACCARAT, 'real');
    await b.bet(BACCARAT, seat.seatId, [{ position: 'banker', amountMinor: 1_001 }]);
    const before = await b.minor();
    expect((await b.forceRound(BACCARAT, { player: ['2H', 'KD'], banker: ['7S', 'QC'] })).json.settlements[0]).toMatchObject({ stakeMinor: 1_001, winMinor: 1_951 });
    expect(await b.minor()).toBe(before + 1_951);
    const rows = b.db.prepare("SELECT game_id, engine, status, win_minor FROM casino_rounds WHERE mode = 'real'").all() as { game_id: number; engine: string; status: string; win_minor: number }[];
    expect(rows).toEqual([{ game_id: BACCARAT, engine: 'baccarat', status: 'settled', win_minor: 1_951 }]);
    expect(weightGroupOf(rows[0]?.engine ?? null)).toBe('table');
    expect((await b.rounds()).map((r) => r.gameId)).toEqual([BACCARAT]);
    expect(await b.ledgerCheck()).toMatchObject({ ok: true });
  });

  it('pays blackjack hands, a double being a second wallet round of the same stake', async () => {
    const b = await tablesBackend();
    const before = await b.minor();
    const seat = await b.seat(BLACKJACK, 'real');
    await b.bet(BLACKJACK, seat.seatId, [{ position: 'main', amountMinor: 5_000 }]);
    const seed = playingSeed(BLACKJACK, 1);
    b.db.prepare('UPDATE live_table_rounds SET server_seed = ?, commitment = ? WHERE table_id = ?').run(seed, sha256(seed), BLACKJACK);
    b.clock.setOffsetSeconds(15);
    expect((await b.state(BLACKJACK, seat.seatId)).json.me.hand).toMatchObject({ status: 'playing', canDouble: true });
    const doubled = await b.action(BLACKJACK, seat.seatId, 'double');
    expect(doubled.status).toBe(200);
    expect(doubled.json.me.bets).toEqual([expect.objectContaining({ position: 'main', amountMinor: 10_000 })]);
    expect(doubled.json.me.hand.cards).toHaveLength(3);
    // The only hand is closed: the dealer has played at once.
    expect(doubled.json.round.status).toBe('settled');
    const win = doubled.json.me.bets[0].winMinor as number;
    expect([0, 10_000, 20_000]).toContain(win);
    expect(await b.minor()).toBe(before - 10_000 + win);
    expect(doubled.json.me.balanceMinor).toBe(before - 10_000 + win);
    const stakes = b.db.prepare("SELECT stake_minor FROM casino_rounds WHERE game_id = ? ORDER BY created_at, rowid").all(BLACKJACK);
    expect(stakes).toEqual([{ stake_minor: 5_000 }, { stake_minor: 5_000 }]);
    expect(codeOf(await b.action(BLACKJACK, seat.seatId, 'hit'))).toBe('not_deciding');
    expect(await b.ledgerCheck()).toMatchObject({ ok: true });
  });

  it('settles blackjack with the control outcome: every hand gets the two cards and stands', async () => {
    const b = await tablesBackend();
    const seat = await b.seat(BLACKJACK, 'real');
    await b.bet(BLACKJACK, seat.seatId, [{ position: 'main', amountMinor: 5_000 }]);
    const round = await b.forceRound(BLACKJACK, { dealer: ['10S', '7H'], player: ['9D', 'QC'] });
    expect(round.json).toMatchObject({ outcome: { dealer: ['10S', '7H'], dealerTotal: 17 }, settlements: [{ stakeMinor: 5_000, winMinor: 10_000 }] });
    const blackjack = await b.bet(BLACKJACK, seat.seatId, [{ position: 'main', amountMinor: 2_000 }]);
    expect(blackjack.status).toBe(200);
    expect((await b.forceRound(BLACKJACK, { dealer: ['10S', '9H'], player: ['AD', 'KC'] })).json.settlements[0].winMinor).toBe(5_000);
    await b.bet(BLACKJACK, seat.seatId, [{ position: 'main', amountMinor: 2_000 }]);
    expect((await b.forceRound(BLACKJACK, { dealer: ['10S', '9H'], player: ['9D', 'QC'] })).json.settlements[0].winMinor).toBe(2_000);
  });
});

describe('bets', () => {
  it('are idempotent: the same key and body answer again and move nothing; another body is refused', async () => {
    const b = await tablesBackend();
    const seat = await b.seat(ROULETTE, 'real');
    const before = await b.minor();
    const bets = [{ position: 'dozen:1', amountMinor: 2_000 }];
    const first = await b.bet(ROULETTE, seat.seatId, bets, { key: 'same-key' });
    const again = await b.bet(ROULETTE, seat.seatId, bets, { key: 'same-key' });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.json.me.bets).toEqual(first.json.me.bets);
    expect(await b.minor()).toBe(before - 2_000);
    const other = await b.bet(ROULETTE, seat.seatId, [{ position: 'dozen:2', amountMinor: 2_000 }], { key: 'same-key' });
    expect([other.status, codeOf(other)]).toEqual([409, 'idempotency_key_reused']);
    expect((await b.bet(ROULETTE, seat.seatId, bets, { key: null })).status).toBe(400);
  });

  it('are refused once the betting window has closed', async () => {
    const b = await tablesBackend();
    const seat = await b.seat(ROULETTE, 'real');
    b.clock.setOffsetSeconds(16);
    const late = await b.bet(ROULETTE, seat.seatId, [{ position: 'red', amountMinor: 1_000 }]);
    expect([late.status, codeOf(late)]).toEqual([409, 'betting_closed']);
  });

  it('check the positions, the limits and the seat', async () => {
    const b = await tablesBackend();
    const seat = await b.seat(ROULETTE, 'real');
    const bad = await b.bet(ROULETTE, seat.seatId, [{ position: 'red', amountMinor: 1_000 }, { position: 'split:3-4', amountMinor: 1_000 }]);
    expect([bad.status, codeOf(bad), bad.json.errors[0].source]).toEqual([400, 'validation', { pointer: '/bets/1/position' }]);
    const low = await b.bet(ROULETTE, seat.seatId, [{ position: 'red', amountMinor: 999 }]);
    expect([low.status, codeOf(low), low.json.errors[0].meta.minMinor]).toEqual([422, 'below_min', 1_000]);
    expect((await b.bet(ROULETTE, seat.seatId, [{ position: 'red', amountMinor: 500_000 }])).status).toBe(200);
    const high = await b.bet(ROULETTE, seat.seatId, [{ position: 'red', amountMinor: 4_500_001 }]);
    expect([high.status, codeOf(high), high.json.errors[0].meta.maxMinor]).toEqual([422, 'above_max', 5_000_000]);
    const poor = await b.bet(ROULETTE, seat.seatId, [{ position: 'black', amountMinor: 4_000_000 }]);
    expect([poor.status, codeOf(poor)]).toEqual([422, 'insufficient_funds']);
    const stranger = await b.signIn('fresh@example.com');
    const foreign = await b.bet(ROULETTE, seat.seatId, [{ position: 'red', amountMinor: 1_000 }], { headers: { cookie: `ua=${stranger.ua}` } });
    expect([foreign.status, codeOf(foreign)]).toEqual([404, 'seat_not_found']);
    expect((await b.state(ROULETTE, seat.seatId, { cookie: `ua=${stranger.ua}` })).json.me).toBeNull();
    const twice = await b.seat(BLACKJACK, 'real');
    await b.bet(BLACKJACK, twice.seatId, [{ position: 'main', amountMinor: 1_000 }]);
    expect(codeOf(await b.bet(BLACKJACK, twice.seatId, [{ position: 'main', amountMinor: 1_000 }]))).toBe('already_bet');
  });
});

describe('seats', () => {
  it('a self-excluded player gets no real seat and his seat takes no stake; demo stays open', async () => {
    const b = await tablesBackend();
    const seat = await b.seat(ROULETTE, 'real');
    const saved = await b.call('POST', `${V3}/limits`, { body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] }, headers: { ...b.headers, 'x-language': 'en' } });
    expect(saved.status).toBe(200);
    const again = await b.sit(ROULETTE, 'real');
    expect([again.status, codeOf(again)]).toEqual([403, 'self_excluded']);
    const refused = await b.sit(BACCARAT, 'real');
    expect([refused.status, codeOf(refused)]).toEqual([403, 'self_excluded']);
    const stake = await b.bet(ROULETTE, seat.seatId, [{ position: 'red', amountMinor: 1_000 }]);
    expect([stake.status, codeOf(stake)]).toEqual([403, 'self_excluded']);
    expect((await b.sit(ROULETTE, 'demo')).status).toBe(200);
  });

  it('a guest sits in demo only; the same player gets his seat back', async () => {
    const guest = await tablesBackend({ login: null });
    expect([(await guest.sit(ROULETTE, 'real')).status]).toEqual([401]);
    const b = await tablesBackend();
    const first = await b.seat(ROULETTE, 'real');
    expect((await b.seat(ROULETTE, 'real')).seatId).toBe(first.seatId);
    const demo = await b.seat(ROULETTE, 'demo');
    expect(demo.seatId).not.toBe(first.seatId);
    expect((await b.seat(ROULETTE, 'demo')).seatId).toBe(demo.seatId);
    const banned = await b.signIn('banned@example.com');
    expect(codeOf(await b.sit(ROULETTE, 'real', {}, { cookie: `ua=${banned.ua}` }))).toBe('banned');
  });

  it('a demo seat plays 100 000.00 of RUB play money and moves no money', async () => {
    const b = await tablesBackend({ login: null });
    const ledgerBefore = b.ledgerRows();
    const seat = await b.seat(ROULETTE, 'demo');
    expect(seat).toMatchObject({ mode: 'demo', currency: 'RUB', balanceMinor: 10_000_000 });
    await b.bet(ROULETTE, seat.seatId, [{ position: 'straight:0', amountMinor: 10_000 }, { position: 'even', amountMinor: 10_000 }]);
    const round = await b.forceRound(ROULETTE, { number: 0 });
    expect(round.json.settlements).toEqual([{ login: null, seatId: seat.seatId, stakeMinor: 20_000, winMinor: 360_000 }]);
    expect((await b.state(ROULETTE, seat.seatId)).json.me.balanceMinor).toBe(10_000_000 - 20_000 + 360_000);
    expect(b.ledgerRows()).toBe(ledgerBefore);
    expect(b.db.prepare('SELECT COUNT(*) AS n FROM casino_rounds').get()).toEqual({ n: 0 });
  });
});
