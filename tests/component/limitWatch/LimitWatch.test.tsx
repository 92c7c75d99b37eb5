import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { LimitWatch } from '@/components/limitWatch/LimitWatch';
import { ModalHost } from '@/components/modals/ModalHost';
import { NotificationHost } from '@/components/notifications/NotificationHost';
import { takeSessionLimitNotice } from '@/lib/limits/sessionLimitNotice';
import { makeStore } from '@/store/makeStore';
import type { ShellEffects } from '@/store/effects';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// limits-coupon-auth.md §4, §9: the signed-in page's ping, reality check and limit approval, on a fake clock.
const NOW = Date.parse('2026-11-24T10:00:00Z');
const NOW_S = NOW / 1000;
const V3 = '*/limit-service-api/api/external/web/v3';

type Limit = Record<string, unknown>;
const limit = (over: Limit): Limit => ({
  limitType: 20,
  limitValue: 1000,
  limitState: 'ACTIVE',
  startedAt: NOW_S - 3600,
  endsAt: null,
  limitBalance: null,
  needApprove: false,
  selfExcludeReason: null,
  currency: 'RUB',
  ...over,
});

function service(limits: Limit[]) {
  const calls: { path: string; body: unknown }[] = [];
  let current = limits;
  server.use(
    http.get(`${V3}/limits`, () => HttpResponse.json(current)),
    http.post(`${V3}/limitaction`, async ({ request }) => {
      calls.push({ path: 'limitaction', body: await request.json() });
      current = current.filter((l) => l.limitState !== 'PENDING');
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/web-api/api/web/user/v1/reality-check', async ({ request }) => {
      const body = (await request.json()) as { data: { attributes: Record<string, unknown> } };
      calls.push({ path: 'reality-check', body: body.data.attributes });
      current = current.map((l) => (l.limitType === 32 ? { ...l, endsAt: Math.floor(Date.now() / 1000) + 15 * 60 } : l));
      return HttpResponse.json({ data: { type: 'reality-check', attributes: { popup_show_at: Math.floor(Date.now() / 1000) + 900, minutes: 15 } } });
    }),
  );
  return calls;
}

async function page(effects?: ShellEffects) {
  const store = makeStore({ language: 'en', ...(effects ? { effects } : {}) });
  return renderWithProviders(
    <>
      <ModalHost />
      <NotificationHost />
      <LimitWatch />
    </>,
    { store, language: 'en' },
  );
}

/** The browser's effects as a guest-open page sees them, recorded. */
page.effects = () => ({
  location: () => ({ pathname: '/en/line', search: '' }),
  navigate: vi.fn<(url: string) => void>(),
  reload: vi.fn<() => void>(),
  refresh: vi.fn(),
  expireCookie: vi.fn(),
  storage: window.localStorage,
});

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  window.localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the limit approval (limits-coupon-auth.md §4: 24 h after a raise, a dialog that cannot be closed)', () => {
  it('waits for the due time, then asks; Escape does not close it; confirming saves and says so', async () => {
    const calls = service([limit({ limitType: 21, limitValue: 5000, limitState: 'PENDING', needApprove: true, endsAt: NOW_S + 120 })]);
    await page();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new limit' });
    expect(dialog).toHaveTextContent(/You asked to change your 7-day deposit limit to RUB\s5,000\.00\./);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Confirm your new limit' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm the new limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ path: 'limitaction', body: { action: 1, limitType: 21 } }]);
    expect(await screen.findByText('Your new limit is in force.')).toBeInTheDocument();
  });

  it('rejecting keeps the limit in force; the server\'s title is shown when the answer fails', async () => {
    const calls = service([limit({ limitType: 31, limitValue: 6, limitState: 'PENDING', needApprove: true, endsAt: NOW_S - 10, currency: null })]);
    server.use(
      http.post(`${V3}/limitaction`, () => HttpResponse.json({ status: 403, title: 'Approval is due at 10:02', errors: [{ code: 'approval_not_due', detail: 'Approval is due at 10:02' }] }, { status: 403 }), { once: true }),
    );
    await page();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new limit' });
    expect(dialog).toHaveTextContent('You asked to change your session limit to 6 hours a day.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my current limit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Approval is due at 10:02');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep my current limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ path: 'limitaction', body: { action: 0, limitType: 31 } }]);
    expect(await screen.findByText('Your current limit stays in force.')).toBeInTheDocument();
  });
});

describe('the reality check (limits-coupon-auth.md §4, §9: a stored end drives the timer, in chunks of 5 min)', () => {
  it('reminds after its minutes, and the answer sets the next one', async () => {
    const calls = service([limit({ limitType: 32, limitValue: 15, endsAt: NOW_S + 15 * 60, currency: null })]);
    await page();
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('Another 15 minutes of play have passed.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show this reminder again' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ path: 'reality-check', body: { action: 'continue', do_not_show_again: true, popup_show_at: 0 } }]);
    // The next reminder is the stored end the answer set: a whole interval later.
    await act(() => vi.advanceTimersByTimeAsync(14 * 60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2 * 60_000));
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toBeInTheDocument();
  });
});

describe('the session limit (limits-coupon-auth.md §4, §8, §9)', () => {
  it('pings every 30 s while one exists; when the hours run out it keeps the notice for the next page and logs out', async () => {
    service([limit({ limitType: 31, limitValue: 2, currency: null })]);
    let pings = 0;
    let ended = false;
    server.use(
      http.post(`${V3}/ping`, () => {
        pings += 1;
        if (!ended) return HttpResponse.json({ limitType: 31, limitValue: 2, usedSeconds: 60, leftSeconds: 7140, endsAt: NOW_S + 7140 });
        return HttpResponse.json(
          { status: 403, title: 'Session limit ended', message: 'Please visit us tomorrow', errors: [{ code: 'session_limit_ended', detail: 'Session limit ended' }] },
          { status: 403 },
        );
      }),
      http.post('*/web-api/user/disconnect', () => HttpResponse.json({ ok: true })),
    );
    const effects = page.effects();
    await page(effects);
    await waitFor(() => expect(pings).toBe(1));
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(pings).toBe(2);
    expect(effects.reload).not.toHaveBeenCalled();
    ended = true;
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    // Logged out (a page open to guests reloads), the notice waiting for the page after it.
    await waitFor(() => expect(effects.reload).toHaveBeenCalledTimes(1));
    expect(takeSessionLimitNotice(window.localStorage)).toEqual({ title: 'Session limit ended', message: 'Your playing time for today is over. Please visit us tomorrow.' });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(pings).toBe(3);
  });

  it('does not ping without a session limit', async () => {
    service([limit({ limitType: 31, limitValue: -1, currency: null }), limit({ limitType: 20 })]);
    let pings = 0;
    server.use(http.post(`${V3}/ping`, () => ((pings += 1), HttpResponse.json({}))));
    await page();
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(pings).toBe(0);
  });
});
