import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { limit, NOW_S, onSave, QUESTIONS, renderPage, service } from './support';

// The responsible-gaming page: its sections from the limit service, a pending
// change with its countdown and cancel confirmation, the questions on a loosening save, the
// extra limits under the player's block, the not-yet-started warning, the error state.

const region = (name: string) => screen.getByRole('region', { name });
const card = (section: string, period: string) => within(region(section)).getByRole('listitem', { name: period });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the sections', () => {
  it('shows a skeleton, then each money limit per period with what is used, left and when more frees up', async () => {
    service([
      limit({ limitType: 20, limitValue: 5000, limitUsed: 3500, limitBalance: 1500, resetsAt: NOW_S + 7200 }),
      limit({ limitType: 2, limitValue: 10000, limitUsed: 0, limitBalance: 10000 }),
    ]);
    await renderPage();
    expect(screen.getByRole('status', { name: 'Loading your limits…' })).toHaveAttribute('aria-busy', 'true');
    const day = await waitFor(() => card('Deposit limit', '24 hours'));
    expect(day).toHaveTextContent('RUB 5,000');
    expect(day).toHaveTextContent('UsedRUB 3,500');
    expect(day).toHaveTextContent('LeftRUB 1,500');
    expect(day).toHaveTextContent('More becomes available from');
    expect(card('Deposit limit', '7 days')).toHaveTextContent('Not set');
    expect(card('Wagering limits', '7 days')).toHaveTextContent('RUB 10,000');
    expect(card('Loss limits', '30 days')).toHaveTextContent('Not set');
    expect(screen.getByRole('navigation', { name: 'Sections of the page' })).toHaveTextContent(
      'Deposit limitExtra limitsReality checksWagering limitsLoss limits',
    );
    expect(within(region('Reality checks')).getByText('No reminder')).toBeInTheDocument();
  });

  it('offers only the service’s values, "no limit" where a limit can be removed', async () => {
    service([]);
    await renderPage();
    const select = await waitFor(() => within(card('Deposit limit', '7 days')).getByRole('combobox', { name: 'New limit, 7 days' }));
    expect(within(select).getAllByRole('option').map((o) => o.textContent?.replace(/\s/g, ' '))).toEqual(['No limit', 'RUB 1,000', 'RUB 2,000', 'RUB 5,000', 'RUB 10,000', 'RUB 20,000']);
    const exclusion = within(region('Extra limits')).getByRole('combobox', { name: 'Exclude me for' });
    expect(exclusion).toBeDefined();
    expect(screen.getByText('You have no limits yet. Choose any of them below: a new limit takes effect at once.')).toBeInTheDocument();
  });

  it('in Russian, counts read as Russian says them', async () => {
    service([limit({ limitType: 21, limitValue: 1000 }), limit({ limitType: 21, limitValue: 5000, limitState: 'PENDING', needApprove: true, startedAt: NOW_S - 60, endsAt: NOW_S + 86340 - 30 })]);
    await renderPage('ru');
    const week = await waitFor(() => card('Лимит депозита', '7 дней'));
    expect(week).toHaveTextContent('Подтвердить можно через 23 часа 59 минут');
    expect(week).toHaveTextContent(/Повышение\s*ожидает: 5\s000\s₽/);
  });
});

describe('a pending change', () => {
  const raised = () => [
    limit({ limitType: 21, limitValue: 1000, limitUsed: 0, limitBalance: 1000 }),
    limit({ limitType: 21, limitValue: 5000, limitState: 'PENDING', needApprove: true, startedAt: NOW_S - 60, endsAt: NOW_S + 86340 - 30 }),
  ];

  it('is marked higher, counts down to its approval, and can be cancelled after a confirmation', async () => {
    const { calls } = service(raised());
    const user = userEvent.setup();
    await renderPage();
    const week = await waitFor(() => card('Deposit limit', '7 days'));
    expect(week).toHaveTextContent('RUB 1,000');
    expect(week).toHaveTextContent('Raisewaiting: RUB 5,000');
    expect(week).toHaveTextContent('You can confirm it in 23 hours 59 minutes');
    await user.click(within(week).getByRole('button', { name: 'Cancel the change' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the change?' });
    expect(dialog).toHaveTextContent('The deposit limit for 7 days stays at RUB 1,000; the change to RUB 5,000 will not happen.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.cancelled).toEqual([]);

    await user.click(within(week).getByRole('button', { name: 'Cancel the change' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(within(region('Deposit limit')).getByRole('status')).toHaveTextContent('The change is cancelled: your current limit stays.'));
    expect(calls.cancelled).toEqual([{ limitType: 21 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(card('Deposit limit', '7 days')).not.toHaveTextContent('Raise'));
  });

  it('a refused cancel shows the service’s title', async () => {
    service(raised());
    const { server } = await import('@/tests/support/server');
    const { http } = await import('msw');
    server.use(
      http.delete('*/limit-service-api/api/external/web/v3/limit', () =>
        HttpResponse.json({ status: 400, title: 'There is no limit change waiting for you', errors: [{ code: 'no_pending_limit', detail: 'There is no limit change waiting for you' }] }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    const week = await waitFor(() => card('Deposit limit', '7 days'));
    await user.click(within(week).getByRole('button', { name: 'Cancel the change' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(within(region('Deposit limit')).getByRole('alert')).toHaveTextContent('There is no limit change waiting for you'));
  });

  it('once due, may be confirmed here', async () => {
    const { calls } = service([
      limit({ limitType: 21, limitValue: 1000 }),
      limit({ limitType: 21, limitValue: 5000, limitState: 'PENDING', needApprove: true, startedAt: NOW_S - 86500, endsAt: NOW_S - 100 }),
    ]);
    const user = userEvent.setup();
    await renderPage();
    const week = await waitFor(() => card('Deposit limit', '7 days'));
    expect(week).toHaveTextContent('Confirm or reject the change now');
    await user.click(within(week).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(region('Deposit limit')).getByRole('status')).toHaveTextContent('Confirmed: the new limit is in force.'));
    expect(calls.decided).toEqual([{ action: 1, limitType: 21 }]);
  });
});

describe('saving', () => {
  it('a lower value is saved at once; nothing chosen says so next to the button', async () => {
    const { calls } = service([limit({ limitType: 20, limitValue: 5000 })]);
    onSave(calls, () => HttpResponse.json({ status: 200, questions: [], tokenGuid: null, limitsData: [limit({ limitType: 20, limitValue: 1000 })] }));
    const user = userEvent.setup();
    await renderPage();
    const section = await waitFor(() => region('Deposit limit'));
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Choose a new value first: this one is already set.');
    expect(calls.saved).toEqual([]);
    await user.selectOptions(within(section).getByRole('combobox', { name: 'New limit, 24 hours' }), '1000');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Saved: the new limit is in force.'));
    expect(calls.saved).toEqual([{ limits: [{ limitType: 20, limitValue: 1000 }] }]);
  });

  it('a raise asks the questions first; every answer needed; all right saves it as pending', async () => {
    const { calls, state } = service([limit({ limitType: 1, limitValue: 1000 })]);
    const pending = [limit({ limitType: 1, limitValue: 1000 }), limit({ limitType: 1, limitValue: 5000, limitState: 'PENDING', needApprove: true, startedAt: NOW_S, endsAt: NOW_S + 86400 })];
    onSave(calls, () => HttpResponse.json({ status: 202, questions: QUESTIONS, tokenGuid: 'token-1', limitsData: [limit({ limitType: 1, limitValue: 1000 })] }));
    const { server } = await import('@/tests/support/server');
    const { http } = await import('msw');
    server.use(
      http.post('*/limit-service-api/api/external/web/v3/testanswers', async ({ request }) => {
        calls.answered.push(await request.json());
        state.limits = pending;
        return HttpResponse.json({ questionsResult: [], success: true, limitsData: pending });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    const section = await waitFor(() => region('Wagering limits'));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'New limit, 24 hours' }), '5000');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'A few questions first' });
    await user.click(within(dialog).getByRole('button', { name: 'Send the answers' }));
    expect(within(dialog).getAllByText('Choose an answer.')).toHaveLength(2);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Answer every question.');
    expect(calls.answered).toEqual([]);
    await user.click(within(within(dialog).getByRole('group', { name: /When does a higher limit/ })).getByRole('radio', { name: 'After 24 hours and my confirmation' }));
    await user.click(within(within(dialog).getByRole('group', { name: /Can you cancel the raise/ })).getByRole('radio', { name: 'Yes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the answers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.answered).toEqual([{ tokenGuid: 'token-1', answers: [{ questionId: 1, answerId: 2 }, { questionId: 2, answerId: 1 }] }]);
    expect(within(section).getByRole('status')).toHaveTextContent('Saved. The higher limit takes effect after 24 hours, once you confirm it');
    expect(card('Wagering limits', '24 hours')).toHaveTextContent('Raisewaiting: RUB 5,000');
  });

  it('a wrong answer changes nothing, and says so', async () => {
    const { calls } = service([limit({ limitType: 10, limitValue: 1000 })]);
    onSave(calls, () => HttpResponse.json({ status: 202, questions: QUESTIONS.slice(0, 1), tokenGuid: 'token-2', limitsData: [limit({ limitType: 10, limitValue: 1000 })] }));
    const { server } = await import('@/tests/support/server');
    const { http } = await import('msw');
    server.use(
      http.post('*/limit-service-api/api/external/web/v3/testanswers', () =>
        HttpResponse.json({ questionsResult: [{ questionId: 1, answerId: 1, correct: false }], success: false, limitsData: [limit({ limitType: 10, limitValue: 1000 })] }),
      ),
    );
    const user = userEvent.setup();
    await renderPage();
    const section = await waitFor(() => region('Loss limits'));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'New limit, 24 hours' }), 'none');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    expect(calls.saved).toEqual([{ limits: [{ limitType: 10, limitValue: null }] }]);
    const dialog = await screen.findByRole('dialog', { name: 'A few questions first' });
    await user.click(within(dialog).getByRole('radio', { name: 'At once' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send the answers' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('Not every answer was right, so nothing has changed.'));
    expect(card('Loss limits', '24 hours')).toHaveTextContent('RUB 1,000');
  });

  it('a refused save shows the service’s title', async () => {
    const { calls } = service([]);
    onSave(calls, () =>
      HttpResponse.json({ status: 403, title: 'This limit cannot be removed', errors: [{ code: 'cannot_remove', detail: 'This limit cannot be removed' }] }, { status: 403 }),
    );
    const user = userEvent.setup();
    await renderPage();
    const section = await waitFor(() => region('Reality checks'));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Remind me every' }), '15');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('This limit cannot be removed'));
  });
});

describe('loading', () => {
  it('a failed load says so with a retry that loads again', async () => {
    const { calls } = service([limit({ limitType: 20, limitValue: 2000 })], { limitsFail: 1 });
    const user = userEvent.setup();
    await renderPage();
    const error = await screen.findByRole('alert');
    expect(error).toHaveTextContent('Could not load your limits.');
    await user.click(within(error).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card('Deposit limit', '24 hours')).toHaveTextContent('RUB 2,000'));
    expect(calls.limitsReads).toBe(2);
  });

  it('a signed-out visitor is asked to sign in and nothing is asked of the service', async () => {
    service([]);
    const { makeStore } = await import('@/store/makeStore');
    const { renderWithProviders } = await import('@/tests/support/render');
    const { ResponsibleScreen } = await import('@/components/limits/ResponsibleScreen');
    await renderWithProviders(<ResponsibleScreen />, { language: 'en', store: makeStore({ language: 'en' }) });
    expect(screen.getByText('Sign in to see and set your limits.')).toBeInTheDocument();
  });
});
