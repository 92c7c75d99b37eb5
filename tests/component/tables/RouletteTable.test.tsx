import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LiveTable } from '@/components/tables/LiveTable';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { seat, tableState } from './tableFixtures';

// A roulette table: the status and the felt, a visitor's fun-money seat, chips into the slip, one
// POST with an Idempotency-Key that a retry after a lost answer repeats, and the backend's refusals.
const LOGIN = '/ru/user/login?returnUrl=%2Fru%2Fcasino%2Fgame%2F5101%2Fvelvet-roulette-live';

function table(language: 'ru' | 'en' = 'ru', userId: number | null = null) {
  return renderWithProviders(<LiveTable lng={language} initial={tableState()} loginHref={LOGIN} responsibleHref={`/${language}/office/responsible`} />, {
    language,
    store: makeStore({ language, userId }),
  });
}

function backend() {
  const calls = { seats: [] as unknown[], bets: [] as { key: string | null; body: unknown }[] };
  let me = seat();
  server.use(
    http.get('*/web-api/casino/tables/5101', ({ request }) =>
      HttpResponse.json(tableState({ me: new URL(request.url).searchParams.get('seatId') === '9' ? me : null })),
    ),
    http.post('*/web-api/casino/tables/5101/seat', async ({ request }) => {
      calls.seats.push(await request.json());
      return HttpResponse.json(me);
    }),
  );
  return {
    calls,
    setMe: (next: typeof me) => {
      me = next;
    },
  };
}

describe('a roulette table', () => {
  // The seat is kept in the tab's session storage: each test starts standing.
  beforeEach(() => window.sessionStorage.clear());

  it('shows the round, the felt and the results; a visitor gets fun money and the login', async () => {
    backend();
    await table();
    expect(screen.getByText('Делайте ставки · 12 с')).toBeVisible();
    expect(screen.getByText('Раунд № 12')).toBeVisible();
    expect(screen.getByText('3 игрока за столом')).toBeVisible();
    const felt = screen.getByRole('group', { name: 'Поле ставок' });
    // Cells are buttons named as their positions; with no seat they take no chips.
    expect(within(felt).getByRole('button', { name: '17, чёрное' })).toBeDisabled();
    expect(within(felt).getByRole('button', { name: '32, красное' })).toBeVisible();
    expect(within(felt).getByRole('button', { name: '0, зеро' })).toBeVisible();
    expect(within(felt).getByRole('button', { name: '2-я дюжина' })).toBeVisible();
    expect(within(felt).getAllByRole('button')).toHaveLength(37 + 3 + 3 + 6);
    expect(screen.getByRole('figure')).toHaveTextContent('Выпало: 32');
    expect(screen.getByRole('region', { name: 'Последние результаты' })).toHaveTextContent('Раунд № 11: 32, красное');
    expect(screen.getByRole('link', { name: 'Войдите, чтобы играть на деньги' })).toHaveAttribute('href', LOGIN);
    expect(screen.queryByRole('button', { name: 'Играть на деньги' })).toBeNull();
  });

  it('seats a visitor for fun money and places the slip with one key, the same again after a lost answer', async () => {
    const { calls, setMe } = backend();
    let lose = true;
    server.use(
      http.post('*/web-api/casino/tables/5101/bets', async ({ request }) => {
        calls.bets.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        if (lose) {
          lose = false;
          return HttpResponse.error();
        }
        const placed = seat({
          balanceMinor: 10_000_000 - 30_000,
          bets: [
            { betId: 1, position: 'red', amountMinor: 20_000, winMinor: null },
            { betId: 2, position: 'straight:32', amountMinor: 10_000, winMinor: null },
          ],
        });
        setMe(placed);
        return HttpResponse.json(tableState({ me: placed }));
      }),
    );
    const user = userEvent.setup();
    await table();
    await user.click(screen.getByRole('button', { name: 'Играть на фан-деньги' }));
    expect(await screen.findByText('Фан-деньги')).toBeVisible();
    expect(calls.seats).toEqual([{ mode: 'demo' }]);
    await user.click(screen.getByRole('button', { name: /Фишка 100,00/ }));
    expect(screen.getByRole('button', { name: /Фишка 100,00/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Фишка 10,00/ })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Красное' }));
    await user.click(screen.getByRole('button', { name: 'Красное' }));
    await user.click(screen.getByRole('button', { name: '32, красное' }));
    const slip = screen.getByRole('region', { name: 'Ставки к размещению' });
    expect(slip).toHaveTextContent(/Красное\s*200,00\s₽/);
    expect(slip).toHaveTextContent('Итого: 300,00 ₽');
    expect(screen.getByRole('button', { name: 'Красное' })).toHaveAccessibleDescription(/^в купоне 200,00\s₽$/);

    await user.click(within(slip).getByRole('button', { name: 'Сделать ставку' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent('Ставка не принята');
    await user.click(within(slip).getByRole('button', { name: 'Сделать ставку' }));
    await waitFor(() => expect(screen.getByText('Баланс').nextSibling).toHaveTextContent('99 700,00 ₽'));
    expect(calls.bets).toHaveLength(2);
    expect(calls.bets[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls.bets[1]?.key).toBe(calls.bets[0]?.key);
    expect(calls.bets[1]?.body).toEqual({
      seatId: 9,
      bets: [
        { position: 'red', amountMinor: 20_000 },
        { position: 'straight:32', amountMinor: 10_000 },
      ],
    });
    expect(within(slip).getByText('Выберите фишку и нажмите на позицию на поле.')).toBeVisible();
    expect(screen.getByText('Мои ставки в раунде').nextSibling).toHaveTextContent('Красное: 200,00 ₽32, красное: 100,00 ₽');
  });

  it('shows the backend refusal next to the slip and clears the slip on "Clear"', async () => {
    backend();
    server.use(
      http.post('*/web-api/casino/tables/5101/bets', () =>
        HttpResponse.json({ errors: [{ code: 'insufficient_funds', detail: 'Not enough money on the account.' }] }, { status: 422 }),
      ),
    );
    const user = userEvent.setup();
    await table('en');
    await user.click(screen.getByRole('button', { name: 'Play for fun money' }));
    await user.click(await screen.findByRole('button', { name: 'Odd' }));
    const slip = screen.getByRole('region', { name: 'Bets to place' });
    await user.click(within(slip).getByRole('button', { name: 'Place bets' }));
    expect(await within(slip).findByRole('alert')).toHaveTextContent('Bet not accepted: Not enough money on the account.');
    await user.click(within(slip).getByRole('button', { name: 'Clear' }));
    expect(within(slip).getByText('Choose a chip and press a position on the felt.')).toBeVisible();
    expect(within(slip).queryByRole('alert')).toBeNull();
  });

  it('says clearly why a real seat is refused, with the way to responsible gaming', async () => {
    backend();
    server.use(
      http.post('*/web-api/casino/tables/5101/seat', () =>
        HttpResponse.json({ errors: [{ code: 'self_excluded', detail: 'Self-excluded.' }] }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    await table('ru', 7);
    await user.click(screen.getByRole('button', { name: 'Играть на деньги' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('Игра на деньги закрыта: действует самоисключение.');
    expect(within(refusal).getByRole('link', { name: 'Ответственная игра' })).toHaveAttribute('href', '/ru/office/responsible');
  });
});
