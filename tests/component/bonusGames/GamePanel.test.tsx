import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { GamePanel } from '@/components/bonusGames/GamePanel';
import { makeStore } from '@/store/makeStore';
import { sessionStarted } from '@/store/slices/app';
import { rotationFor } from '@/lib/bonusGames/wheel';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// A game's board (docs/bonus-games-api.md): the dragon played egg by egg through the API with one
// Idempotency-Key per move, collected into points with the way to the rewards; a guest's sign-in;
// a fault with its retry; the wheel's geometry.

const TERMS = {
  game: 'dragon',
  price: 70,
  expectedPoints: 55.6,
  prizes: [],
  catalogue: [],
  levels: [
    { dragons: 1, points: 20 },
    { dragons: 1, points: 60 },
    { dragons: 2, points: 200 },
  ],
  eggs: 3,
};
const play = (board: object, extra: object = {}) => ({
  id: 7,
  game: 'dragon',
  status: 'open',
  commitment: 'a'.repeat(64),
  board: { level: 0, collected: 0, burnt: 0, picks: [], dragons: null, ...board },
  prize: null,
  reveal: null,
  playsLeft: 0,
  createdAt: '2026-11-29T12:00:00.000Z',
  finishedAt: null,
  ...extra,
});

function backend(options: { failFirst?: boolean } = {}) {
  const calls = { screen: 0, keys: [] as string[], moves: [] as unknown[] };
  server.use(
    http.get('*/web-api/bonus-games/dragon', () => {
      calls.screen += 1;
      if (options.failFirst && calls.screen === 1) return HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 });
      return HttpResponse.json({ ...TERMS, signedIn: true, currency: 'RUB', playsLeft: 1, openPlay: null, history: [] });
    }),
    http.post('*/web-api/bonus-games/dragon/plays', ({ request }) => {
      calls.keys.push(request.headers.get('Idempotency-Key') ?? '');
      return HttpResponse.json(play({}), { status: 201 });
    }),
    http.post('*/web-api/bonus-games/dragon/plays/7/moves', async ({ request }) => {
      calls.keys.push(request.headers.get('Idempotency-Key') ?? '');
      const body = (await request.json()) as { egg?: number; collect?: boolean };
      calls.moves.push(body);
      if (body.collect) {
        return HttpResponse.json(
          play(
            { level: 1, collected: 20, picks: [{ egg: 1, dragon: false }], dragons: [[0], [2], [0, 1]] },
            { status: 'finished', prize: { kind: 'points', points: 20, amount: null, currency: null, bonusId: null }, reveal: { salt: 's', secret: '{}' }, finishedAt: '2026-11-29T12:01:00.000Z' },
          ),
        );
      }
      return HttpResponse.json(play({ level: 1, collected: 20, picks: [{ egg: 1, dragon: false }] }));
    }),
    http.get('*/web-api/user/balance', () => HttpResponse.json({ balance: 0, bonus: 0, all_accounts: [], is_available_first_deposit_bonus: false })),
  );
  return calls;
}

const signedIn = () => {
  const store = makeStore({ language: 'en' });
  store.dispatch(sessionStarted({ userId: 1001 }));
  return store;
};

// The links the server screen builds (components/bonusGames/BonusGamesScreen.tsx).
const linksOf = (lng: string) => ({
  login: `/${lng}/user/login?returnUrl=%2F${lng}%2Fgames%2Fdragon`,
  registration: `/${lng}/registration?returnUrl=%2F${lng}%2Fgames%2Fdragon`,
  bonuses: `/${lng}/office/bonuses/wager`,
  rewards: `/${lng}/office/rewards`,
});
const LINKS = { en: linksOf('en'), ru: linksOf('ru') };

describe('a bonus game’s board', () => {
  it('plays the dragon egg by egg through the API and collects the points, with the way to the rewards', async () => {
    const calls = backend();
    const user = userEvent.setup();
    await renderWithProviders(<GamePanel game="dragon" links={LINKS.en} />, { language: 'en', store: signedIn() });
    expect(await screen.findByText('1 play left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(await screen.findByText('No plays left')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Level 1, egg 2' }));
    await user.click(await screen.findByRole('button', { name: 'Collect 20 points' }));
    expect(await screen.findByText('You won: 20 points')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See it in rewards' })).toHaveAttribute('href', '/en/office/rewards');
    expect(calls.moves).toEqual([{ egg: 1 }, { collect: true }]);
    expect(new Set(calls.keys).size).toBe(3);
  });

  it('offers a guest the sign-in, and a fault a retry', async () => {
    await renderWithProviders(<GamePanel game="dragon" links={LINKS.ru} />, { language: 'ru' });
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', LINKS.ru.login);
    const calls = backend({ failFirst: true });
    const user = userEvent.setup();
    await renderWithProviders(<GamePanel game="dragon" links={LINKS.en} />, { language: 'en', store: signedIn() });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 play left')).toBeInTheDocument();
    expect(calls.screen).toBe(2);
  });

  it('turns the wheel so the drawn sector stops under the pointer', () => {
    expect(rotationFor(0, 10, 5)).toBe(5 * 360 + 342);
    expect(rotationFor(9, 10, 0)).toBe(18);
  });
});
