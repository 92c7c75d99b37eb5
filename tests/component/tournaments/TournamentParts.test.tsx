import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { JoinPanel } from '@/components/tournaments/JoinPanel';
import { Leaderboard } from '@/components/tournaments/Leaderboard';
import type { TournamentDetail } from '@/lib/api/tournaments/tournament';
import { backendNow, timeLeft } from '@/lib/tournaments/countdown';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// A tournament's page parts (docs/tournaments-api.md): the leaderboard with the player's own row,
// in the top or below it, and joining with an Idempotency-Key; the countdown's arithmetic.

const place = (n: number, login: string, score: number, isMe = false) => ({ place: n, login, score, rounds: 10, prize: n === 1 ? 50000 : 0, isMe });

const DETAIL: TournamentDetail = {
  asOf: '2026-03-10T08:00:00.000Z',
  id: 1,
  title: 'Гонка северного сияния',
  text: 'Слоты',
  status: 'running',
  startsAt: '2026-03-09T08:00:00.000Z',
  endsAt: '2026-03-16T08:00:00.000Z',
  scoring: 'multiplier',
  currency: 'RUB',
  minBet: 10,
  minRounds: 1,
  prizeFund: 99000,
  prizePlaces: 10,
  categories: ['slots'],
  art: 'aurora',
  players: 3,
  top: [],
  allGames: false,
  gamesTotal: 0,
  games: [],
  prizes: [{ place: 1, amount: 50000 }],
  leaderboard: [place(1, 'ale***', 12.5), place(2, 'mar***', 3)],
  me: { joined: true, joinedAt: '2026-03-10T08:00:00.000Z', place: 25, login: 'pla***', score: 0.5, rounds: 4, prize: 0 },
};

describe('tournaments: the leaderboard and joining', () => {
  it('shows the player’s own row below the top when he is ranked outside it, highlighted', async () => {
    await renderWithProviders(<Leaderboard tournament={DETAIL} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'МестоИгрокОчкиРаундыПриз',
      expect.stringMatching(/^1ale\*\*\*×12,510/),
      expect.stringMatching(/^2mar\*\*\*×310—$/),
      expect.stringMatching(/^25pla\*\*\* \(вы\)×0,54—$/),
    ]);
    expect(rows[3]).toHaveAttribute('aria-current', 'true');
  });

  it('highlights his row in the top and adds none below', async () => {
    const inTop = { ...DETAIL, leaderboard: [place(1, 'pla***', 12.5, true), place(2, 'mar***', 3)], me: { ...DETAIL.me!, place: 1, score: 12.5 } };
    await renderWithProviders(<Leaderboard tournament={inTop} />, { language: 'en' });
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[1]).toHaveTextContent('pla*** (you)');
  });

  it('joins with an Idempotency-Key and hands the answer on; a refusal says why', async () => {
    const keys: (string | null)[] = [];
    let refuse = true;
    server.use(
      http.post('*/web-api/casino/tournaments/1/join', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (refuse) return HttpResponse.json({ errors: [{ code: 'self_excluded', detail: 'Самоисключение до 1 мая' }] }, { status: 403 });
        return HttpResponse.json({ ...DETAIL, me: { ...DETAIL.me!, joined: true } }, { status: 201 });
      }),
    );
    const onJoined = vi.fn();
    const notJoined = { ...DETAIL, me: { ...DETAIL.me!, joined: false, joinedAt: null, place: null, score: null, rounds: 0, prize: null } };
    await renderWithProviders(<JoinPanel tournament={notJoined} signInHref="/ru/login" onJoined={onJoined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Участвовать' }));
    expect(await screen.findByText(/Не удалось присоединиться: Самоисключение до 1 мая/)).toBeInTheDocument();
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Участвовать' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledTimes(1));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('counts down on the backend clock', () => {
    expect(timeLeft(Date.parse('2026-03-16T08:00:00Z'), Date.parse('2026-03-10T07:59:59Z'))).toEqual({ days: 6, hours: 0, minutes: 0, seconds: 1 });
    expect(timeLeft(1000, 1000)).toBeNull();
    expect(backendNow(5_000, 100, 1_100)).toBe(6_000);
  });
});
