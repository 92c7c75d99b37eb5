import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { OfficePromotionScreen } from '@/components/offers/OfficePromotionScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

vi.mock('next/navigation', () => ({ usePathname: () => '/en/office/promotion', useRouter: () => ({ prefetch: () => undefined, push: () => undefined }) }));

// office/promotion: the promo-code field (check, then redeem; refusals next to the field), the
// redeemed codes, the offers joined (with leaving), their loading, empty and error states.

const OFFER = {
  code: 'WELCOME500',
  title: 'A 500 ₽ welcome bonus',
  description: '500 ₽ on your bonus account for sports betting.',
  kind: 'bonus',
  product: 'sport',
  amount: 500,
  iso: 'RUB',
  wagerMultiplier: 5,
  minOdds: 1.5,
  days: 30,
  channel: 'any',
  requiresDeposit: false,
  minStake: null,
  validUntil: null,
};
const REDEMPTION = {
  id: 1,
  code: 'WELCOME500',
  title: 'A 500 ₽ welcome bonus',
  kind: 'bonus',
  product: 'sport',
  channel: 'office',
  couponId: null,
  amount: 500,
  iso: 'RUB',
  redeemedAt: '2026-11-29T10:00:00.000Z',
  bonus: { bonusId: 9, status: 'active', deadline: '2026-12-29T10:00:00.000Z' },
};
const JOINED = {
  promotionId: 103,
  slug: 'accumulator-boost',
  title: 'Accumulator bonus up to 10%',
  kind: 'sport',
  offerType: 'join',
  status: 'joined',
  joinedAt: '2026-11-28T10:00:00.000Z',
  deadline: '2026-12-29T23:59:59.000Z',
  canLeave: true,
  code: null,
  bonus: null,
};

const refusal = (status: number, code: string, meta?: Record<string, unknown>) =>
  HttpResponse.json({ errors: [{ code, detail: code, ...(meta ? { meta } : {}) }] }, { status });

function backend(options: { redeem?: () => Response; historyFails?: boolean; offers?: unknown[] } = {}) {
  const calls: { path: string; body: unknown }[] = [];
  let history: unknown[] = [];
  let offers = options.offers ?? [];
  server.use(
    http.get('*/web-api/promo-codes/history', () =>
      options.historyFails ? refusal(500, 'internal_error') : HttpResponse.json({ items: history }),
    ),
    http.get('*/web-api/offers', () => HttpResponse.json({ items: offers })),
    http.post('*/web-api/promo-codes/check', async ({ request }) => {
      calls.push({ path: 'check', body: await request.json() });
      return HttpResponse.json({ offer: OFFER });
    }),
    http.post('*/web-api/promo-codes/redeem', async ({ request }) => {
      calls.push({ path: 'redeem', body: await request.json() });
      if (options.redeem) return options.redeem();
      history = [REDEMPTION];
      return HttpResponse.json({ offer: OFFER, bonusId: 9, redemptionId: 1 });
    }),
    http.delete('*/web-api/promotions/:id/join', ({ params }) => {
      calls.push({ path: `leave ${String(params.id)}`, body: null });
      offers = [];
      return HttpResponse.json({ ...JOINED, status: 'left', canLeave: false });
    }),
  );
  return calls;
}

describe('office/promotion', () => {
  it('checks a code without redeeming it, then redeems it and lists it', async () => {
    const calls = backend();
    const user = userEvent.setup();
    await renderWithProviders(<OfficePromotionScreen />, { language: 'en' });
    expect(await screen.findByText('You have not activated any promo codes yet.')).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Enter a promo code' });
    await user.type(field, ' welcome500 ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('The promo code WELCOME500 is valid')).toBeInTheDocument();
    expect(screen.getByText('A bonus of RUB 500.00 for sports betting: wager it ×5 within 30 days.')).toBeInTheDocument();
    expect(calls).toEqual([{ path: 'check', body: { code: 'welcome500' } }]);
    // The bonus is money on an account: the header's balance is read again once the code is activated.
    let balanceReads = 0;
    server.use(
      http.get('*/web-api/user/balance', () => {
        balanceReads += 1;
        const bonus = { id: 7, iso: 'RUB', symbol: '₽', currency_id: 1, type: 4, money: 500, points: 0, label: 'Bonus', is_active: false };
        return HttpResponse.json({ balance: 0, bonus: 500, all_accounts: [bonus], is_available_first_deposit_bonus: false });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The promo code WELCOME500 is activated')).toBeInTheDocument();
    await vi.waitFor(() => expect(balanceReads).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'To my bonuses' })).toHaveAttribute('href', '/en/office/bonuses/wager');
    const list = await screen.findByRole('region', { name: 'Activated promo codes' });
    expect(await within(list).findByText('Being wagered', { exact: false })).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('shows a refusal next to the field and keeps focus there', async () => {
    backend({ redeem: () => refusal(409, 'promo_code_already_used', { usedAt: '2026-11-28T10:00:00.000Z' }) });
    const user = userEvent.setup();
    await renderWithProviders(<OfficePromotionScreen />, { language: 'en' });
    const field = screen.getByRole('textbox', { name: 'Enter a promo code' });
    await user.type(field, 'WELCOME500{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already used this promo code');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('You have already used this promo code');
    expect(field).toHaveFocus();
  });

  it('asks for a code before sending anything, in Russian', async () => {
    const calls = backend();
    const user = userEvent.setup();
    await renderWithProviders(<OfficePromotionScreen />, { language: 'ru' });
    await user.click(screen.getByRole('button', { name: 'Активировать' }));
    expect(screen.getByRole('textbox', { name: 'Введите промокод' })).toHaveAccessibleDescription('Введите промокод');
    expect(calls).toEqual([]);
    const condition = backend({ redeem: () => refusal(422, 'promo_code_condition', { condition: 'deposit' }) });
    await user.type(screen.getByRole('textbox', { name: 'Введите промокод' }), 'FREEBET300');
    await user.click(screen.getByRole('button', { name: 'Активировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Промокод доступен после первого успешного депозита');
    expect(condition.map((call) => call.path)).toEqual(['redeem']);
  });

  it('lists the offers joined with their deadline, and leaves one', async () => {
    const calls = backend({ offers: [JOINED] });
    const user = userEvent.setup();
    await renderWithProviders(<OfficePromotionScreen />, { language: 'en' });
    const joined = await screen.findByRole('region', { name: 'My promotions' });
    expect(await within(joined).findByRole('link', { name: 'Accumulator bonus up to 10%' })).toHaveAttribute('href', '/en/bonus/103');
    expect(within(joined).getByText(/You take part · until/)).toBeInTheDocument();
    await user.click(within(joined).getByRole('button', { name: 'Leave “Accumulator bonus up to 10%”' }));
    expect(await within(joined).findByText('You are not taking part in any promotion yet.')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['leave 103']);
  });

  it('shows an error with a retry when the history cannot load', async () => {
    backend({ historyFails: true });
    await renderWithProviders(<OfficePromotionScreen />, { language: 'en' });
    expect(await screen.findByText('Your promo codes could not be loaded.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /try again|retry/i }).length).toBeGreaterThan(0);
  });
});
