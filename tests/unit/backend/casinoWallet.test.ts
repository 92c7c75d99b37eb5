import { describe, expect, it } from 'vitest';
import { fairFloats } from '../../../backend/src/casino/games/fair';
import { ENGINES } from '../../../backend/src/casino/games/engines';
import { walletBet } from '../../../backend/src/casino/wallet/wallet';
import { casinoBackend, codeOf, type CasinoBackend } from './casinoHelpers';

/** A real session for the wallet calls (main account 5001, RUB 10000). */
async function realSession(b: CasinoBackend, engine: 'slot' | 'scratch' | 'crash' = 'slot') {
  return (await b.session(engine, 'real')).sessionId;
}

const bet = (sessionId: string, extra: Record<string, unknown> = {}) => ({
  transactionId: 'tx-bet-1',
  sessionId,
  roundId: 'ext-round-1',
  gameId: 3001,
  amount: 100,
  currency: 'RUB',
  ...extra,
});

describe('the wallet API: signatures and sessions', () => {
  it('refuses an unsigned or wrongly signed call', async () => {
    const b = await casinoBackend();
    const sessionId = await realSession(b);
    expect(codeOf(await b.wallet('bet', bet(sessionId), { signature: null }))).toBe('invalid_signature');
    expect((await b.wallet('bet', bet(sessionId), { signature: `t=${Math.floor(b.clock.now() / 1000)},v1=${'0'.repeat(64)}` })).status).toBe(401);
    expect(await b.money()).toBe(10000);
  });

  it('moves no demo money and knows no unknown session', async () => {
    const b = await casinoBackend();
    const demo = await b.session('slot', 'demo');
    expect(codeOf(await b.wallet('bet', bet(demo.sessionId, { currency: 'FUN' })))).toBe('demo_session');
    expect((await b.wallet('bet', bet('ps_nope'))).status).toBe(404);
  });
});

describe('bet, win and rollback, each once', () => {
  it('takes a bet once: the same id and body answer the same, another body 409', async () => {
    const b = await casinoBackend();
    const sessionId = await realSession(b);
    const first = await b.wallet('bet', bet(sessionId));
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ transactionId: 'tx-bet-1', kind: 'bet', roundId: 'ext-round-1', amount: 100, balance: 9900, currency: 'RUB', roundStatus: 'open' });
    const again = await b.wallet('bet', bet(sessionId));
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.json).toEqual(first.json);
    const changed = await b.wallet('bet', bet(sessionId, { amount: 150 }));
    expect(changed.status).toBe(409);
    expect(codeOf(changed)).toBe('transaction_id_reused');
    expect(await b.money()).toBe(9900);
    const second = await b.wallet('bet', bet(sessionId, { transactionId: 'tx-bet-2' }));
    expect(codeOf(second)).toBe('round_has_bet');
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('pays a win once and closes the round', async () => {
    const b = await casinoBackend();
    const sessionId = await realSession(b);
    await b.wallet('bet', bet(sessionId));
    const win = { transactionId: 'tx-win-1', sessionId, roundId: 'ext-round-1', amount: 250.5, currency: 'RUB' };
    const first = await b.wallet('win', win);
    expect(first.json).toMatchObject({ kind: 'win', amount: 250.5, balance: 10150.5, roundStatus: 'settled' });
    expect((await b.wallet('win', win)).json).toEqual(first.json);
    expect(codeOf(await b.wallet('win', { ...win, amount: 300 }))).toBe('transaction_id_reused');
    expect(codeOf(await b.wallet('win', { ...win, transactionId: 'tx-win-2' }))).toBe('round_closed');
    const rollback = await b.wallet('rollback', { transactionId: 'tx-rb-1', sessionId, roundId: 'ext-round-1', betTransactionId: 'tx-bet-1' });
    expect(codeOf(rollback)).toBe('round_closed');
    expect(await b.money()).toBe(10150.5);
    const rounds = await b.rounds();
    expect(rounds).toEqual([{ roundId: 'ext-round-1', gameId: 3001, mode: 'real', stake: 100, win: 250.5, status: 'settled' }]);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('rolls a bet back once, giving the stake back', async () => {
    const b = await casinoBackend();
    const sessionId = await realSession(b);
    await b.wallet('bet', bet(sessionId));
    const rollback = { transactionId: 'tx-rb-1', sessionId, roundId: 'ext-round-1', betTransactionId: 'tx-bet-1' };
    const first = await b.wallet('rollback', rollback);
    expect(first.json).toMatchObject({ kind: 'rollback', amount: 100, balance: 10000, roundStatus: 'rolled_back' });
    expect((await b.wallet('rollback', rollback)).json).toEqual(first.json);
    expect(codeOf(await b.wallet('rollback', { ...rollback, transactionId: 'tx-rb-2' }))).toBe('round_rolled_back');
    expect(codeOf(await b.wallet('win', { transactionId: 'tx-win-1', sessionId, roundId: 'ext-round-1', amount: 5, currency: 'RUB' }))).toBe('round_rolled_back');
    expect(await b.money()).toBe(10000);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('remembers a rollback of a bet it never took, and refuses that bet when it comes late', async () => {
    const b = await casinoBackend();
    const sessionId = await realSession(b);
    const rollback = await b.wallet('rollback', { transactionId: 'tx-rb-1', sessionId, roundId: 'ext-round-1', betTransactionId: 'tx-bet-1' });
    expect(rollback.json).toMatchObject({ amount: 0, balance: 10000 });
    const late = await b.wallet('bet', bet(sessionId));
    expect(late.status).toBe(409);
    expect(codeOf(late)).toBe('bet_rolled_back');
    expect(await b.money()).toBe(10000);
  });

  it('refuses a bet above the balance, and keeps that answer for its id', async () => {
    const b = await casinoBackend();
    const sessionId = await realSession(b);
    const refused = await b.wallet('bet', bet(sessionId, { amount: 10000.01 }));
    expect(refused.status).toBe(422);
    expect(codeOf(refused)).toBe('insufficient_funds');
    const again = await b.wallet('bet', bet(sessionId, { amount: 10000.01 }));
    expect(again.status).toBe(422);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(codeOf(await b.wallet('bet', bet(sessionId, { transactionId: 'tx-bet-2', currency: 'USD' })))).toBe('currency_mismatch');
    expect(await b.money()).toBe(10000);
    expect(await b.rounds()).toEqual([]);
  });

  it('ends real play with the sign-in that opened it', async () => {
    const b = await casinoBackend();
    const sessionId = await realSession(b);
    await b.call('POST', '/web-api/user/disconnect', { headers: b.headers });
    const res = await b.wallet('bet', bet(sessionId));
    expect(res.status).toBe(401);
    expect(codeOf(res)).toBe('session_expired');
  });
});

describe('interrupted rounds never hang the money', () => {
  it('rolls back a game server’s round with a bet and no end after the timeout', async () => {
    const b = await casinoBackend();
    const sessionId = await realSession(b);
    await b.wallet('bet', bet(sessionId));
    await b.moveClock(119);
    expect((await b.control('POST', '/casino/sweep')).json).toEqual({ settled: 0, rolledBack: 0 });
    expect(await b.money()).toBe(9900);
    await b.moveClock(121);
    expect((await b.control('POST', '/casino/sweep')).json).toEqual({ settled: 0, rolledBack: 1 });
    expect(await b.money()).toBe(10000);
    expect((await b.rounds())[0]).toMatchObject({ status: 'rolled_back', win: 0 });
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('settles our own round from its decided outcome: a card never scratched, a bet whose win never came', async () => {
    const b = await casinoBackend();
    const card = await b.session('scratch', 'real');
    await b.forceSeed(b.gameOf('scratch'), 'card-seed');
    const bought = await b.round(card.sessionId, { stake: 50 });
    const cardPay = bought.json.round.outcome.payoutX100 as number;
    // A slot round opened by its bet, the game server gone before its win (as if the process died between them).
    const slot = await b.session('slot', 'real');
    const decided = ENGINES.slot.play(fairFloats({ serverSeed: 'slot-seed', clientSeed: 'c', nonce: 0 }), {});
    b.db.transaction(() =>
      walletBet(b.db, b.clock.now(), { transactionId: 'rnd_x:bet', sessionId: slot.sessionId, roundId: 'rnd_x', gameId: b.gameOf('slot'), amountMinor: 1000, currency: 'RUB' }, {
        engine: 'slot', params: '{}', outcome: JSON.stringify(decided.outcome), payout_x100: decided.payoutX100,
        server_seed: 'slot-seed', server_seed_hash: 'h', client_seed: 'c', nonce: 0, request_key: null, request_hash: null,
      }),
    )();
    expect(await b.money()).toBe(10000 - 50 - 10);
    await b.moveClock(121);
    const rounds = await b.rounds();
    expect(rounds.map((r) => r.status)).toEqual(['settled', 'settled']);
    expect(rounds[0]!.win).toBe((50 * cardPay) / 100);
    expect(rounds[1]!.win).toBe(Math.floor(1000 * decided.payoutX100 / 100) / 100);
    const settledBy = b.db.prepare('SELECT settled_by FROM casino_rounds').all() as { settled_by: string }[];
    expect(settledBy.every((row) => row.settled_by === 'timeout')).toBe(true);
    expect(await b.money()).toBeCloseTo(10000 - 60 + rounds[0]!.win! + rounds[1]!.win!, 2);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('settles a crash bet left alone at its automatic cash-out, or lost at the crash', async () => {
    const b = await casinoBackend();
    const s = await b.session('crash', 'real');
    const bet1 = await b.round(s.sessionId, { stake: 10, params: { autoCashout: 1000 } });
    expect(bet1.json.round.status).toBe('open');
    await b.moveClock(121);
    const [round] = await b.rounds();
    expect(round!.status).toBe('settled');
    const crashPoint = (await b.get(`/sessions/${s.sessionId}/rounds/${bet1.json.round.roundId}`)).json.round.outcome.crashPoint as number;
    expect(round!.win).toBe(crashPoint >= 1000 ? 10000 : 0);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('does not let a new crash bet start while the last one is in the air', async () => {
    const b = await casinoBackend();
    const s = await b.session('crash', 'demo', { clientSeed: 'x' });
    await b.forceSeed(b.gameOf('crash'), 'crash-high');
    const first = await b.round(s.sessionId, { stake: 1, params: { autoCashout: 900 } });
    expect(first.json.round.status).toBe('open');
    const second = await b.round(s.sessionId, { stake: 1, params: { autoCashout: 2 } });
    expect(second.status).toBe(409);
    expect(codeOf(second)).toBe('round_open');
  });
});
