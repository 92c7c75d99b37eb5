// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maskLogin, rankStandings } from '../../../backend/src/tournaments/scoring';
import { CASINO_NOW, DAY, MARATHON, SLOT_RACE, tournamentBackend } from './tournamentsHelpers';

const round = (userId: number, stakeMinor: number, winMinor: number, settledAt: number) => ({ userId, stakeMinor, winMinor, settledAt });

describe('tournaments: scoring (docs/tournaments-api.md "Scoring")', () => {
  it('multiplier: the best single round, win ÷ stake; the one who reached an equal score first ranks higher', () => {
    const standings = rankStandings('multiplier', [round(1, 1000, 5000, 10), round(2, 2000, 10000, 5), round(1, 1000, 20000, 30), round(3, 1000, 20000, 20), round(2, 1000, 0, 40)], 1);
    expect(standings).toEqual([
      { userId: 3, scoreBp: 200_000, rounds: 1, reachedAt: 20 },
      { userId: 1, scoreBp: 200_000, rounds: 2, reachedAt: 30 },
      { userId: 2, scoreBp: 50_000, rounds: 2, reachedAt: 5 },
    ]);
  });

  it('winRatio: total win ÷ total stake, ranked from the minimum number of rounds, reached at the last round', () => {
    const rounds = [round(1, 1000, 1500, 1), round(1, 1000, 500, 2), round(2, 1000, 3000, 3), round(3, 1000, 1000, 4), round(3, 1000, 1000, 5)];
    expect(rankStandings('winRatio', rounds, 2)).toEqual([
      { userId: 1, scoreBp: 10_000, rounds: 2, reachedAt: 2 },
      { userId: 3, scoreBp: 10_000, rounds: 2, reachedAt: 5 },
    ]);
    expect(rankStandings('winRatio', rounds, 1)[0]).toEqual({ userId: 2, scoreBp: 30_000, rounds: 1, reachedAt: 3 });
  });

  it('masks a login to its first three characters', () => {
    expect(maskLogin('player@example.com')).toBe('pla***');
    expect(maskLogin('+79990001122')).toBe('+79***');
  });

  it('counts only a joined player’s real settled rounds in the window, the currency, the games and at the minimum bet', async () => {
    const b = await tournamentBackend();
    expect((await b.join(SLOT_RACE)).status).toBe(201);
    const joined = CASINO_NOW;
    const end = CASINO_NOW + 6 * DAY;
    // Counted: a 10 ₽ slot round ×3, and the best one ×50 settled 1 ms before the end.
    b.insertRound({ userId: 1001, stake: 1000, win: 3000, createdAt: joined });
    b.insertRound({ userId: 1001, stake: 1000, win: 50_000, createdAt: end - 5000, settledAt: end - 1 });
    // Not counted: under the minimum bet, demo, from the bonus account, another currency, a live game
    // (not a slot), opened before the join, settled at the end, still open, rolled back.
    b.insertRound({ userId: 1001, stake: 999, win: 900_000, createdAt: joined + 1 });
    b.insertRound({ userId: 1001, stake: 1000, win: 900_000, createdAt: joined + 2, mode: 'demo' });
    b.insertRound({ userId: 1001, stake: 1000, win: 900_000, createdAt: joined + 3, accountId: 5002 });
    b.insertRound({ userId: 1001, stake: 1000, win: 900_000, createdAt: joined + 4, iso: 'USD' });
    b.insertRound({ userId: 1001, stake: 1000, win: 900_000, createdAt: joined + 5, gameId: 3021 });
    b.insertRound({ userId: 1001, stake: 1000, win: 900_000, createdAt: joined - 1 });
    b.insertRound({ userId: 1001, stake: 1000, win: 900_000, createdAt: end - 5000, settledAt: end });
    b.insertRound({ userId: 1001, stake: 1000, win: 900_000, createdAt: joined + 6, status: 'open' });
    b.insertRound({ userId: 1001, stake: 1000, win: 900_000, createdAt: joined + 7, status: 'rolled_back' });
    // Another player who never joined scores nothing.
    b.insertRound({ userId: 1006, stake: 1000, win: 900_000, createdAt: joined + 8, accountId: 5051 });

    expect((await b.board(SLOT_RACE)).leaderboard).toEqual([{ login: 'player@example.com', score: 50, place: 1, prize: 50_000 }]);
    const page = await b.detail(SLOT_RACE);
    expect(page.me).toMatchObject({ joined: true, place: 1, score: 50, rounds: 2, login: 'pla***' });
    expect(page.leaderboard).toEqual([{ place: 1, login: 'pla***', score: 50, rounds: 2, prize: 50_000, isMe: true }]);
  });

  it('winRatio ranks a player only from its minimum of rounds, on any game', async () => {
    const b = await tournamentBackend();
    await b.join(MARATHON);
    for (let i = 0; i < 19; i += 1) b.insertRound({ userId: 1001, stake: 100, win: 200, createdAt: CASINO_NOW + i, gameId: 3021 });
    expect((await b.board(MARATHON)).leaderboard).toEqual([]);
    expect((await b.detail(MARATHON)).me).toMatchObject({ joined: true, place: null, score: null, rounds: 0 });
    b.insertRound({ userId: 1001, stake: 100, win: 0, createdAt: CASINO_NOW + 100, gameId: 3013 });
    expect((await b.board(MARATHON)).leaderboard).toEqual([{ login: 'player@example.com', score: 1.9, place: 1, prize: 30_000 }]);
  });
});
