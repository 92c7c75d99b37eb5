import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { IdeasScreen } from '@/components/ideas/IdeasScreen';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// office/share-idea: the form's checks next to each field, the answer of a post at the top of the
// list, the daily rule's refusal, the list's states.

const CATEGORIES = [
  { id: 'betting', name: 'Betting' },
  { id: 'live', name: 'Live' },
];
const IDEA = {
  id: 7,
  categoryId: 'live',
  category: 'Live',
  title: 'Cash out in live',
  text: 'Let me cash out a live bet.',
  status: 'new',
  createdAt: '2026-11-24T10:00:00.000Z',
  answer: null,
};

function backend(options: { ideas?: unknown[]; post?: () => Response; listFails?: boolean } = {}) {
  const posted: unknown[] = [];
  server.use(
    http.get('*/web-api/ideas/categories', () => HttpResponse.json({ categories: CATEGORIES })),
    http.get('*/web-api/ideas', () =>
      options.listFails ? HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 }) : HttpResponse.json({ items: options.ideas ?? [] }),
    ),
    http.post('*/web-api/ideas', async ({ request }) => {
      posted.push(await request.json());
      return options.post ? options.post() : HttpResponse.json(IDEA, { status: 201 });
    }),
  );
  return posted;
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { category?: string; title?: string; text?: string }) {
  if (values.category) await user.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), values.category);
  if (values.title !== undefined) await user.type(screen.getByRole('textbox', { name: 'Title' }), values.title);
  if (values.text !== undefined) await user.type(screen.getByRole('textbox', { name: 'Your idea' }), values.text);
}

describe('the idea form', () => {
  it('shows each field’s problem next to it, focuses the first, and sends nothing', async () => {
    const posted = backend();
    const user = userEvent.setup();
    await renderWithProviders(<IdeasScreen />, { language: 'en' });
    await screen.findByRole('option', { name: 'Betting' });
    await fill(user, { title: 'ab', text: 'too short' });
    await user.click(screen.getByRole('button', { name: 'Send the idea' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveAccessibleDescription('Choose a category.');
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('The title needs at least 3 characters.');
    expect(screen.getByRole('textbox', { name: 'Your idea' })).toHaveAccessibleDescription(
      'Describe the idea in at least 10 characters. 10–2000 characters. 9 of 2000',
    );
    expect(posted).toEqual([]);
    // Mended fields lose their messages as the player types.
    await user.selectOptions(category, 'live');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'c');
    expect(category).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Choose a category.')).toBeNull();
    expect(screen.queryByText('The title needs at least 3 characters.')).toBeNull();
    expect(screen.getByText('Describe the idea in at least 10 characters.')).toBeInTheDocument();
  });

  it('in Russian, the counts read as Russian says them', async () => {
    backend();
    const user = userEvent.setup();
    await renderWithProviders(<IdeasScreen />, { language: 'ru' });
    await screen.findByRole('option', { name: 'Betting' });
    await user.click(screen.getByRole('button', { name: 'Отправить идею' }));
    expect(screen.getByText('Выберите категорию.')).toBeInTheDocument();
    expect(screen.getByText('В заголовке нужно не меньше 3 символов.')).toBeInTheDocument();
    expect(screen.getByText('Опишите идею хотя бы в 10 символов.')).toBeInTheDocument();
  });

  it('sends the trimmed idea, says so, empties the form and puts the idea at the top of the list', async () => {
    const older = { ...IDEA, id: 3, title: 'Older idea', status: 'planned', answer: { text: 'In May.', at: '2026-11-23T09:00:00.000Z' } };
    const posted = backend({ ideas: [older] });
    const user = userEvent.setup();
    await renderWithProviders(<IdeasScreen />, { language: 'en' });
    await screen.findByRole('heading', { name: 'Older idea' });
    await fill(user, { category: 'live', title: '  Cash out in live ', text: 'Let me cash out a live bet.' });
    await user.click(screen.getByRole('button', { name: 'Send the idea' }));
    expect(await screen.findByText('Thank you! Your idea is sent; it is at the top of your list.')).toBeInTheDocument();
    expect(posted).toEqual([{ categoryId: 'live', title: 'Cash out in live', text: 'Let me cash out a live bet.' }]);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'My ideas 2 ideas' })).toBeInTheDocument();
    const items = screen.getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Cash out in live', 'Older idea']);
    expect(items[0]).toHaveTextContent('State: New');
    expect(items[1]).toHaveTextContent('State: Planned');
    expect(within(items[1]!).getByRole('region', { name: 'The operator\'s answer' })).toHaveTextContent('In May.');
  });

  it('past the daily rule, says when the next idea may go and keeps what was typed', async () => {
    backend({
      post: () =>
        HttpResponse.json(
          { errors: [{ code: 'ideas_daily_limit', detail: 'At most 5', meta: { limit: 5, retryAfter: 60, retryAt: '2026-11-25T10:00:00.000Z' } }] },
          { status: 429 },
        ),
    });
    const user = userEvent.setup();
    await renderWithProviders(<IdeasScreen />, { language: 'en' });
    await fill(user, { category: 'betting', title: 'Sixth idea', text: 'One more idea today.' });
    await user.click(screen.getByRole('button', { name: 'Send the idea' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^You can share at most 5 ideas in 24 hours\. The next one can be sent from .*2026/);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Sixth idea');
  });
});

describe('the list of ideas', () => {
  it('says when there are no ideas yet', async () => {
    backend();
    await renderWithProviders(<IdeasScreen />, { language: 'en' });
    expect(screen.getByText('Loading your ideas…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('No ideas yet. Share the first one with the form above.')).toBeInTheDocument();
  });

  it('offers a retry when the list fails, and shows it once it loads', async () => {
    backend({ listFails: true });
    const user = userEvent.setup();
    await renderWithProviders(<IdeasScreen />, { language: 'en' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Your ideas did not load.')).toBeInTheDocument();
    backend({ ideas: [IDEA] });
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Cash out in live' })).toBeInTheDocument());
  });
});
