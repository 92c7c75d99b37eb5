import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BalanceWidget } from '@/components/shell/BalanceWidget';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import { userConfig } from '@/tests/support/accounts';

let pathname = '/en';
vi.mock('next/navigation', () => ({ usePathname: () => pathname }));

const account = (id: number, type: number, money: number, label: string, isActive: boolean) => ({
  id,
  iso: 'RUB',
  symbol: '₽',
  currency_id: 1,
  type,
  money,
  points: 0,
  label,
  is_active: isActive,
});
const balance = {
  balance: 10000,
  bonus: 500,
  is_available_first_deposit_bonus: false,
  all_accounts: [account(5001, 0, 10000, 'Main', true), account(5002, 4, 500, 'Bonus', false)],
};

function setup() {
  const store = makeStore({ language: 'en', userId: 1001, balance });
  return renderWithProviders(<BalanceWidget />, { language: 'en', store });
}

describe('BalanceWidget', () => {
  it('shows the active account from the server-seeded store at once', async () => {
    await setup();
    expect(screen.getByLabelText('Balance')).toHaveTextContent('Main');
    expect(screen.getByLabelText('Balance')).toHaveTextContent('10,000');
  });

  it('hides and shows the amounts, and the backend remembers the choice', async () => {
    const saved: unknown[] = [];
    server.use(
      http.post('*/web-api/office/hide-balance', async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: { message: 'Saved.' } });
      }),
    );
    await setup();
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByLabelText('Balance')).not.toHaveTextContent('10,000');
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(saved).toEqual([{ user_hide_balance: true }]));
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByLabelText('Balance')).toHaveTextContent('10,000');
    await waitFor(() => expect(saved).toEqual([{ user_hide_balance: true }, { user_hide_balance: false }]));
  });

  it('starts hidden when the user config says so: no amount is ever shown', async () => {
    const store = makeStore({ language: 'en', userId: 1001, balance, userConfig: userConfig({ user_hide_balance: 1 }) });
    await renderWithProviders(<BalanceWidget />, { language: 'en', store });
    expect(screen.getByLabelText('Balance')).not.toHaveTextContent('10,000');
    expect(screen.getByRole('button', { name: 'Show balance' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the active account through the backend, then says so', async () => {
    const posted: unknown[] = [];
    server.use(
      http.post('*/web-api/user/account/active', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ ok: true });
      }),
    );
    const { store } = await setup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Betting account' }), '5002');
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('Bonus'));
    expect(posted).toEqual([{ id: 5002 }]);
    expect(store.getState().notifications.items.map((n) => n.message)).toEqual(['Your betting account has been changed.']);
  });

  it('says nothing on a bingo page', async () => {
    pathname = '/en/bingo';
    server.use(http.post('*/web-api/user/account/active', () => HttpResponse.json({ ok: true })));
    const { store } = await setup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Betting account' }), '5002');
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('Bonus'));
    expect(store.getState().notifications.items).toEqual([]);
    pathname = '/en';
  });

  it('keeps the account and shows the server message when the switch fails', async () => {
    server.use(
      http.post('*/web-api/user/account/active', () =>
        HttpResponse.json({ errors: [{ detail: 'Account 5002 is not yours' }] }, { status: 400 }),
      ),
    );
    const { store } = await setup();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Betting account' }), '5002');
    await waitFor(() => expect(store.getState().notifications.items.map((n) => n.message)).toEqual(['Account 5002 is not yours']));
    expect(screen.getByLabelText('Balance')).toHaveTextContent('Main');
  });
});
