import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RewardsScreen } from '@/components/rewards/RewardsScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// office/rewards: the points, the level with the way to the next, the shop (buy with a confirmation,
// one Idempotency-Key per attempt, the bonus it gave), the history; loading and error with retry.

const TERMS = {
  currency: 'RUB',
  rates: { sport: 10, casino: 20 },
  levels: [{ id: 1, key: 'bronze', minPoints: 0, vipRate: 5, premiumRate: null }],
  cashback: { vipCap: 50000, premiumCap: 150000, claimDays: 7 },
  items: [
    { id: 'free-bet-200', product: 'sport', price: 500, amount: 200, currency: 'RUB', wager: 1, minOdds: 1.5, days: 7 },
    { id: 'casino-bonus-300', product: 'casino', price: 800, amount: 300, currency: 'RUB', wager: 10, minOdds: null, days: 14 },
  ],
};
const BRONZE = { id: 1, key: 'bronze', minPoints: 0, vipRate: 5, premiumRate: null };
const SILVER = { id: 2, key: 'silver', minPoints: 1000, vipRate: 6, premiumRate: null };

function rewards(extra: Record<string, unknown> = {}) {
  return {
    ...TERMS,
    balance: 620,
    lifetime: 620,
    spent: 0,
    opening: 120,
    level: BRONZE,
    nextLevel: { ...SILVER, pointsToGo: 380 },
    earned: [{ product: 'casino', currency: 'RUB', staked: 10000, points: 500 }],
    purchases: [],
    ...extra,
  };
}

const PURCHASE = { id: 3, itemId: 'free-bet-200', product: 'sport', price: 500, amount: 200, currency: 'RUB', bonusId: 11, createdAt: '2026-11-25T10:00:00.000Z' };

describe('the rewards screen', () => {
  it('shows the points, the level and the way to the next, and what earned them', async () => {
    server.use(http.get('*/web-api/rewards', () => HttpResponse.json(rewards())));
    await renderWithProviders(<RewardsScreen />, { language: 'ru' });
    const balance = await screen.findByRole('region', { name: 'Ваши баллы' });
    expect(within(balance).getByText('Баланс').nextSibling).toHaveTextContent('620 баллов');
    expect(within(balance).getByText('Уровень').nextSibling).toHaveTextContent('Бронза');
    expect(within(balance).getByRole('progressbar', { name: 'Путь до уровня Серебро' })).toHaveAttribute('aria-valuenow', '62');
    expect(balance).toHaveTextContent('До уровня Серебро: ещё 380 баллов.');
    expect(within(balance).getByRole('link', { name: 'VIP-кешбэк' })).toHaveAttribute('href', '/ru/office/casino/vipcashback');
    const history = screen.getByRole('region', { name: 'История' });
    expect(history).toHaveTextContent('Казино: ставки 10 000,00 ₽ — 500 баллов');
    expect(history).toHaveTextContent('Перенесено ранее: 120 баллов');
    expect(history).toHaveTextContent('Покупок пока нет.');
  });

  it('buys after a confirmation with one key per attempt, says what it gave and lists it', async () => {
    const keys: string[] = [];
    let balanceReads = 0;
    server.use(
      http.get('*/web-api/rewards', () => HttpResponse.json(rewards())),
      http.post('*/web-api/rewards/shop/:itemId', ({ request, params }) => {
        keys.push(`${String(params.itemId)}:${request.headers.get('Idempotency-Key')}`);
        return HttpResponse.json({ ...rewards({ balance: 120, spent: 500, purchases: [PURCHASE] }), purchase: PURCHASE }, { status: 201 });
      }),
      http.get('*/web-api/user/balance', () => {
        balanceReads += 1;
        return HttpResponse.json({ balance: 0, bonus: 0, all_accounts: [], is_available_first_deposit_bonus: false });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<RewardsScreen />, { language: 'en' });
    const shop = await screen.findByRole('region', { name: 'Shop' });
    // Too few points for the casino bonus: its button is off and says by how much.
    expect(within(shop).getByRole('button', { name: 'Buy for 800 points' })).toBeDisabled();
    expect(within(shop).getByRole('button', { name: 'Buy for 800 points' })).toHaveAccessibleDescription('180 points short');

    await user.click(within(shop).getByRole('button', { name: 'Buy for 500 points' }));
    const confirm = within(shop).getByRole('group', { name: /Buy “Free bet RUB\s200\.00”\?/ });
    expect(confirm).toHaveTextContent('500 points will be taken from your balance.');
    expect(within(confirm).getByRole('button', { name: 'Buy' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(keys).toEqual([]);

    await user.click(within(shop).getByRole('button', { name: 'Buy for 500 points' }));
    await user.keyboard('{Enter}');
    expect(await within(shop).findByRole('status')).toHaveTextContent(/Done: “Free bet RUB\s200\.00” is on your bonus account\./);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^free-bet-200:[0-9a-f-]{36}$/);
    expect(screen.getByRole('region', { name: 'Your points' })).toHaveTextContent('120 points');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(/Free bet RUB\s200\.00 for 500 points/);
    await waitFor(() => expect(balanceReads).toBe(1));
  });

  it('says why a purchase was refused', async () => {
    server.use(
      http.get('*/web-api/rewards', () => HttpResponse.json(rewards())),
      http.post('*/web-api/rewards/shop/:itemId', () =>
        HttpResponse.json({ errors: [{ code: 'self_excluded', detail: 'Вы исключили себя из игры до 1 декабря.' }] }, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<RewardsScreen />, { language: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Купить за 500 баллов' }));
    await user.click(screen.getByRole('button', { name: 'Купить' }));
    expect(await screen.findByText('Покупка не прошла: Вы исключили себя из игры до 1 декабря.')).toBeInTheDocument();
  });

  it('loads, fails with a retry, then shows the top level', async () => {
    let fail = true;
    server.use(
      http.get('*/web-api/rewards', () =>
        fail
          ? HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 })
          : HttpResponse.json(rewards({ level: { id: 5, key: 'diamond', minPoints: 50000, vipRate: 10, premiumRate: 15 }, nextLevel: null, items: [] })),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<RewardsScreen />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your points…');
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You are on the top level.')).toBeInTheDocument();
    expect(screen.getByText('Premium cashback: 15%.')).toBeInTheDocument();
    expect(screen.getByText('The shop has nothing right now.')).toBeInTheDocument();
  });
});
