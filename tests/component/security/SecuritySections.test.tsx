import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PasswordSection } from '@/components/security/PasswordSection';
import { ProtectionSection } from '@/components/security/ProtectionSection';
import { SessionsSection } from '@/components/security/SessionsSection';
import type { SecurityOverview } from '@/lib/api/security/overview';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

// The security page's sections (components/security): the level with its status word and what
// would raise it, the password form's field errors and outcome, the sessions list and its sign-out.

const overview = (level: number, raise: SecurityOverview['protection']['raise']): SecurityOverview => ({
  protection: { level, methods: { email: true, password: false, phone: false, question: false, two_step: false }, raise },
  email: 'player@example.com',
  password: { changed: false, changed_pass_day_count: 3 },
  phone: null,
  phone_removable: false,
  question: null,
  two_step: false,
});

const session = (id: string, device: string, current: boolean) => ({
  id: id.repeat(24).slice(0, 24),
  device,
  address: current ? '198.51.100.7' : '',
  created_at: '2026-11-24T09:00:00Z',
  last_seen_at: '2026-11-24T10:00:00Z',
  current,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the protection level', () => {
  it('shows the level, its status word and what would raise it as links', async () => {
    await renderWithProviders(<ProtectionSection overview={overview(45, [{ method: 'two_step', points: 40 }, { method: 'phone', points: 25 }])} />, { language: 'en' });
    const region = screen.getByRole('region', { name: 'Protection level' });
    expect(within(region).getByTestId('protection-level')).toHaveTextContent('45%Normal');
    expect(within(region).getByRole('meter', { name: 'Protection level' })).toHaveAttribute('value', '45');
    expect(within(region).getByRole('link', { name: 'Turn on two-step sign-in +40%' })).toHaveAttribute('href', '#security-two-step');
    expect(within(region).getByRole('link', { name: 'Bind a phone +25%' })).toHaveAttribute('href', '#security-phone');
  });

  it('shows no status word at exactly 30, and says when nothing is left to raise', async () => {
    const { rerender } = await renderWithProviders(<ProtectionSection overview={overview(30, [])} />, { language: 'en' });
    expect(screen.getByTestId('protection-level')).toHaveTextContent(/^30%$/);
    expect(screen.getByText('Everything is set: your account has the highest protection.')).toBeInTheDocument();
    rerender(<ProtectionSection overview={overview(100, [])} />);
    expect(screen.getByTestId('protection-level')).toHaveTextContent('100%Full');
  });
});

describe('the password form', () => {
  it('checks the fields before sending anything', async () => {
    const sent = vi.fn();
    server.use(http.post('*/web-api/security/password', () => sent()));
    await renderWithProviders(<PasswordSection onChanged={() => undefined} />, { language: 'en' });
    await userEvent.type(screen.getByLabelText('Current password'), 'Player123!');
    await userEvent.type(screen.getByLabelText('New password'), 'short1');
    await userEvent.type(screen.getByLabelText('New password again'), 'short2');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('At least 8 characters. At least 8 characters, with a letter and a digit.');
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription('The passwords do not match.');
    expect(sent).not.toHaveBeenCalled();
  });

  it('puts a wrong current password next to its field, then reports the change in Russian plurals', async () => {
    let calls = 0;
    const changed = vi.fn();
    server.use(
      http.post('*/web-api/security/password', async ({ request }) => {
        calls += 1;
        expect(await request.json()).toEqual({ current_password: calls === 1 ? 'bad-one1' : 'Player123!', new_password: 'NewPass2026' });
        if (calls === 1) {
          return HttpResponse.json({ errors: [{ code: 'wrong_password', detail: 'The password is wrong', source: { pointer: '/current_password' } }] }, { status: 400 });
        }
        return HttpResponse.json({ ...overview(20, []), password: { changed: true, changed_pass_day_count: 0 }, signed_out_sessions: 3 });
      }),
    );
    await renderWithProviders(<PasswordSection onChanged={changed} />, { language: 'ru' });
    await userEvent.type(screen.getByLabelText('Текущий пароль'), 'bad-one1');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'NewPass2026');
    await userEvent.type(screen.getByLabelText('Новый пароль ещё раз'), 'NewPass2026');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(screen.getByLabelText('Текущий пароль')).toHaveAccessibleDescription('Неверный пароль.'));
    await userEvent.clear(screen.getByLabelText('Текущий пароль'));
    await userEvent.type(screen.getByLabelText('Текущий пароль'), 'Player123!');
    await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Пароль изменён. Завершено 3 других сеанса.'));
    expect(changed).toHaveBeenCalledWith(expect.objectContaining({ signed_out_sessions: 3 }));
    expect(screen.getByLabelText('Текущий пароль')).toHaveValue('');
  });
});

describe('the sessions list', () => {
  it('shows an error with a retry, then the sessions; signs one out', async () => {
    let reads = 0;
    let list = [session('a', 'Chrome 131 · Windows', true), session('b', '', false)];
    const revoked: string[] = [];
    server.use(
      http.get('*/web-api/security/sessions', () => {
        reads += 1;
        return reads === 1 ? HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'x' }] }, { status: 500 }) : HttpResponse.json({ sessions: list });
      }),
      http.delete('*/web-api/security/sessions/:id', ({ params }) => {
        revoked.push(String(params.id));
        list = list.filter((item) => item.id !== params.id);
        return HttpResponse.json({ ok: true });
      }),
    );
    await renderWithProviders(<SessionsSection />, { language: 'en' });
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Loading the sessions…');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Chrome 131 · WindowsThis device198\.51\.100\.7 · last seen/),
      expect.stringMatching(/^Unknown deviceUnknown address · last seen .*Sign out$/),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Sign out Unknown device' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(revoked).toEqual(['b'.repeat(24)]);
    expect(screen.getByRole('status')).toHaveTextContent('The session has been signed out.');
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });
});
