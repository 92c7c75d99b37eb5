import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@/tests/support/server';
import { limit, NOW_S, onSave, renderPage, service, V3 } from './support';

// The extra limits (limits-coupon-auth.md §4): disabled under the player's block (37) or while a
// self-exclusion or time-out is set, which show until when and cannot be cancelled; the warning
// for a self-exclusion that has not started; saving one with its reason after a confirmation;
// the block after a strong confirmation; the captcha step the request layer shows for a save.

const extra = () => screen.getByRole('region', { name: 'Extra limits' });
const DAY = 86400;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('disabled', () => {
  it('while the player’s block (37) is active: every field, the block since when, and why', async () => {
    service([limit({ limitType: 37, limitValue: 1, startedAt: NOW_S - DAY, currency: null })]);
    await renderPage();
    const section = await waitFor(() => extra());
    expect(section).toHaveTextContent('The extra limits are unavailable while your account is blocked.');
    expect(section).toHaveTextContent('Your account is blocked at your request since');
    expect(within(section).getByRole('group', { name: 'Extra limits' })).toBeDisabled();
    expect(within(section).getByRole('combobox', { name: 'Exclude me for' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Block my account…' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Exclude myself' })).toBeDisabled();
    // The money limits stay open (docs/limits-api.md: only 30, 31, 33 are refused under 37).
    expect(within(screen.getByRole('region', { name: 'Deposit limit' })).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('while a self-exclusion runs: until when, its reason, no way to cancel it', async () => {
    service([limit({ limitType: 30, limitValue: 7, startedAt: NOW_S - DAY, endsAt: NOW_S + 6 * DAY, selfExcludeReason: 'I want a break', currency: null })]);
    await renderPage();
    const section = await waitFor(() => extra());
    expect(section).toHaveTextContent('Self-excluded until');
    expect(section).toHaveTextContent('Reason: I want a break');
    expect(section).toHaveTextContent('It cannot be cancelled or shortened.');
    expect(section).toHaveTextContent('The extra limits cannot be changed while a self-exclusion or time-out is set.');
    expect(within(section).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(within(section).getByRole('group', { name: 'Extra limits' })).toBeDisabled();
  });

  it('warns when a self-exclusion is set but has not started yet (another backend may schedule one)', async () => {
    service([limit({ limitType: 30, limitValue: 30, startedAt: NOW_S + 2 * DAY, endsAt: NOW_S + 32 * DAY, currency: null })]);
    await renderPage();
    const warning = await waitFor(() => within(extra()).getByRole('note'));
    expect(warning).toHaveTextContent(/^A self-exclusion is set but has not started yet: it starts on .+\.$/);
    expect(extra()).not.toHaveTextContent('Self-excluded until');
  });

  it('no warning for a self-exclusion that has started', async () => {
    service([limit({ limitType: 30, limitValue: 7, startedAt: NOW_S - 60, endsAt: NOW_S + 7 * DAY, currency: null })]);
    await renderPage();
    await waitFor(() => expect(extra()).toHaveTextContent('Self-excluded until'));
    expect(within(extra()).queryByRole('note')).toBeNull();
  });
});

describe('a self-exclusion', () => {
  it('needs a period and a reason, next to their fields; then a confirmation; then it is saved with the reason', async () => {
    const { calls, state } = service([]);
    server.use(
      http.get('*/web-api/user/gettoken', () => HttpResponse.json({ token: 'fresh-token', expires_at: NOW_S + 3600 })),
      http.get(`${V3}/reasons/selfexclude`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh-token'
          ? HttpResponse.json([
              { id: 1, selfExcludeReason: 'I want a break' },
              { id: 2, selfExcludeReason: 'I spend too much' },
            ])
          : HttpResponse.json({ status: 401, title: 'Refresh your token' }, { status: 401 }),
      ),
    );
    const running = limit({ limitType: 30, limitValue: 7, startedAt: NOW_S, endsAt: NOW_S + 7 * DAY, selfExcludeReason: 'I spend too much', currency: null });
    onSave(calls, () => {
      state.limits = [running];
      return HttpResponse.json({ status: 200, questions: [], tokenGuid: null, limitsData: [running] });
    });
    const user = userEvent.setup();
    await renderPage();
    const form = await waitFor(() => within(extra()).getByRole('form', { name: 'Self-exclusion' }));
    await user.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    expect(within(form).getByRole('combobox', { name: 'Exclude me for' })).toHaveAccessibleDescription('Choose a period.');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Exclude me for' }), '7');
    const reason = await within(form).findByRole('combobox', { name: 'Reason' });
    await waitFor(() => expect(reason).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    expect(reason).toHaveAccessibleDescription('Choose a reason.');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.selectOptions(reason, '2');
    await user.click(within(form).getByRole('button', { name: 'Exclude myself' }));
    const dialog = screen.getByRole('dialog', { name: 'Self-exclude for 7 days?' });
    expect(dialog).toHaveTextContent('Once it starts it cannot be cancelled or shortened.');
    expect(calls.saved).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Exclude myself' }));
    await waitFor(() => expect(extra()).toHaveTextContent('Self-excluded until'));
    expect(calls.saved).toEqual([{ limits: [{ limitType: 30, limitValue: 7, selfExcludeReasonId: 2 }] }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(extra()).toHaveTextContent('Reason: I spend too much');
  });
});

describe('the player’s block', () => {
  it('asks the player to tick that he cannot lift it before BlockUser is sent', async () => {
    const { calls } = service([]);
    const user = userEvent.setup();
    await renderPage();
    await user.click(await waitFor(() => within(extra()).getByRole('button', { name: 'Block my account…' })));
    const dialog = screen.getByRole('dialog', { name: 'Block your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Block my account' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick the box to confirm you understand.');
    expect(calls.blocked).toBe(0);
    await user.click(within(dialog).getByRole('checkbox', { name: 'I understand that I cannot lift the block myself' }));
    await user.click(within(dialog).getByRole('button', { name: 'Block my account' }));
    await waitFor(() => expect(extra()).toHaveTextContent('The extra limits are unavailable while your account is blocked.'));
    expect(calls.blocked).toBe(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes the confirmation and focus goes back to the button', async () => {
    service([]);
    const user = userEvent.setup();
    await renderPage();
    const open = await waitFor(() => within(extra()).getByRole('button', { name: 'Block my account…' }));
    await user.click(open);
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });
});

describe('the session limit', () => {
  it('shows today’s time played and left', async () => {
    service([limit({ limitType: 31, limitValue: 3, limitUsed: 3900, limitBalance: 6900, currency: null })]);
    await renderPage();
    const form = await waitFor(() => within(extra()).getByRole('form', { name: 'Session limit' }));
    expect(form).toHaveTextContent('3 hours a day');
    expect(form).toHaveTextContent('Today: 1 hour 5 minutes played, 1 hour 55 minutes left');
  });
});

describe('the captcha step (limits-coupon-auth.md §5, §8)', () => {
  it('a save the service refuses with captcha_required shows the captcha and is sent again with its token', async () => {
    const { calls } = service([limit({ limitType: 32, limitValue: 15, endsAt: NOW_S + 900, currency: null })]);
    onSave(calls, (body) =>
      body.captcha === 'captcha-token'
        ? HttpResponse.json({ status: 200, questions: [], tokenGuid: null, limitsData: [limit({ limitType: 32, limitValue: 30, endsAt: NOW_S + 1800, currency: null })] })
        : HttpResponse.json(
            { status: 400, title: 'Please confirm you are not a robot', errors: [{ code: 'captcha_required', detail: 'Please confirm you are not a robot' }] },
            { status: 400 },
          ),
    );
    server.use(
      http.post('*/web-api/captcha/update', () => HttpResponse.json({ captcha_id: 'c-1', image: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' })),
      http.post('*/web-api/captcha/validate', async ({ request }) => {
        const { answer } = (await request.json()) as { answer: string };
        return answer === '4711'
          ? HttpResponse.json({ captcha_token: 'captcha-token' })
          : HttpResponse.json({ errors: [{ code: 'captcha_invalid', detail: 'Wrong' }] }, { status: 400 });
      }),
    );
    const user = userEvent.setup();
    await renderPage();
    const section = await waitFor(() => screen.getByRole('region', { name: 'Reality checks' }));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Remind me every' }), '30');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm you are not a robot' });
    await within(dialog).findByRole('img', { name: 'Picture with characters' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Characters from the picture' }), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('The characters do not match. Here is a new picture.'));
    await within(dialog).findByRole('img', { name: 'Picture with characters' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Characters from the picture' }), '4711');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(within(section).getByRole('status')).toHaveTextContent('Saved: the new limit is in force.'));
    expect(calls.saved).toEqual([{ limits: [{ limitType: 32, limitValue: 30 }] }, { limits: [{ limitType: 32, limitValue: 30 }], captcha: 'captcha-token' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('giving the captcha up fails the save with the service’s words', async () => {
    const { calls } = service([]);
    onSave(calls, () =>
      HttpResponse.json({ status: 400, title: 'Please confirm you are not a robot', errors: [{ code: 'captcha_required', detail: 'Please confirm you are not a robot' }] }, { status: 400 }),
    );
    server.use(http.post('*/web-api/captcha/update', () => HttpResponse.json({ captcha_id: 'c-1', image: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' })));
    const user = userEvent.setup();
    await renderPage();
    const section = await waitFor(() => screen.getByRole('region', { name: 'Reality checks' }));
    await user.selectOptions(within(section).getByRole('combobox', { name: 'Remind me every' }), '30');
    await user.click(within(section).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm you are not a robot' });
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(within(section).getByRole('alert')).toHaveTextContent('Please confirm you are not a robot'));
    expect(calls.saved).toHaveLength(1);
  });
});
