import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createFormatter, createTranslator } from 'next-intl';
import ru from '@/messages/ru.json';
import { server } from '@/tests/support/server';
import { SITE_TIME_ZONE } from '@/lib/config/time';

// The public `points` page (a server component): the live rates, levels and shop from the backend's
// public terms, the ways in; a backend fault shows the error block.

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => createTranslator({ locale: 'ru', messages: ru, namespace: namespace as 'rewards' }),
  getFormatter: async () => createFormatter({ locale: 'ru', timeZone: SITE_TIME_ZONE }),
}));
vi.mock('@/components/ui/RefreshErrorState', () => ({ RefreshErrorState: () => <div role="alert">refresh error</div> }));

const { PointsScreen } = await import('@/components/rewards/PointsScreen');

const TERMS = {
  currency: 'RUB',
  rates: { sport: 10, casino: 20 },
  levels: [
    { id: 1, key: 'bronze', minPoints: 0, vipRate: 5, premiumRate: null },
    { id: 5, key: 'diamond', minPoints: 50000, vipRate: 10, premiumRate: 15 },
  ],
  cashback: { vipCap: 50000, premiumCap: 150000, claimDays: 7 },
  items: [{ id: 'free-bet-200', product: 'sport', price: 500, amount: 200, currency: 'RUB', wager: 1, minOdds: 1.5, days: 7 }],
};

describe('the points page', () => {
  it('explains the programme with the live rates, levels, caps and shop, and links the ways in', async () => {
    let asked = '';
    server.use(
      http.get('*/web-api/rewards/terms', ({ request }) => {
        asked = new URL(request.url).search;
        return HttpResponse.json(TERMS);
      }),
    );
    render(await PointsScreen({ lng: 'ru' }));
    expect(asked).toBe('?currency=RUB');
    const earn = screen.getByRole('region', { name: 'Как заработать баллы' });
    expect(earn).toHaveTextContent('Спорт: 1 балл за каждые 10,00 ₽ рассчитанных ставок');
    expect(earn).toHaveTextContent('Казино: 1 балл за каждые 20,00 ₽ ставок');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Бронза\s*0\s*5\s%\s*—/);
    expect(rows[2]).toHaveTextContent(/Бриллиант\s*50\s000\s*10\s%\s*15\s%/);
    expect(screen.getByText(/не больше 50 000,00 ₽ \(премиальный — не больше 150 000,00 ₽\) за неделю/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Фрибет 200,00\s₽/ })).toBeInTheDocument();
    expect(screen.getByText('500 баллов')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/ru/user/login');
    expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/ru/registration');
    expect(screen.getByRole('link', { name: 'Мои баллы' })).toHaveAttribute('href', '/ru/office/rewards');
  });

  it('shows the error block when the backend fails', async () => {
    server.use(http.get('*/web-api/rewards/terms', () => HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 })));
    render(await PointsScreen({ lng: 'ru' }));
    expect(screen.getByRole('alert')).toHaveTextContent('refresh error');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
