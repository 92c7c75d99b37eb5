import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairFloats } from '../../../backend/src/casino/games/fair';
import { tickTables } from '../../../backend/src/casino/tables/ticker';
import { BACCARAT, BLACKJACK, playingSeed, ROULETTE, tablesBackend } from './casinoTablesHelpers';
import { codeOf } from './casinoHelpers';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the tables', () => {
  it('lists every roulette, blackjack and baccarat game of the catalogue as a table, and no other game', async () => {
    const b = await tablesBackend({ login: null });
    const { tables } = (await b.call('GET', '/web-api/casino/tables?lng=en')).json as { tables: { tableId: number; kind: string; status: string; roundNumber: number }[] };
    const count = (kind: string) => tables.filter((table) => table.kind === kind).length;
    expect([count('roulette'), count('blackjack'), count('baccarat')]).toEqual([6, 6, 5]);
    expect(tables.every((table) => table.status === 'betting' && table.roundNumber === 1)).toBe(true);
    const notTable = await b.state(3189);
    expect(notTable.status).toBe(404);
    expect(codeOf(notTable)).toBe('table_not_found');
  });
});

describe('the round cycle on the backend clock', () => {
  it('goes betting → settled → next round for roulette', async () => {
    const b = await tablesBackend({ login: null });
    const first = (await b.state(ROULETTE)).json;
    expect(first.round).toMatchObject({ number: 1, status: 'betting', closesAt: first.now + 15_000, serverSeed: null, outcome: null, clientSeed: `table-${ROULETTE}`, nonce: 1 });
    b.clock.setOffsetSeconds(14);
    expect((await b.state(ROULETTE)).json.round.status).toBe('betting');
    b.clock.setOffsetSeconds(15);
    const settled = (await b.state(ROULETTE)).json;
    expect(settled.round).toMatchObject({ number: 1, status: 'settled', nextAt: first.now + 21_000 });
    expect(settled.lastResults[0]).toMatchObject({ number: 1, outcome: settled.round.outcome });
    b.clock.setOffsetSeconds(21);
    expect((await b.state(ROULETTE)).json.round).toMatchObject({ number: 2, status: 'betting', closesAt: first.now + 36_000 });
  });

  it('deals blackjack hands at the close, decides, and settles when the decision time is up', async () => {
    const b = await tablesBackend({ login: null });
    const seat = await b.seat(BLACKJACK, 'demo');
    const start = (await b.bet(BLACKJACK, seat.seatId, [{ position: 'main', amountMinor: 10_000 }])).json.now as number;
    // A seed whose first hand is no blackjack (a blackjack takes no decisions and settles at the close).
    const seed = playingSeed(BLACKJACK, 1);
    b.db.prepare('UPDATE live_table_rounds SET server_seed = ?, commitment = ? WHERE table_id = ?').run(seed, sha256(seed), BLACKJACK);
    b.clock.setOffsetSeconds(15);
    const deciding = (await b.state(BLACKJACK, seat.seatId)).json;
    // The dealer's up card only while the hands decide.
    expect(deciding.round).toMatchObject({ status: 'deciding', decidesUntil: start + 25_000, serverSeed: null });
    expect(deciding.round.outcome.dealer).toHaveLength(1);
    expect(deciding.me.hand.cards).toHaveLength(2);
    b.clock.setOffsetSeconds(25);
    const settled = (await b.state(BLACKJACK, seat.seatId)).json;
    expect(settled.round.status).toBe('settled');
    expect(settled.round.outcome.dealerTotal).toBeGreaterThanOrEqual(17);
    expect(settled.me.hand.status).not.toBe('playing');
    expect(settled.me.bets[0].winMinor).not.toBeNull();
  });

  it('the ticker settles a round with bets that nobody reads, and leaves idle tables alone', async () => {
    const b = await tablesBackend({ login: null });
    const seat = await b.seat(BACCARAT, 'demo');
    await b.bet(BACCARAT, seat.seatId, [{ position: 'player', amountMinor: 10_000 }]);
    expect(tickTables(b.db, b.clock.now())).toBe(0);
    b.clock.setOffsetSeconds(15);
    expect(tickTables(b.db, b.clock.now())).toBe(1);
    const rows = b.db.prepare("SELECT status FROM live_table_rounds WHERE table_id = ? ORDER BY number").all(BACCARAT) as { status: string }[];
    expect(rows.map((row) => row.status)).toEqual(['settled']);
    expect(tickTables(b.db, b.clock.now() + 600_000)).toBe(0);
  });
});

describe('the control round', () => {
  it('settles with the drawn outcome when given none, refuses a bad one, and opens a full window from now', async () => {
    const b = await tablesBackend({ login: null });
    b.clock.setOffsetSeconds(10);
    const drawn = await b.call('POST', `/__control/tables/${ROULETTE}/round`);
    expect(drawn.status).toBe(200);
    expect(drawn.json).toMatchObject({ tableId: ROULETTE, number: 1, settlements: [] });
    expect(sha256(drawn.json.serverSeed)).toHaveLength(64);
    const listed = (await b.control('GET', '/tables')).json as { tableId: number; game: string; status: string; roundId: string; closesAt: number }[];
    expect(listed.find((table) => table.tableId === ROULETTE)).toMatchObject({ game: 'roulette', status: 'betting', closesAt: b.clock.now() + 15_000 });
    for (const outcome of [{ number: 37 }, { number: 'x' }]) {
      const bad = await b.forceRound(ROULETTE, outcome);
      expect([bad.status, codeOf(bad)]).toEqual([400, 'validation']);
    }
    expect(codeOf(await b.forceRound(BACCARAT, { player: ['9H'], banker: ['7S', 'QC'] }))).toBe('validation');
    expect(codeOf(await b.forceRound(BLACKJACK, { dealer: ['10S', '7H'], player: ['1D', 'QC'] }))).toBe('validation');
    expect((await b.forceRound(3189, { number: 1 })).status).toBe(404);
  });
});

describe('fairness', () => {
  it('publishes a seed that hashes to the commitment shown while betting and replays the outcome', async () => {
    const b = await tablesBackend({ login: null });
    const roulette = (await b.state(ROULETTE)).json.round;
    const baccarat = (await b.state(BACCARAT)).json.round;
    b.clock.setOffsetSeconds(15);
    const spun = (await b.state(ROULETTE)).json.round;
    expect(sha256(spun.serverSeed)).toBe(roulette.commitment);
    const f0 = fairFloats({ serverSeed: spun.serverSeed, clientSeed: `table-${ROULETTE}`, nonce: 1 })();
    expect(spun.outcome.number).toBe(Math.floor(f0 * 37));
    const coup = (await b.state(BACCARAT)).json.round;
    expect(sha256(coup.serverSeed)).toBe(baccarat.commitment);
    const floats = fairFloats({ serverSeed: coup.serverSeed, clientSeed: `table-${BACCARAT}`, nonce: 1 });
    const card = () => {
      const n = Math.floor(floats() * 52);
      return `${['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][n % 13]}${'SHDC'[Math.floor(n / 13)]}`;
    };
    const dealt = [card(), card(), card(), card()];
    expect([coup.outcome.player[0], coup.outcome.banker[0], coup.outcome.player[1], coup.outcome.banker[1]]).toEqual(dealt);
  });
});
