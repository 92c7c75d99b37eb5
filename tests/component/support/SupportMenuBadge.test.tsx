import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OfficeNavList } from '@/components/office/OfficeNavList';
import { makeStore } from '@/store/makeStore';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';
import ru from '@/messages/ru.json';

// The office menu's Support link names the unread answers (a badge with an accessible name); a
// visitor asks nothing.

vi.mock('next/navigation', () => ({ usePathname: () => '/ru/office', useRouter: () => ({ prefetch: () => undefined, push: () => undefined }) }));

const groups = (pattern: string) => [
  {
    key: 'help',
    title: 'Помощь',
    links: [
      { href: '/ru/office/support', label: 'Служба поддержки', current: false, unreadPattern: pattern },
      { href: '/ru/office/share-idea', label: 'Предложить идею', current: false },
    ],
  },
];

describe('the support link’s unread count', () => {
  it('names and shows the count for a signed-in player (Russian plural)', async () => {
    server.use(http.get('*/web-api/support/unread', () => HttpResponse.json({ unread: 3 })));
    const store = makeStore({ language: 'ru', userId: 1001 });
    await renderWithProviders(<OfficeNavList label="Кабинет" toggleLabel="Разделы" currentLabel={null} groups={groups(ru.support.menuUnread)} />, { language: 'ru', store });
    const link = await screen.findByRole('link', { name: 'Служба поддержки, 3 непрочитанных ответа' });
    expect(link).toHaveTextContent('Служба поддержки3');
    expect(screen.getByRole('link', { name: 'Предложить идею' })).toBeInTheDocument();
  });

  it('shows nothing at 0 and asks nothing for a visitor', async () => {
    const asked = vi.fn();
    server.use(
      http.get('*/web-api/support/unread', () => {
        asked();
        return HttpResponse.json({ unread: 2 });
      }),
    );
    await renderWithProviders(<OfficeNavList label="Кабинет" toggleLabel="Разделы" currentLabel={null} groups={groups(ru.support.menuUnread)} />, { language: 'ru' });
    expect(screen.getByRole('link', { name: 'Служба поддержки' })).toBeInTheDocument();
    expect(asked).not.toHaveBeenCalled();
  });
});
