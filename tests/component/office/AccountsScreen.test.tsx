import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AccountsScreen } from '@/components/office/AccountsScreen';
import { ModalHost } from '@/components/modals/ModalHost';
import { ADD_CURRENCY_POLL_LIMIT, ADD_CURRENCY_POLL_MS } from '@/lib/config/accounts';
import type { Account } from '@/lib/api/balance';
import { makeStore } from '@/store/makeStore';
import { account, balanceOf, userConfig } from '@/tests/support/accounts';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

const MAIN = account(5001, 0, 'RUB', 10000, true);
const BONUS = account(5002, 4, 'RUB', 500);
const USD = account(5003, 9, 'USD', 0);
const ADDED = 'Your USD account is being opened and will appear in a moment.';

interface Backend {
  /** What each balance read answers, in turn (the last one repeats). */
  balances?: Account[][];
  convertStatus?: 0 | 1 | 2;
  currencies?: string[];
}

/** The office API and the balance call as msw handlers; counts and bodies of what the screen sent. */
function backend({ balances = [[MAIN, BONUS]], convertStatus = 0, currencies = ['USD', 'EUR'] }: Backend = {}) {
  const calls = { balance: 0, added: [] as unknown[], removed: [] as string[], converted: [] as unknown[], hidden: [] as unknown[] };
  server.use(
    http.get('*/web-api/office/currencies', () =>
      HttpResponse.json({ data: { currencies: currencies.map((iso, i) => ({ id: i + 2, iso, symbol: iso })) } }),
    ),
    http.get('*/web-api/office/accounts/convert-status', () => HttpResponse.json({ data: { status: convertStatus } })),
    http.get('*/web-api/user/balance', () => {
      const next = balances[Math.min(calls.balance, balances.length - 1)]!;
      calls.balance += 1;
      return HttpResponse.json(balanceOf(next));
    }),
    http.post('*/web-api/office/accounts', async ({ request }) => {
      calls.added.push(await request.json());
      return HttpResponse.json({ data: { message: ADDED } }, { status: 202 });
    }),
    http.delete('*/web-api/office/accounts/:id', ({ params }) => {
      calls.removed.push(String(params.id));
      return HttpResponse.json({ data: { message: 'Your USD account has been removed.' } });
    }),
    http.post('*/web-api/office/accounts/convert', async ({ request }) => {
      calls.converted.push(await request.json());
      return HttpResponse.json({ data: { message: 'Your main account is now in USD.' } });
    }),
    http.post('*/web-api/office/hide-balance', async ({ request }) => {
      calls.hidden.push(await request.json());
      return HttpResponse.json({ data: { message: 'Saved.' } });
    }),
  );
  return calls;
}

async function setup(accounts: Account[] = [MAIN, BONUS], hideBalance: 0 | 1 = 0) {
  const store = makeStore({ language: 'en', userId: 1001, balance: balanceOf(accounts), userConfig: userConfig({ user_hide_balance: hideBalance }) });
  const view = await renderWithProviders(
    <>
      <AccountsScreen />
      <ModalHost />
    </>,
    { language: 'en', store },
  );
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });
const card = (name: string) => screen.getByRole('listitem', { name });
const messages = (store: ReturnType<typeof makeStore>) => store.getState().notifications.items.map((n) => [n.type, n.message]);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('accounts list', () => {
  it('shows every account with its balance from the first render, the active one marked', async () => {
    backend();
    await setup();
    const list = section('Your accounts');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(card('Main account RUB')).toHaveTextContent('10,000');
    expect(card('Main account RUB')).toHaveTextContent('Active');
    expect(within(card('Bonus account RUB')).getByRole('button', { name: 'Make active' })).toBeEnabled();
  });

  it('shows the protection level and whether profile and contacts are filled', async () => {
    backend();
    await setup();
    const profile = section('Profile and protection');
    expect(profile).toHaveTextContent('Protection level40%fair');
    expect(profile).toHaveTextContent('Personal detailsnot filled');
    expect(profile).toHaveTextContent('Contactsnot filled');
  });
});

describe('add a currency', () => {
  async function addUsd() {
    const view = await setup();
    const add = section('Add a currency');
    const select = await vi.waitFor(() => within(add).getByRole('combobox', { name: 'Currency' }));
    fireEvent.change(select, { target: { value: 'USD' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    return { ...view, add };
  }

  it(`reads the balance every ${ADD_CURRENCY_POLL_MS} ms and stops when the account appears`, async () => {
    const calls = backend({ balances: [[MAIN, BONUS], [MAIN, BONUS, USD]] });
    const { store, add } = await addUsd();
    expect(within(add).getByRole('button', { name: 'Opening the USD account…' })).toBeDisabled();
    await vi.waitFor(() => expect(calls.added).toEqual([{ iso: 'USD' }]));
    expect(calls.balance).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS));
    expect(calls.balance).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS));
    expect(calls.balance).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * 5));
    expect(calls.balance).toBe(2);
    expect(card('Currency account USD')).toHaveTextContent('$0.00');
    expect(within(add).getByRole('status')).toHaveTextContent(ADDED);
    expect(messages(store)).toEqual([['success', ADDED]]);
  });

  it(`gives up after ${ADD_CURRENCY_POLL_LIMIT} reads and says the account is still opening`, async () => {
    const calls = backend();
    const { store, add } = await addUsd();
    await vi.waitFor(() => expect(calls.added).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * ADD_CURRENCY_POLL_LIMIT));
    expect(calls.balance).toBe(ADD_CURRENCY_POLL_LIMIT);
    await act(() => vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * 5));
    expect(calls.balance).toBe(ADD_CURRENCY_POLL_LIMIT);
    expect(within(add).getByRole('status')).toHaveTextContent('The USD account is still being opened');
    expect(within(add).getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(messages(store)).toEqual([['info', ADDED]]);
  });

  it("shows the server's message when the backend refuses, and polls nothing", async () => {
    const calls = backend();
    server.use(
      http.post('*/web-api/office/accounts', () =>
        HttpResponse.json({ data: { message: 'You can have at most 3 currency accounts.' } }, { status: 409 }),
      ),
    );
    const { store, add } = await addUsd();
    const alert = await vi.waitFor(() => within(add).getByRole('alert'));
    expect(alert).toHaveTextContent('You can have at most 3 currency accounts.');
    expect(store.getState().account.lastChangeResult).toEqual({
      process: 'add',
      success: false,
      message: 'You can have at most 3 currency accounts.',
    });
    expect(messages(store)).toEqual([['error', 'You can have at most 3 currency accounts.']]);
    await act(() => vi.advanceTimersByTimeAsync(ADD_CURRENCY_POLL_MS * 3));
    expect(calls.balance).toBe(0);
  });

  it('says so when every currency is added already', async () => {
    backend({ currencies: [] });
    await setup();
    await vi.waitFor(() => expect(section('Add a currency')).toHaveTextContent('You already have an account in every currency.'));
  });
});

describe('remove a currency account', () => {
  it('asks first, then removes it and shows the server message', async () => {
    const calls = backend({ balances: [[MAIN, BONUS]] });
    await setup([MAIN, BONUS, USD]);
    expect(within(card('Main account RUB')).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    fireEvent.click(within(card('Currency account USD')).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('group', { name: /Remove the USD account\?/ });
    expect(within(confirm).getByRole('button', { name: 'Yes, remove' })).toHaveFocus();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, remove' }));
    await vi.waitFor(() => expect(screen.queryByRole('listitem', { name: 'Currency account USD' })).not.toBeInTheDocument());
    expect(calls.removed).toEqual(['5003']);
    expect(within(section('Your accounts')).getByRole('status')).toHaveTextContent('Your USD account has been removed.');
  });

  it('keeps the account when the player cancels', async () => {
    const calls = backend();
    await setup([MAIN, BONUS, USD]);
    fireEvent.click(within(card('Currency account USD')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(card('Currency account USD')).toBeInTheDocument();
    expect(calls.removed).toEqual([]);
  });

  it("shows the server's message when the removal fails", async () => {
    backend();
    server.use(
      http.delete('*/web-api/office/accounts/:id', () =>
        HttpResponse.json({ data: { message: 'Only an empty account can be removed.' } }, { status: 409 }),
      ),
    );
    await setup([MAIN, BONUS, USD]);
    fireEvent.click(within(card('Currency account USD')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove' }));
    const alert = await vi.waitFor(() => within(section('Your accounts')).getByRole('alert'));
    expect(alert).toHaveTextContent('Only an empty account can be removed.');
    expect(card('Currency account USD')).toBeInTheDocument();
  });
});

describe('convert account', () => {
  it.each([
    [0, 'Your main account cannot be changed now', false],
    [1, 'Your main account is empty: you may change its currency.', true],
    [2, 'You may make one of your currency accounts the main one.', true],
  ] as const)('status %i says what is allowed', async (convertStatus, text, offered) => {
    backend({ convertStatus });
    await setup();
    const panel = section('Main account');
    await vi.waitFor(() => expect(panel).toHaveTextContent(text));
    expect(within(panel).queryAllByRole('button', { name: 'Change main account' })).toHaveLength(offered ? 1 : 0);
  });

  it('makes a currency account the main one through the modal, which then closes', async () => {
    const calls = backend({ convertStatus: 2, balances: [[{ ...MAIN, type: 9 }, BONUS, { ...USD, type: 0 }]] });
    await setup([MAIN, BONUS, USD]);
    const open = await vi.waitFor(() => within(section('Main account')).getByRole('button', { name: 'Change main account' }));
    fireEvent.click(open);
    // The modal's body loads on demand (components/modals/loaders.ts).
    const dialog = await vi.waitFor(() => screen.getByRole('dialog', { name: 'Change main account' }));
    expect(within(dialog).getByRole('combobox', { name: 'Currency of the main account' })).toHaveValue('USD');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.converted).toEqual([{ iso: 'USD' }]);
    expect(card('Main account USD')).toBeInTheDocument();
    expect(within(section('Main account')).getByRole('status')).toHaveTextContent('Your main account is now in USD.');
  });
});

describe('hide balance', () => {
  it('starts from the stored choice and masks every amount', async () => {
    backend();
    await setup([MAIN, BONUS], 1);
    expect(screen.getByRole('switch', { name: 'Hide balance' })).toBeChecked();
    expect(card('Main account RUB')).not.toHaveTextContent('10,000');
  });

  it('stores the new choice on the backend', async () => {
    const calls = backend();
    await setup();
    fireEvent.click(screen.getByRole('switch', { name: 'Hide balance' }));
    expect(card('Main account RUB')).not.toHaveTextContent('10,000');
    await vi.waitFor(() => expect(calls.hidden).toEqual([{ user_hide_balance: true }]));
  });

  it('puts the amounts back and says why when the backend refuses', async () => {
    backend();
    server.use(http.post('*/web-api/office/hide-balance', () => HttpResponse.json({ data: { message: 'Try again later.' } }, { status: 503 })));
    const { store } = await setup();
    fireEvent.click(screen.getByRole('switch', { name: 'Hide balance' }));
    await vi.waitFor(() => expect(screen.getByRole('switch', { name: 'Hide balance' })).not.toBeChecked());
    expect(card('Main account RUB')).toHaveTextContent('10,000');
    expect(messages(store)).toEqual([['error', 'Try again later.']]);
  });
});
