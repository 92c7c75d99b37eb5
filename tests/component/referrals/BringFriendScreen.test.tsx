import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BringFriendScreen } from '@/components/referrals/BringFriendScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// office/bringfriend (docs/referrals-api.md): the link to copy, the terms, the totals and the
// friends with their states, rewards and the reasons of refusals; empty, loading and error states.

const LINK = 'http://localhost:3000/en/registration?bf=k7pxw2mzab';
const TERMS = {
  reward: 500,
  currency: 'RUB',
  minimums: [
    { currency: 'RUB', amount: 500 },
    { currency: 'USD', amount: 5 },
    { currency: 'EUR', amount: 5 },
    { currency: 'KZT', amount: 2500 },
  ],
  cookieDays: 1,
};
const friend = (over: Record<string, unknown>) => ({
  id: 'a1b2c3d4e5f60718',
  login: 'ol***@example.com',
  registeredAt: '2026-11-20T10:00:00.000Z',
  status: 'registered',
  reason: null,
  reward: null,
  rewardCurrency: null,
  ...over,
});
const PROGRAMME = {
  code: 'k7pxw2mzab',
  link: LINK,
  terms: TERMS,
  friends: [
    friend({ id: '1', login: 'ol***@example.com', status: 'rewarded', reward: 500, rewardCurrency: 'RUB' }),
    friend({ id: '2', login: 'iv***@mail.test', status: 'refused', reason: 'same_device' }),
    friend({ id: '3', login: '+7***22', status: 'verified' }),
    // A reason a newer backend may give: the generic text, not a failure.
    friend({ id: '4', login: '10***23', status: 'deposited', reason: 'some_new_reason' }),
  ],
  totals: { friends: 4, deposited: 1, rewarded: 1, earned: 500, currency: 'RUB' },
};

function backend(answer: () => Response) {
  const asked: string[] = [];
  server.use(
    http.get('*/web-api/referrals', ({ request }) => {
      asked.push(new URL(request.url).search);
      return answer();
    }),
  );
  return asked;
}

describe('the bring-a-friend screen', () => {
  it('shows the link with its code, copies it, and lists the friends with states, reasons and rewards', async () => {
    const asked = backend(() => HttpResponse.json(PROGRAMME));
    const user = userEvent.setup();
    await renderWithProviders(<BringFriendScreen />, { language: 'en' });
    const field = await screen.findByRole('textbox', { name: 'Your referral link' });
    expect(asked).toEqual(['?lng=en']);
    expect(field).toHaveValue(LINK);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText('k7pxw2mzab')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(await navigator.clipboard.readText()).toBe(LINK);
    expect(screen.getByRole('status')).toHaveTextContent('The link is copied. Send it to a friend.');

    const how = screen.getByRole('region', { name: 'How it works' });
    expect(how).toHaveTextContent('It keeps him as your friend for 1 day in his browser');
    expect(how).toHaveTextContent('When his first deposit of at least RUB 500.00 clears, you get RUB 500.00 on your main balance, once for each friend.');
    expect(how).toHaveTextContent('$5.00');

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('Earned').nextSibling).toHaveTextContent('RUB 500.00');

    expect(screen.getByRole('heading', { name: 'Your friends 4 friends' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['ol***@example.com', 'iv***@mail.test', '+7***22', '10***23']);
    expect(rows[0]).toHaveTextContent('Rewarded');
    expect(rows[0]).toHaveTextContent('RUB 500.00');
    expect(rows[1]).toHaveTextContent('Refused');
    expect(rows[1]).toHaveTextContent('He registered on your device.');
    expect(rows[1]).toHaveTextContent('No reward');
    expect(rows[2]).toHaveTextContent('Verified');
    expect(rows[3]).toHaveTextContent('Deposited');
    expect(rows[3]).toHaveTextContent('No reward for this friend.');
  });

  it('says when the clipboard refuses', async () => {
    backend(() => HttpResponse.json(PROGRAMME));
    const user = userEvent.setup();
    await renderWithProviders(<BringFriendScreen />, { language: 'en' });
    await screen.findByRole('textbox', { name: 'Your referral link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy the link' }));
    expect(screen.getByRole('status')).toHaveTextContent('The link could not be copied: select it and copy it yourself.');
  });

  it('in Russian, with no friends yet: the empty list and the terms as Russian says them', async () => {
    backend(() => HttpResponse.json({ ...PROGRAMME, friends: [], totals: { ...PROGRAMME.totals, friends: 0, deposited: 0, rewarded: 0, earned: 0 } }));
    await renderWithProviders(<BringFriendScreen />, { language: 'ru' });
    expect(await screen.findByText('Друзей пока нет. Отправьте ссылку первому.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('region', { name: 'Как это работает' })).toHaveTextContent('В его браузере она действует 1 день');
    expect(screen.getByRole('button', { name: 'Скопировать ссылку' })).toBeInTheDocument();
  });

  it('shows loading, then an error with a retry that loads the programme', async () => {
    let fail = true;
    backend(() => (fail ? HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 }) : HttpResponse.json(PROGRAMME)));
    const user = userEvent.setup();
    await renderWithProviders(<BringFriendScreen />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the referral programme…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The referral programme did not load.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Your referral link' })).toHaveValue(LINK);
  });
});
