import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CouponSlip } from '@/components/coupon/CouponSlip';
import { betToggled, currencyKnown } from '@/store/slices/coupon';
import { balanceReceived } from '@/store/slices/account';
import { makeStore } from '@/store/makeStore';
import { renderWithProviders } from '@/tests/support/render';
import { server } from '@/tests/support/server';
import { withCoupon } from '@/tests/support/coupon';
import { account, balanceOf } from '@/tests/support/accounts';
import { betInput } from '@/tests/unit/coupon/fixtures';

// The coupon's promo-code field (docs/promotions-api.md "In the coupon"): the code typed is sent with
// the coupon, and a refused code — which refuses the coupon, nothing taken — says why next to the field.

function signedInStore(language: 'en' | 'ru') {
  const store = withCoupon(makeStore({ language, userId: 1001 }));
  store.dispatch(balanceReceived(balanceOf([account(1, 0, 'RUB', 10000, true)])));
  store.dispatch(currencyKnown('RUB'));
  store.dispatch(betToggled(betInput(1, 2)));
  return store;
}

function refusing(code: string, meta?: Record<string, unknown>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/web-api/coupon/place', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ errors: [{ code, detail: code, ...(meta ? { meta } : {}) }] }, { status: code === 'promo_code_unknown' ? 404 : 422 });
    }),
  );
  return bodies;
}

describe('the coupon’s promo code', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends the trimmed code and shows a refused minimum stake next to the field', async () => {
    const bodies = refusing('promo_code_condition', { condition: 'min_stake', min: 500, iso: 'RUB' });
    const user = userEvent.setup();
    await renderWithProviders(<CouponSlip />, { language: 'en', store: signedInStore('en') });
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    await user.type(field, ' express200 ');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));
    expect(await screen.findByText(/The promo code needs a stake of at least RUB 500\.00/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^The promo code needs a stake of at least RUB\s500\.00\. The bet was not placed and nothing was taken\.$/);
    expect(bodies[0]).toMatchObject({ promoCode: 'express200' });
  });

  it('in Russian, an unknown code', async () => {
    refusing('promo_code_unknown');
    const user = userEvent.setup();
    await renderWithProviders(<CouponSlip />, { language: 'ru', store: signedInStore('ru') });
    await user.type(screen.getByRole('textbox', { name: 'Промокод' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Сделать ставку' }));
    expect(await screen.findByText('Такого промокода нет. Ставка не принята, деньги не списаны.')).toBeInTheDocument();
  });
});
