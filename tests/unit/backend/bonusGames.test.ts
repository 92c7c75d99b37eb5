// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { bonusGamesBackend, codeOf } from './bonusGamesHelpers';
import { FORTUNA_SECTORS } from '../../../backend/src/bonusGames/games/fortuna';
import { LOTTERY_SYMBOLS, printTicket } from '../../../backend/src/bonusGames/games/lottery';
import { GAMES, BONUS_GAME_IDS } from '../../../backend/src/bonusGames/games';
import { dragonExpectedPoints } from '../../../backend/src/bonusGames/games/dragon';

// The bonus games (docs/bonus-games-api.md): terms for everyone, plays granted and spent, the wheel
// and the ticket whose start is the play, the commitment, idempotency and refusals.

const V3 = '/limit-service-api/api/external/web/v3';

describe('bonus games: terms and plays', () => {
  it('shows every game to a guest without plays, and the seeded player his fortuna spin and chest', async () => {
    const b = makeBackend();
    const guest = await b.call('GET', '/web-api/bonus-games?lng=en');
    expect(guest.status).toBe(200);
    expect(guest.headers.get('cache-control')).toBe('no-store');
    expect(guest.json.signedIn).toBe(false);
    expect(guest.json.games.map((g: { game: string }) => g.game)).toEqual(['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon']);
    expect(guest.json.games.every((g: { playsLeft: null }) => g.playsLeft === null)).toBe(true);
    const wheel = guest.json.games[0];
    expect(wheel.prizes).toHaveLength(10);
    expect(wheel.prizes.reduce((sum: number, p: { chance: number }) => sum + p.chance, 0)).toBeCloseTo(100);
    expect(wheel.prizes[3]).toEqual({ id: 'fb100', kind: 'freeBet', points: null, amount: 100, currency: 'RUB', chance: 10 });
    expect((await b.call('GET', '/web-api/bonus-games/nothing')).status).toBe(404);
    const p = await bonusGamesBackend();
    expect(await p.control()).toEqual([
      { game: 'fortuna', playsLeft: 1, lastPrize: null },
      { game: 'chest', playsLeft: 1, lastPrize: null },
      { game: 'memory', playsLeft: 0, lastPrize: null },
      { game: 'safe', playsLeft: 0, lastPrize: null },
      { game: 'lottery', playsLeft: 0, lastPrize: null },
      { game: 'dragon', playsLeft: 0, lastPrize: null },
    ]);
    const index = (await p.get('?lng=en')).json;
    expect(index.signedIn).toBe(true);
    expect(index.games.map((g: { playsLeft: number }) => g.playsLeft)).toEqual([1, 1, 0, 0, 0, 0]);
  });

  it('spins the wheel once per play: a drawn sector, its prize paid once, the commitment revealed', async () => {
    const b = await bonusGamesBackend();
    const spun = await b.start('fortuna', 'spin-1');
    expect(spun.status).toBe(201);
    expect(spun.json).toMatchObject({ game: 'fortuna', status: 'finished', playsLeft: 0 });
    const sector = spun.json.board.sector as number;
    expect(FORTUNA_SECTORS[sector]).toBeDefined();
    const { salt, secret } = spun.json.reveal;
    expect(JSON.parse(secret)).toEqual({ sector });
    expect(createHash('sha256').update(`${salt}:${secret}`).digest('hex')).toBe(spun.json.commitment);
    const again = await b.start('fortuna', 'spin-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotency-replayed')).toBe('true');
    expect(again.json.id).toBe(spun.json.id);
    expect(codeOf(await b.start('fortuna'))).toBe('no_plays_left');
    expect(b.db.prepare('SELECT COUNT(*) AS n FROM bonus_game_plays').get()).toEqual({ n: 1 });
    expect((await b.control())[0]).toEqual({ game: 'fortuna', playsLeft: 0, lastPrize: spun.json.prize });
    expect(b.db.prepare("SELECT COUNT(*) AS n FROM bonuses WHERE source_ref LIKE 'bonus-game:%'").get()).toEqual({ n: spun.json.prize.bonusId ? 1 : 0 });
    expect((await b.call('GET', '/__control/ledger/player@example.com/check')).json).toEqual({ ok: true });
  });

  it('grants plays by the control API, buys them with points once per key, and counts the points spent', async () => {
    const b = await bonusGamesBackend();
    expect((await b.grant('lottery', 2)).json.find((row: { game: string }) => row.game === 'lottery').playsLeft).toBe(2);
    expect((await b.call('POST', '/__control/bonus-games/player@example.com', { body: { game: 'nothing', plays: 1 } })).status).toBe(400);
    await b.setOpening(100);
    const short = await b.buy('fortuna');
    expect(short.status).toBe(422);
    expect(short.json.errors[0]).toMatchObject({ code: 'points_short', meta: { price: 150, balance: 100 } });
    await b.setOpening(1_000);
    const bought = await b.buy('fortuna', 'buy-1');
    expect(bought.status).toBe(201);
    expect(bought.json.playsLeft).toBe(2);
    expect((await b.buy('fortuna', 'buy-1')).status).toBe(200);
    expect(codeOf(await b.buy('chest', 'buy-1'))).toBe('idempotency_key_reused');
    expect(await b.playsLeft('fortuna')).toBe(2);
    expect(await b.points()).toMatchObject({ spent: 150, balance: 850 });
  });

  it('refuses a guest, a missing key, a self-excluded and a banned player, and changes nothing', async () => {
    const b = await bonusGamesBackend();
    expect((await b.call('POST', '/web-api/bonus-games/fortuna/plays', { headers: { 'Idempotency-Key': 'g' } })).status).toBe(401);
    expect(codeOf(await b.call('POST', '/web-api/bonus-games/fortuna/plays', { headers: b.headers }))).toBe('idempotency_key_required');
    const banned = await b.call('POST', '/web-api/bonus-games/fortuna/plays', {
      headers: { cookie: `ua=${(await b.signIn('banned@example.com')).ua}`, 'Idempotency-Key': 'x' },
    });
    expect(codeOf(banned)).toBe('banned');
    await b.call('POST', `${V3}/limits`, { body: { limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] }, headers: b.headers });
    const excluded = await b.start('fortuna');
    expect(excluded.status).toBe(403);
    expect(codeOf(excluded)).toBe('self_excluded');
    await b.setOpening(1_000);
    expect(codeOf(await b.buy('fortuna'))).toBe('self_excluded');
    expect(b.db.prepare('SELECT COUNT(*) AS n FROM bonus_game_plays').get()).toEqual({ n: 0 });
    expect(await b.playsLeft('fortuna')).toBe(1);
  });

  it('prints tickets with one prize three times or none, and writes down every expected value', () => {
    for (let i = 0; i < 200; i += 1) {
      for (const win of ['none', ...LOTTERY_SYMBOLS] as const) {
        const cells = printTicket(win);
        expect(cells).toHaveLength(9);
        const thrice = LOTTERY_SYMBOLS.filter((symbol) => cells.filter((cell) => cell === symbol).length >= 3);
        expect(thrice).toEqual(win === 'none' ? [] : [win]);
      }
    }
    expect(BONUS_GAME_IDS.map((game) => Math.round(GAMES[game].expectedPoints))).toEqual([136, 179, 139, 188, 51, 56]);
    expect(dragonExpectedPoints()).toBeCloseTo(55.56, 1);
    // Bought with points, every game costs more than it returns on average.
    expect(BONUS_GAME_IDS.every((game) => GAMES[game].pricePoints > GAMES[game].expectedPoints)).toBe(true);
  });
});
