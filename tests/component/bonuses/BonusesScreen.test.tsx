import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BonusesScreen } from '@/components/bonuses/BonusesScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// office/bonuses/wager and office/bonuses/deposit (docs/bonuses-api.md): the progress of a bonus,
// what counted and why not, declining, the first-deposit terms, and the list's states.

const AS_OF = '2026-11-29T12:00:00.000Z';
const OFFER = {
  available: true,
  currency: 'RUB',
  percent: 100,
  cap: 10000,
  minDeposit: 100,
  products: {
    sport: { choice: 1, wagerMultiplier: 5, minOdds: 1.5, days: 30, weights: null },
    casino: { choice: 2, wagerMultiplier: 35, minOdds: null, days: 14, weights: { slot: 100, scratch: 50, keno: 50, crash: 20, table: 10 } },
  },
};
const ACTIVE = {
  id: 12,
  product: 'sport',
  source: 'first_deposit',
  currency: 'RUB',
  amount: 200,
  wagerMultiplier: 5,
  minOdds: 1.5,
  weights: null,
  required: 1000,
  wagered: 250,
  remaining: 750,
  grantedAt: '2026-11-20T12:00:00.000Z',
  deadline: '2026-12-02T10:00:00.000Z',
  status: 'active',
  closedAt: null,
  moved: null,
};
const WAGERING = {
  bonusId: 12,
  page: 1,
  pageSize: 20,
  total: 2,
  countedTotal: 1,
  items: [
    { kind: 'coupon', id: '41', placedAt: '2026-11-28T10:00:00.000Z', settledAt: '2026-11-28T12:00:00.000Z', status: 'lost', stake: 300, odds: 1.4, game: null, weight: null, counted: 0, reason: 'odds_below_floor' },
    { kind: 'coupon', id: '40', placedAt: '2026-11-27T10:00:00.000Z', settledAt: '2026-11-27T12:00:00.000Z', status: 'won', stake: 250, odds: 2, game: null, weight: null, counted: 250, reason: null },
  ],
};

function backend(options: { items?: unknown[]; offer?: unknown; failFirst?: boolean } = {}) {
  const calls = { list: 0, declined: [] as string[], balance: 0 };
  let items = options.items ?? [ACTIVE];
  server.use(
    http.get('*/web-api/bonuses', () => {
      calls.list += 1;
      if (options.failFirst && calls.list === 1) return HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 });
      return HttpResponse.json({ asOf: AS_OF, offer: options.offer ?? OFFER, items });
    }),
    http.get('*/web-api/bonuses/12/wagering', () => HttpResponse.json(WAGERING)),
    http.post('*/web-api/bonuses/:id/decline', ({ params }) => {
      calls.declined.push(String(params.id));
      const declined = { ...ACTIVE, status: 'declined', closedAt: AS_OF, moved: 200 };
      items = [declined];
      return HttpResponse.json(declined);
    }),
    http.get('*/web-api/user/balance', () => {
      calls.balance += 1;
      return HttpResponse.json({ balance: 0, bonus: 0, all_accounts: [], is_available_first_deposit_bonus: false });
    }),
  );
  return calls;
}

describe('the wager page', () => {
  it('shows an active bonus’s progress, its deadline in days on the backend clock, and what counted and why not', async () => {
    backend();
    const user = userEvent.setup();
    await renderWithProviders(<BonusesScreen page="wager" />, { language: 'en' });
    const card = await screen.findByRole('article', { name: /Sport bonus/ });
    const bar = within(card).getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(within(card).getByText(/Wager by .* · 3 days left/)).toBeInTheDocument();
    expect(within(card).getByText('Coupons count at total odds of 1.50 or more')).toBeInTheDocument();
    const toggle = within(card).getByRole('button', { name: 'What counted and what did not' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = await within(card).findAllByRole('listitem');
    const stakes = items.filter((item) => item.className.includes('bonus-stake'));
    expect(stakes.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Coupon no\. 41, odds 1\.40.*Not counted: odds under the minimum/),
      expect.stringMatching(/Coupon no\. 40, odds 2\.00.*Counted RUB\s250\.00/),
    ]);
    expect(within(card).getByText('1 of 2 stakes counted')).toBeInTheDocument();
  });

  it('declines after a confirmation, shows how the bonus ended and asks for the balance again', async () => {
    const calls = backend();
    const user = userEvent.setup();
    await renderWithProviders(<BonusesScreen page="wager" />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Decline the bonus' }));
    expect(calls.declined).toEqual([]);
    // Keep: nothing is sent, the question closes and "Decline" has the focus again.
    await user.click(screen.getByRole('button', { name: 'Keep the bonus' }));
    expect(screen.getByRole('button', { name: 'Decline the bonus' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Decline the bonus' }));
    expect(screen.getByRole('button', { name: 'Yes, decline' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    expect(await screen.findByText(/You declined the bonus on .*: .*200.* left the bonus account\./)).toBeInTheDocument();
    expect(calls.declined).toEqual(['12']);
    await waitFor(() => expect(calls.balance).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Finished bonuses' })).toBeInTheDocument();
  });

  it('a bonus moved to the main balance says so', async () => {
    backend({ items: [{ ...ACTIVE, status: 'wagered', wagered: 1000, remaining: 0, closedAt: '2026-11-28T12:00:00.000Z', moved: 300 }] });
    await renderWithProviders(<BonusesScreen page="wager" />, { language: 'ru' });
    expect(await screen.findByText(/Бонус отыгран .*: 300,00\s₽ переведено на основной счёт\./)).toBeInTheDocument();
    expect(screen.getByText('Сейчас нет бонусов в отыгрыше.')).toBeInTheDocument();
  });

  it('an error offers a retry that loads the list; no bonus shows the way to the deposit page', async () => {
    const calls = backend({ items: [], failFirst: true });
    const user = userEvent.setup();
    await renderWithProviders(<BonusesScreen page="wager" />, { language: 'en' });
    expect(await screen.findByText('Your bonuses could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/You have no bonuses yet/)).toBeInTheDocument();
    expect(calls.list).toBe(2);
    expect(screen.getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/en/office/recharge');
  });
});

describe('the first-deposit bonus page', () => {
  it('explains both products and links to the deposit with the bonus chosen', async () => {
    backend({ items: [] });
    await renderWithProviders(<BonusesScreen page="deposit" />, { language: 'en' });
    expect(await screen.findByText(/100 % of your first deposit, up to/)).toBeInTheDocument();
    const casino = screen.getByRole('article', { name: 'Casino' });
    expect(within(casino).getByText('slots — 100 %')).toBeInTheDocument();
    expect(within(casino).getByText('table and live games — 10 %')).toBeInTheDocument();
    expect(within(casino).getByText('Wagering time: 14 days')).toBeInTheDocument();
    expect(within(casino).getByRole('link', { name: 'Deposit with the casino bonus' })).toHaveAttribute('href', '/en/office/recharge?bonus=2');
    const sport = screen.getByRole('article', { name: 'Sport' });
    expect(within(sport).getByText('Wagering: stake ×5 the bonus')).toBeInTheDocument();
    expect(within(sport).getByText('Coupons count at total odds of 1.50 or more')).toBeInTheDocument();
  });

  it('says when the offer is spent, and shows the player’s own first-deposit bonus', async () => {
    backend({ offer: { ...OFFER, available: false } });
    await renderWithProviders(<BonusesScreen page="deposit" />, { language: 'ru' });
    expect(await screen.findByText('Бонус уже недоступен: он даётся только за первый депозит.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Пополнить со/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Ваш бонус за первый депозит' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Отыгрыш' })).toHaveAttribute('aria-valuenow', '25');
  });
});
