import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CashbackScreen } from '@/components/cashback/CashbackScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// office/casino/vipcashback|premiumcashback: this week so far, the week to claim with its Claim
// button (a success message, the list read again, the balance asked for), past weeks, the premium
// programme closed with the level that opens it; loading, empty and error with retry.

const LEVEL = { id: 1, key: 'bronze', minPoints: 0 };
const WEEK = {
  id: 9,
  programme: 'vip',
  week: '2026-11-16',
  weekEnd: '2026-11-23T00:00:00.000Z',
  level: 1,
  currency: 'RUB',
  staked: 3000,
  won: 1000,
  loss: 2000,
  rate: 5,
  amount: 100,
  status: 'computed',
  expiresAt: '2026-11-30T00:00:00.000Z',
  claimedAt: null,
};

function screenData(extra: Record<string, unknown> = {}) {
  return {
    programme: 'vip',
    open: true,
    rate: 5,
    currency: 'RUB',
    cap: 50000,
    claimDays: 7,
    points: 270,
    level: LEVEL,
    nextLevel: { id: 2, key: 'silver', minPoints: 1000, pointsToGo: 730, rate: 6 },
    opensAt: { id: 4, key: 'platinum', minPoints: 20000 },
    rates: [
      { ...LEVEL, rate: 5 },
      { id: 2, key: 'silver', minPoints: 1000, rate: 6 },
    ],
    currentWeek: { week: '2026-11-23', endsAt: '2026-11-30T00:00:00.000Z', items: [{ currency: 'RUB', staked: 500, won: 0, loss: 500, amount: 25 }] },
    toClaim: [WEEK],
    history: [],
    ...extra,
  };
}

describe('the cashback screen', () => {
  it('shows this week so far, claims a week into the balance with a message, and lists it as claimed', async () => {
    let claimed = false;
    let balanceReads = 0;
    const claims: string[] = [];
    server.use(
      http.get('*/web-api/user/balance', () => {
        balanceReads += 1;
        return HttpResponse.json({ balance: 0, bonus: 0, all_accounts: [], is_available_first_deposit_bonus: false });
      }),
      http.get('*/web-api/cashback', () =>
        HttpResponse.json(claimed ? screenData({ toClaim: [], history: [{ ...WEEK, status: 'claimed', claimedAt: '2026-11-25T10:00:00.000Z' }] }) : screenData()),
      ),
      http.post('*/web-api/cashback/:id/claim', ({ params }) => {
        claims.push(String(params.id));
        claimed = true;
        return HttpResponse.json({ ...WEEK, status: 'claimed', claimedAt: '2026-11-25T10:00:00.000Z' });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<CashbackScreen programme="vip" />, { language: 'en' });
    const week = await screen.findByRole('region', { name: /This week so far/ });
    expect(within(week).getByText('Net loss').nextSibling).toHaveTextContent('RUB 500.00');
    expect(within(week).getByText('Cashback so far').nextSibling).toHaveTextContent('RUB 25.00');
    expect(screen.getByText('Your rate: 5% of the net loss, at most RUB 50,000.00 a week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How to raise your level' })).toHaveAttribute('href', '/en/office/rewards');

    const toClaim = screen.getByRole('region', { name: 'To claim' });
    await user.click(within(toClaim).getByRole('button', { name: /Claim RUB\s100\.00/ }));
    expect(await within(toClaim).findByText('Cashback of RUB 100.00 was paid to your main account.')).toBeInTheDocument();
    expect(claims).toEqual(['9']);
    expect(await within(toClaim).findByText('Nothing to claim right now.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Past weeks' })).getByText('Claimed')).toBeInTheDocument();
    // The header's balance is read again.
    await waitFor(() => expect(balanceReads).toBe(1));
  });

  it('says why a claim failed (the window closed)', async () => {
    server.use(
      http.get('*/web-api/cashback', () => HttpResponse.json(screenData())),
      http.post('*/web-api/cashback/:id/claim', () => HttpResponse.json({ errors: [{ code: 'cashback_expired', detail: 'closed' }] }, { status: 409 })),
    );
    const user = userEvent.setup();
    await renderWithProviders(<CashbackScreen programme="vip" />, { language: 'ru' });
    await user.click(await screen.findByRole('button', { name: /Получить 100,00\s₽/ }));
    expect(await screen.findByText('Не удалось получить кешбэк: Срок получения истёк.')).toBeInTheDocument();
  });

  it('premium closed: names the level that opens it and what is left, offers no claim', async () => {
    server.use(http.get('*/web-api/cashback', () => HttpResponse.json(screenData({ programme: 'premium', open: false, rate: null, toClaim: [], rates: [{ ...LEVEL, rate: null }] }))));
    await renderWithProviders(<CashbackScreen programme="premium" />, { language: 'ru' });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('Премиальный кешбэк пока закрыт');
    expect(note).toHaveTextContent('Он открывается с уровня Платина (20 000 баллов). Вам осталось 19 730 баллов.');
    expect(screen.queryByRole('button', { name: /Получить/ })).toBeNull();
    expect(screen.queryByRole('region', { name: /Эта неделя/ })).toBeNull();
  });

  it('shows the empty states, and an error with a retry that loads', async () => {
    let fail = true;
    server.use(
      http.get('*/web-api/cashback', () =>
        fail ? HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 }) : HttpResponse.json(screenData({ toClaim: [], currentWeek: { week: '2026-11-23', endsAt: '2026-11-30T00:00:00.000Z', items: [] } })),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<CashbackScreen programme="vip" />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cashback…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your cashback.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have not played casino games for real money this week yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing to claim right now.')).toBeInTheDocument();
    expect(screen.getByText('No past weeks with casino play yet.')).toBeInTheDocument();
  });
});
