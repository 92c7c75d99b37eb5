import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TakePart } from '@/components/offers/TakePart';
import { takePartLinks } from '@/lib/offers/claim';
import { sessionStarted } from '@/store/slices/app';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

const push = vi.fn();
vi.mock('next/navigation', () => ({ usePathname: () => '/en/bonus/103', useRouter: () => ({ prefetch: () => undefined, push }) }));

// "Take part" on a bonus page: a guest is sent to sign in or register and back; a player joins an
// opt-in and can leave it; a first-deposit offer goes on to the deposit with its bonus chosen; a
// refusal says why next to the button.

const joined = (extra: Record<string, unknown> = {}) => ({
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
  ...extra,
});

function signedIn() {
  // A signed-in store asks whether the terms changed (store/listeners): they did not.
  server.use(http.get('*/web-api/api-v3/v2/user/agreement-rules/status', () => HttpResponse.json({ result: false, updatedAt: null })));
  const store = makeStore({ language: 'en' });
  store.dispatch(sessionStarted({ userId: 1001 }));
  return store;
}

describe('take part', () => {
  it('sends a guest to register or sign in, coming back to the page', async () => {
    await renderWithProviders(<TakePart promotionId={103} offer={{ type: 'join' }} links={takePartLinks('en', { type: 'join' }, '/en/bonus/103')} />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/registration?returnUrl=%2Fen%2Fbonus%2F103');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/en/user/login?returnUrl=%2Fen%2Fbonus%2F103');
    expect(screen.queryByRole('button', { name: 'Take part' })).toBeNull();
  });

  it('joins an opt-in, shows the state and leaves it', async () => {
    let offers: unknown[] = [];
    server.use(
      http.get('*/web-api/offers', () => HttpResponse.json({ items: offers })),
      http.post('*/web-api/promotions/103/join', () => {
        offers = [joined()];
        return HttpResponse.json({ ...joined(), next: null });
      }),
      http.delete('*/web-api/promotions/103/join', () => {
        offers = [];
        return HttpResponse.json(joined({ status: 'left', canLeave: false }));
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<TakePart promotionId={103} offer={{ type: 'join' }} links={takePartLinks('en', { type: 'join' }, '/en/bonus/103')} />, { store: signedIn(), language: 'en' });
    const button = await screen.findByRole('button', { name: 'Take part' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByText(/You have taken part since/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave “Accumulator bonus up to 10%”' }));
    expect(await screen.findByRole('button', { name: 'Take part' })).toBeInTheDocument();
  });

  it('goes on to the deposit with the casino bonus chosen', async () => {
    server.use(
      http.get('*/web-api/offers', () => HttpResponse.json({ items: [] })),
      http.post('*/web-api/promotions/102/join', () =>
        HttpResponse.json({ ...joined({ promotionId: 102, offerType: 'first_deposit' }), next: { route: 'officeRecharge', bonusChoice: 2 } }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<TakePart promotionId={102} offer={{ type: 'first_deposit', product: 'casino' }} links={takePartLinks('en', { type: 'first_deposit', product: 'casino' }, '/en/bonus/102')} />, { store: signedIn(), language: 'en' });
    const button = await screen.findByRole('button', { name: 'Get the bonus' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/en/office/recharge?bonus=2'));
  });

  it('says why joining was refused, next to the button', async () => {
    server.use(
      http.get('*/web-api/offers', () => HttpResponse.json({ items: [] })),
      http.post('*/web-api/promotions/101/join', () =>
        HttpResponse.json({ errors: [{ code: 'first_deposit_made', detail: 'x' }] }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<TakePart promotionId={101} offer={{ type: 'first_deposit', product: 'sport' }} links={takePartLinks('ru', { type: 'first_deposit', product: 'sport' }, '/ru/bonus/101')} />, { store: signedIn(), language: 'ru' });
    const button = await screen.findByRole('button', { name: 'Получить бонус' });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('Вы уже сделали первый депозит');
    expect(button).toHaveAccessibleDescription(/Вы уже сделали первый депозит/);
  });
});
