import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SupportScreen } from '@/components/support/SupportScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// office/support: the list's states, the new-request form's field errors, a thread marking its
// answers read, and the letter's address opening the history modal.

let search = '';
vi.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(search), usePathname: () => '/en/office/support' }));

const TOPICS = [
  { id: 'bets', name: 'Bets' },
  { id: 'other', name: 'Other' },
];
const SUMMARY = {
  id: 5,
  topic: { id: 'bets', name: 'Bets' },
  subject: 'A bet not settled',
  status: 'answered',
  paymentId: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T11:00:00.000Z',
  lastFrom: 'operator',
  messageCount: 2,
  unread: 1,
};
const THREAD = {
  ...SUMMARY,
  messages: [
    { id: 1, from: 'player', text: 'Still open', at: '2026-11-24T10:00:00.000Z', unread: false, attachments: [{ fileId: 'ab12', contentType: 'image/png', size: 10, url: '/web-api/support/attachments/ab12' }] },
    { id: 2, from: 'operator', text: 'Settled now', at: '2026-11-24T11:00:00.000Z', unread: true, attachments: [] },
  ],
};

function backend(options: { items?: unknown[]; listFails?: boolean } = {}) {
  const calls: string[] = [];
  server.use(
    http.get('*/web-api/support/topics', () => HttpResponse.json({ topics: TOPICS })),
    http.get('*/web-api/support/requests', () =>
      options.listFails
        ? HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 })
        : HttpResponse.json({ items: options.items ?? [], unread: 0 }),
    ),
    http.get('*/web-api/support/requests/5', () => HttpResponse.json(THREAD)),
    http.post('*/web-api/support/requests/5/read', () => {
      calls.push('read');
      return HttpResponse.json({ unread: 0 });
    }),
    http.post('*/web-api/support/requests', async ({ request }) => {
      calls.push(JSON.stringify(await request.json()));
      return HttpResponse.json({ ...THREAD, unread: 0, messages: [THREAD.messages[0]] }, { status: 201 });
    }),
  );
  return calls;
}

describe('the support screen', () => {
  it('says when there is nothing yet, and offers a retry when the list fails', async () => {
    backend();
    const first = await renderWithProviders(<SupportScreen />, { language: 'en' });
    expect(await screen.findByText('You have not written to support yet.')).toBeInTheDocument();
    first.unmount();
    backend({ listFails: true });
    await renderWithProviders(<SupportScreen />, { language: 'en' });
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });

  it('lists a request with its topic, state and unread answers', async () => {
    backend({ items: [SUMMARY] });
    await renderWithProviders(<SupportScreen />, { language: 'en' });
    const item = (await screen.findByRole('button', { name: /A bet not settled/ })).closest('li')!;
    expect(within(item).getByText('1 unread answer')).toBeInTheDocument();
    expect(item).toHaveTextContent('Bets');
    expect(item).toHaveTextContent('Answered');
  });

  it('a new request: each missing field says so next to it and nothing is sent; filled, it is sent', async () => {
    const calls = backend();
    const user = userEvent.setup();
    await renderWithProviders(<SupportScreen />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'New request' }));
    await screen.findByRole('option', { name: 'Bets' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    expect(topic).toHaveAccessibleDescription('Choose a topic.');
    expect(topic).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Fill this in.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    await user.selectOptions(topic, 'Bets');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'A bet not settled');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Still open');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls).toEqual([JSON.stringify({ topic: 'bets', subject: 'A bet not settled', message: 'Still open', attachments: [] })]));
    expect(await screen.findByRole('heading', { name: 'A bet not settled' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Attachment 1 (PNG)' })).toHaveAttribute('href', '/web-api/support/attachments/ab12');
  });

  it('opening a thread with an unread answer marks it read', async () => {
    const calls = backend({ items: [SUMMARY] });
    const user = userEvent.setup();
    await renderWithProviders(<SupportScreen />, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: /A bet not settled/ }));
    expect(await screen.findByText('Settled now')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual(['read']));
  });

  it('the letter’s address opens the thread and the history modal once', async () => {
    backend({ items: [SUMMARY] });
    search = 'modal=support-history&requestId=5';
    const { store } = await renderWithProviders(<SupportScreen />, { language: 'ru' });
    search = '';
    expect(await screen.findByText('Settled now')).toBeInTheDocument();
    expect(store.getState().modals.stack).toEqual([{ id: 'modal-1', kind: 'supportHistory', props: { requestId: 5 } }]);
  });
});
