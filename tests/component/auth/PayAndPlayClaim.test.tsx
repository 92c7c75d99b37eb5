import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { PayAndPlayClaim } from '@/components/auth/registration/PayAndPlayClaim';
import type { Language } from '@/lib/config/languages';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { apiError, visitorStore } from './registrationSupport';

const PAYMENT_ID = 'pay_0123456789abcdef01234567';

function claimAnswers(answer: () => Response) {
  server.use(http.post('*/web-api/user/registration/pay_and_play/claim', answer));
}

async function renderClaim(language: Language) {
  const visitor = visitorStore(language, `/${language}/onpay/success`);
  await renderWithProviders(<PayAndPlayClaim paymentId={PAYMENT_ID} />, { language, store: visitor.store });
}

describe('pay and play: the claim on the onpay page (docs/payments-api.md "Payer fingerprint")', () => {
  it.each([
    ['en', 'This card belongs to a player whose self-exclusion, time-out or account block is running.', 'Try again'],
    ['ru', 'Эта карта принадлежит игроку с действующим самоисключением, тайм-аутом или блокировкой счёта.', 'Попробовать снова'],
  ] as const)('in %s: a refused payer (403 payer_excluded) is told why, with no offer to try again', async (language, text, tryAgain) => {
    claimAnswers(() =>
      HttpResponse.json(
        { status: 403, title: 'refused', errors: [{ code: 'payer_excluded', detail: 'refused', meta: { status: 'fail', refunded: true } }] },
        { status: 403 },
      ),
    );
    await renderClaim(language);
    expect(await screen.findByText(text, { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: tryAgain })).toBeNull();
  });

  it('a declined payment still says it did not go through and offers to try again', async () => {
    claimAnswers(() => apiError(409, 'payment_failed', 'Payment ended fail'));
    await renderClaim('en');
    expect(await screen.findByText('The payment did not go through, so no account was opened and no money was taken.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toBeInTheDocument();
  });
});
