import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DepositLimitOffer } from '@/components/payments/DepositLimitOffer';
import { makeStore } from '@/store/makeStore';
import { userConfig } from '@/tests/support/accounts';
import { renderWithProviders } from '@/tests/support/render';

// One click from the deposit page to the deposit limit, and before the first
// deposit an offer to set one (UKGC RTS 12).

async function render(hasDeposit: boolean, language: 'ru' | 'en' = 'en') {
  const store = makeStore({ language, userId: 1001, userConfig: userConfig({ has_deposit: hasDeposit }) });
  return renderWithProviders(<DepositLimitOffer />, { language, store });
}

describe('the deposit page’s way to the deposit limit', () => {
  it('before the first deposit: an offer to set a limit before paying, linking to the deposit section', async () => {
    await render(false);
    const offer = screen.getByRole('complementary', { name: 'Set a deposit limit before your first deposit' });
    expect(offer).toHaveTextContent('You can lower it at any time; raising it takes 24 hours.');
    expect(screen.getByRole('link', { name: 'Set a deposit limit' })).toHaveAttribute('href', '/en/office/responsible#deposit-limit');
  });

  it('after it: the link alone', async () => {
    await render(true, 'ru');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('link', { name: 'Установить лимит депозита' })).toHaveAttribute('href', '/ru/office/responsible#deposit-limit');
  });
});
