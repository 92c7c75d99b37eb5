import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SupportHistoryModalBody } from '@/components/support/SupportHistoryModalBody';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// The "support request history" modal body: the whole thread, read only, in the page's language.

const THREAD = {
  id: 9,
  topic: { id: 'account', name: 'Учётная запись' },
  subject: 'Смена почты',
  status: 'answered',
  paymentId: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T11:00:00.000Z',
  lastFrom: 'operator',
  messageCount: 2,
  unread: 0,
  messages: [
    { id: 1, from: 'player', text: 'Как сменить почту?', at: '2026-11-24T10:00:00.000Z', unread: false, attachments: [] },
    { id: 2, from: 'operator', text: 'В разделе «Безопасность».', at: '2026-11-24T11:00:00.000Z', unread: false, attachments: [] },
  ],
};

describe('the support history modal body', () => {
  it('shows the request’s thread and closes by its button; it marks nothing read', async () => {
    const read = vi.fn();
    server.use(
      http.get('*/web-api/support/requests/9', () => HttpResponse.json(THREAD)),
      http.post('*/web-api/support/requests/9/read', () => {
        read();
        return HttpResponse.json({ unread: 0 });
      }),
    );
    const onClose = vi.fn();
    await renderWithProviders(<SupportHistoryModalBody kind="supportHistory" titleId="t" props={{ requestId: 9 }} onClose={onClose} />, { language: 'ru' });
    expect(await screen.findByText('В разделе «Безопасность».')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'История обращения · Обращение № 9' })).toBeInTheDocument();
    expect(screen.getByText('Как сменить почту?')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Поддержка');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(read).not.toHaveBeenCalled();
  });

  it('says so for a request id it cannot use', async () => {
    await renderWithProviders(<SupportHistoryModalBody kind="supportHistory" titleId="t" props={{}} onClose={() => undefined} />, { language: 'en' });
    expect(screen.getByText('There is no such request.')).toBeInTheDocument();
  });
});
