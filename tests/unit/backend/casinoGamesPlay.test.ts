import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { multiplierAt, playCrash } from '../../../backend/src/casino/games/crash';
import { replay } from '../../../backend/src/casino/games/engines';
import { fairFloats } from '../../../backend/src/casino/games/fair';
import { casinoBackend, codeOf, PLAY } from './casinoHelpers';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A seed whose crash point is at least (or below) `x100`, found by trying seeds in a fixed order. */
function crashSeed(clientSeed: string, nonce: number, wants: (crashX100: number) => boolean): { seed: string; crashX100: number } {
  for (let i = 0; ; i += 1) {
    const seed = `crash-seed-${i}`;
    const { crashX100 } = playCrash(fairFloats({ serverSeed: seed, clientSeed, nonce }));
    if (wants(crashX100)) return { seed, crashX100 };
  }
}

describe('demo play', () => {
  it('needs no sign-in, plays money of its own and writes nothing to the ledger', async () => {
    const b = await casinoBackend({ login: null });
    const rowsBefore = b.ledgerRows();
    const s = await b.session('slot', 'demo');
    expect(s).toMatchObject({ currency: 'FUN', balance: 1000, nonce: 0 });
    const res = await b.round(s.sessionId, { stake: 2 });
    expect(res.status).toBe(201);
    expect(res.json.round).toMatchObject({ mode: 'demo', status: 'settled', stake: 2 });
    expect(res.json.balance).toBeCloseTo(1000 - 2 + res.json.round.win, 2);
    expect(res.json.summary).toMatchObject({ rounds: 1, staked: 2 });
    expect(res.json.summary.net).toBeCloseTo(res.json.round.win - 2, 2);
    expect(b.ledgerRows()).toBe(rowsBefore);
  });

  it('refuses a real session to a guest', async () => {
    const b = await casinoBackend({ login: null });
    const res = await b.start(b.gameOf('slot'), 'real');
    expect(res.status).toBe(401);
  });

  it('refuses a stake above the play money', async () => {
    const b = await casinoBackend({ login: null });
    const s = await b.session('keno', 'demo');
    const res = await b.round(s.sessionId, { stake: 1000.01, params: { picks: [1] } });
    expect(res.status).toBe(422);
    expect(codeOf(res)).toBe('insufficient_funds');
  });
});

describe('fairness over HTTP', () => {
  it('plays the forced seed, shows its hash before and the seed after, and replays to the same outcome', async () => {
    const b = await casinoBackend();
    const gameId = b.gameOf('slot');
    const forced = await b.forceSeed(gameId, 'forced-seed-1');
    expect(forced.status).toBe(200);
    expect(forced.json.commitment).toBe(sha256('forced-seed-1'));
    const s = await b.session('slot', 'real', { clientSeed: 'my-client-seed' });
    expect(s.commitment).toBe(sha256('forced-seed-1'));
    const res = await b.round(s.sessionId, { stake: 10 });
    const round = res.json.round;
    expect(round).toMatchObject({ serverSeed: 'forced-seed-1', commitment: sha256('forced-seed-1'), clientSeed: 'my-client-seed', nonce: 0 });
    expect(round.outcome).toEqual(replay('slot', { serverSeed: 'forced-seed-1', clientSeed: 'my-client-seed', nonce: 0 }, {}).outcome);
    expect(round.win).toBe(Math.floor(10 * 100 * round.outcome.payoutX100 / 100) / 100);
    // The next round is committed to a new, unrevealed seed.
    expect(res.json.commitment).not.toBe(sha256('forced-seed-1'));
    expect(res.json.nonce).toBe(1);
    const verified = await b.get(`/sessions/${s.sessionId}/rounds/${round.roundId}/verify`);
    expect(verified.json).toMatchObject({ commitmentMatches: true, outcomeMatches: true, serverSeed: 'forced-seed-1', commitmentOfSeed: sha256('forced-seed-1') });
  });

  it('the next round uses the seed its commitment named', async () => {
    const b = await casinoBackend();
    const s = await b.session('keno', 'demo');
    const first = await b.round(s.sessionId, { stake: 1, params: { picks: [1, 2, 3] } });
    const committed = first.json.commitment;
    const second = await b.round(s.sessionId, { stake: 1, params: { picks: [1, 2, 3] } });
    expect(sha256(second.json.round.serverSeed)).toBe(committed);
    expect(second.json.round.nonce).toBe(1);
    expect(second.json.round.outcome).toEqual(
      replay('keno', { serverSeed: second.json.round.serverSeed, clientSeed: s.clientSeed, nonce: 1 }, { picks: [1, 2, 3] }).outcome,
    );
  });

  it('answers the same round to the same Idempotency-Key, 409 to another body', async () => {
    const b = await casinoBackend();
    const s = await b.session('slot', 'real');
    const first = await b.round(s.sessionId, { stake: 5 }, { key: 'same-key' });
    const again = await b.round(s.sessionId, { stake: 5 }, { key: 'same-key' });
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect(again.json.round.roundId).toBe(first.json.round.roundId);
    expect(await b.rounds()).toHaveLength(1);
    const other = await b.round(s.sessionId, { stake: 6 }, { key: 'same-key' });
    expect(other.status).toBe(409);
    expect(codeOf(other)).toBe('idempotency_key_reused');
    const none = await b.round(s.sessionId, { stake: 5 }, { key: null });
    expect(none.status).toBe(400);
  });
});

describe('real play on the ledger', () => {
  it('moves the main account by stakes and wins, and the ledger check holds', async () => {
    const b = await casinoBackend();
    const s = await b.session('slot', 'real');
    expect(s).toMatchObject({ currency: 'RUB', balance: 10000 });
    let expected = 10000;
    for (let i = 0; i < 10; i += 1) {
      const res = await b.round(s.sessionId, { stake: 10 });
      expect(res.status).toBe(201);
      expected += res.json.round.win - 10;
    }
    expect(await b.money()).toBeCloseTo(expected, 2);
    const rounds = await b.rounds();
    expect(rounds).toHaveLength(10);
    expect(rounds.every((round) => round.mode === 'real' && round.status === 'settled' && round.stake === 10)).toBe(true);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
    const kinds = b.db.prepare("SELECT kind, COUNT(*) AS n FROM ledger_entries WHERE ref LIKE 'casino:%' GROUP BY kind").all() as { kind: string; n: number }[];
    expect(kinds.find((k) => k.kind === 'casino_bet')?.n).toBe(10);
  });

  it('never plays from the bonus account', async () => {
    const b = await casinoBackend();
    const res = await b.start(b.gameOf('slot'), 'real', { accountId: 5002 });
    expect(res.status).toBe(422);
    expect(codeOf(res)).toBe('account_not_allowed');
  });

  it('refuses a banned player', async () => {
    const b = await casinoBackend();
    const s = await b.session('slot', 'real');
    await b.control('PATCH', '/users/player@example.com', { banLevel: 45 });
    const res = await b.round(s.sessionId, { stake: 1 });
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe('banned');
    const fresh = await b.start(b.gameOf('slot'), 'real');
    expect(codeOf(fresh)).toBe('banned');
    expect(await b.rounds()).toHaveLength(0);
  });

  it('keeps another player out of a real session', async () => {
    const b = await casinoBackend();
    const s = await b.session('slot', 'real');
    const other = { cookie: `ua=${(await b.signIn('terms@example.com')).ua}` };
    expect((await b.round(s.sessionId, { stake: 1 }, { headers: other })).status).toBe(404);
    expect((await b.round(s.sessionId, { stake: 1 }, { headers: {} })).status).toBe(401);
  });
});

describe('crash', () => {
  it('cashes out at the curve of the backend clock, and reveals the crash point after', async () => {
    const b = await casinoBackend();
    const s = await b.session('crash', 'real', { clientSeed: 'crash-client' });
    const { seed, crashX100 } = crashSeed('crash-client', 0, (x) => x >= 300);
    await b.forceSeed(b.gameOf('crash'), seed);
    const bet = await b.round(s.sessionId, { stake: 100, params: { autoCashout: 50 } });
    expect(bet.json.round).toMatchObject({ status: 'open', outcome: null, serverSeed: null, commitment: sha256(seed) });
    expect(await b.money()).toBe(9900);
    const early = await b.post(`/sessions/${s.sessionId}/rounds/${bet.json.round.roundId}/cashout`);
    expect(codeOf(early)).toBe('too_early');
    await b.moveClock(5);
    const cash = await b.post(`/sessions/${s.sessionId}/rounds/${bet.json.round.roundId}/cashout`);
    const at = multiplierAt(5000);
    expect(cash.json.round).toMatchObject({ status: 'settled', settledBy: 'player', serverSeed: seed, outcome: { crashPoint: crashX100 / 100 } });
    expect(cash.json.round.crash.cashout).toBe(at / 100);
    expect(cash.json.round.win).toBe((100 * at) / 100);
    expect(await b.money()).toBeCloseTo(9900 + at, 2);
    expect(await b.ledgerCheck()).toEqual({ ok: true });
  });

  it('settles a bet whose curve crashed before its automatic cash-out as lost, once the curve got there', async () => {
    const b = await casinoBackend();
    const s = await b.session('crash', 'demo', { clientSeed: 'crash-client' });
    const { seed, crashX100 } = crashSeed('crash-client', 0, (x) => x < 150);
    await b.forceSeed(b.gameOf('crash'), seed);
    const bet = await b.round(s.sessionId, { stake: 10, params: { autoCashout: 2 } });
    const roundId = bet.json.round.roundId;
    expect((await b.get(`/sessions/${s.sessionId}/rounds/${roundId}`)).json.round.status).toBe('open');
    await b.moveClock(10);
    const read = await b.get(`/sessions/${s.sessionId}/rounds/${roundId}`);
    expect(read.json.round).toMatchObject({ status: 'settled', win: 0, settledBy: 'auto', outcome: { crashPoint: crashX100 / 100 } });
    expect(read.json.balance).toBe(990);
  });
});

describe('scratch card and keno', () => {
  it('pays a scratch card when it is revealed', async () => {
    const b = await casinoBackend();
    const s = await b.session('scratch', 'real');
    const bought = await b.round(s.sessionId, { stake: 20 });
    expect(bought.json.round.status).toBe('open');
    expect(bought.json.round.outcome.cells).toHaveLength(9);
    expect(bought.json.balance).toBe(9980);
    const revealed = await b.post(`/sessions/${s.sessionId}/rounds/${bought.json.round.roundId}/reveal`);
    expect(revealed.json.round).toMatchObject({ status: 'settled', settledBy: 'player' });
    expect(revealed.json.round.win).toBe((20 * revealed.json.round.outcome.payoutX100) / 100);
    expect(revealed.json.balance).toBeCloseTo(9980 + revealed.json.round.win, 2);
  });

  it('validates keno picks', async () => {
    const b = await casinoBackend();
    const s = await b.session('keno', 'demo');
    for (const picks of [[], [0], [81], [1, 1], Array.from({ length: 11 }, (_, i) => i + 1)]) {
      const res = await b.round(s.sessionId, { stake: 1, params: { picks } });
      expect(res.status).toBe(400);
      expect(res.json.errors[0].source.pointer).toMatch(/^\/params\/picks/);
    }
  });
});

describe('history and the game page', () => {
  it('lists a session’s rounds newest first with its elapsed time and net position', async () => {
    const b = await casinoBackend();
    const s = await b.session('slot', 'demo');
    await b.round(s.sessionId, { stake: 1 });
    await b.moveClock(90);
    await b.round(s.sessionId, { stake: 3 });
    const history = await b.get(`/sessions/${s.sessionId}/rounds`);
    expect(history.json.items.map((r: { stake: number }) => r.stake)).toEqual([3, 1]);
    expect(history.json.summary).toMatchObject({ rounds: 2, staked: 4, elapsedSeconds: 90 });
  });

  it('serves the page for a same-origin frame with its own CSP and no outside URL', async () => {
    const b = await casinoBackend();
    const res = await b.app.request(`/casino-games/${b.gameOf('keno')}?mode=real&lng=en`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).toContain('/web-api/casino/play');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain('lang="en"');
    const unknown = await b.app.request('/casino-games/999999');
    expect(unknown.status).toBe(404);
  });

  it('holds play POSTs to the site’s origin', async () => {
    const b = await casinoBackend();
    const res = await b.call('POST', `${PLAY}/sessions`, { body: { gameId: b.gameOf('slot'), mode: 'demo' }, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(codeOf(res)).toBe('cross_origin');
  });
});

describe('the control API', () => {
  it('lists a player’s demo and real rounds newest last, in major units', async () => {
    const b = await casinoBackend();
    const demo = await b.session('keno', 'demo');
    const real = await b.session('slot', 'real');
    await b.round(demo.sessionId, { stake: 1.5, params: { picks: [10, 20] } });
    await b.moveClock(1);
    await b.round(real.sessionId, { stake: 2.25 });
    const rounds = await b.rounds();
    expect(rounds.map((r) => [r.mode, r.stake, r.status, r.gameId])).toEqual([
      ['demo', 1.5, 'settled', b.gameOf('keno')],
      ['real', 2.25, 'settled', b.gameOf('slot')],
    ]);
    expect(Object.keys(rounds[0]!).sort()).toEqual(['gameId', 'mode', 'roundId', 'stake', 'status', 'win']);
    expect(rounds.every((r) => typeof r.win === 'number' && /^rnd_[0-9a-f]{24}$/.test(r.roundId))).toBe(true);
    expect((await b.control('GET', '/casino/rounds/nobody@example.com')).status).toBe(404);
  });

  it('refuses a seed for a game that does not play, and a bad body', async () => {
    const b = await casinoBackend();
    expect((await b.forceSeed(999_999, 'x')).status).toBe(404);
    expect((await b.control('POST', '/casino/seed', { gameId: b.gameOf('slot') })).status).toBe(400);
    expect((await b.control('POST', '/casino/seed', { gameId: b.gameOf('slot'), seed: '' })).status).toBe(400);
  });

  it('forgets every session, round and forced seed on reset', async () => {
    const b = await casinoBackend();
    const s = await b.session('slot', 'real');
    await b.round(s.sessionId, { stake: 1 });
    await b.forceSeed(b.gameOf('slot'), 'left-over');
    expect((await b.control('POST', '/reset')).status).toBe(200);
    expect(await b.rounds()).toEqual([]);
    const tables = ['casino_play_sessions', 'casino_rounds', 'casino_wallet_tx', 'casino_forced_seeds'];
    for (const table of tables) expect((b.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n).toBe(0);
  });
});
