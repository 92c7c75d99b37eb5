import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TwoStepSection } from '@/components/security/twoStep/TwoStepSection';
import { makeStore } from '@/store/makeStore';
import { userConfig } from '@/tests/support/accounts';
import { server } from '@/tests/support/server';
import { renderWithProviders } from '@/tests/support/render';

const TF = '*/web-api/user/two-factor';
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abc${i}-def${i}`);
const off = { enabled: false, pending: false, recoveryCodesLeft: 0, enabledAt: null };
const on = { enabled: true, pending: false, recoveryCodesLeft: 10, enabledAt: '2026-03-10T08:00:00.000Z' };

/** The two-factor calls as msw handlers; what the section sent. */
function backend(options: { status?: object; statusFails?: number } = {}) {
  const sent = { enable: [] as unknown[], disable: [] as unknown[], config: 0 };
  let status = options.status ?? off;
  let failures = options.statusFails ?? 0;
  server.use(
    http.get(TF, () => {
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.json({ errors: [{ code: 'internal_error', detail: 'down' }] }, { status: 500 });
      }
      return HttpResponse.json(status);
    }),
    http.post(`${TF}/setup`, () =>
      HttpResponse.json({ secret: SECRET, uri: `otpauth://totp/BetSite:player%40example.com?issuer=BetSite&secret=${SECRET}` }),
    ),
    http.post(`${TF}/enable`, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      sent.enable.push(body);
      if (body.code !== '123456') {
        return HttpResponse.json({ errors: [{ code: 'code_invalid', detail: 'wrong', source: { pointer: '/code' } }] }, { status: 400 });
      }
      status = on;
      return HttpResponse.json({ enabled: true, recoveryCodes: CODES });
    }),
    http.post(`${TF}/disable`, async ({ request }) => {
      sent.disable.push(await request.json());
      status = off;
      return HttpResponse.json(off);
    }),
    http.get('*/web-api/user/config', () => {
      sent.config += 1;
      return HttpResponse.json({ result: userConfig() });
    }),
  );
  return sent;
}

async function render() {
  const store = makeStore({ language: 'en', userId: 1001, userConfig: userConfig() });
  return renderWithProviders(<TwoStepSection />, { language: 'en', store });
}

const section = () => screen.getByRole('region', { name: 'Two-step sign-in with an app' });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('two-step sign-in with an app', () => {
  it('turns on: QR code and grouped key, field errors, then the ten recovery codes once', async () => {
    const sent = backend();
    await render();
    fireEvent.click(await within(section()).findByRole('button', { name: 'Turn on' }));

    // The panel focuses its heading in an effect that runs after the panel first paints.
    const heading = await screen.findByRole('heading', { name: 'Set up the app' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByRole('img', { name: 'QR code to add your account to an authenticator app' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    const key = screen.getByText('Or enter this key in the app by hand:').nextElementSibling!;
    expect([...key.children].map((group) => group.textContent)).toEqual(SECRET.match(/.{4}/g));

    const field = screen.getByLabelText('Code from the app');
    const submit = screen.getByRole('button', { name: 'Turn on' });
    fireEvent.click(submit);
    expect(await screen.findByText('Enter the code.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Enter the 6 digits the app shows.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sent.enable).toEqual([]);

    fireEvent.change(field, { target: { value: '654 321' } });
    fireEvent.click(submit);
    expect(await screen.findByText(/The code is wrong or was already used/)).toBeInTheDocument();
    expect(sent.enable).toEqual([{ code: '654321' }]);

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(submit);
    const codes = await screen.findByRole('heading', { name: 'Your recovery codes' });
    await waitFor(() => expect(codes).toHaveFocus());
    const list = screen.getByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download as text' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(within(section()).getByText('On')).toBeInTheDocument();
    await waitFor(() => expect(sent.config).toBeGreaterThan(0));
  });

  it('turns off with a recovery code typed in capitals without the dash', async () => {
    const sent = backend({ status: on });
    await render();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    const field = screen.getByLabelText('Code from the app or a recovery code');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'ab$d-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Enter the 6 digits from the app or a recovery code like abcd-2345.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'ABC0DEF0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-step sign-in with the app is off.')).toBeInTheDocument();
    expect(sent.disable).toEqual([{ code: 'abc0-def0' }]);
    expect(within(section()).getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });

  it('a status that cannot load offers a retry', async () => {
    backend({ statusFails: 1 });
    await render();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading two-step sign-in…');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await within(section()).findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});
