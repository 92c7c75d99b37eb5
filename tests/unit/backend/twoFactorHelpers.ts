import { Secret, TOTP } from 'otpauth';
import { makeBackend } from './helpers';

/** 2026-03-10 08:00:00 UTC, the start of a 30 s step: the backend clock stands here until moved. */
export const TF_NOW = Date.UTC(2026, 2, 10, 8, 0, 0);
export const TF = '/web-api/user/two-factor';

/** The app's code for a secret at a moment, computed apart from the backend (RFC 6238: SHA1, 6 digits, 30 s). */
export const appCode = (secret: string, atMs: number) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: atMs });

/** A signed-in player (player@example.com by default) with the two-factor calls. */
export async function twoFactorBackend(login = 'player@example.com') {
  const backend = makeBackend({ now: TF_NOW });
  const { ua } = await backend.signIn(login);
  const headers = { cookie: `ua=${ua}` };
  const post = (path: string, body?: object) => backend.call('POST', `${TF}${path}`, { body, headers });
  const status = async () => (await backend.call('GET', TF, { headers })).json;
  const control = async () => (await backend.call('GET', `/__control/totp/${encodeURIComponent(login)}`)).json;
  /** Moves the backend clock `steps` 30 s steps from TF_NOW. */
  const atStep = (steps: number) => backend.clock.setOffsetSeconds(steps * 30);

  /** Setup and confirmation with the app's code of now: the secret and the ten recovery codes. */
  async function turnOn(): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await post('/setup');
    const enabled = await post('/enable', { code: appCode(setup.json.secret, backend.clock.now()) });
    if (enabled.status !== 200) throw new Error(`enable answered ${enabled.status}`);
    return { secret: setup.json.secret as string, recoveryCodes: enabled.json.recoveryCodes as string[] };
  }

  return { ...backend, login, headers, post, status, control, atStep, turnOn };
}
