import { login, sessionOf, type Backend } from './authHelpers';

export const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Signs in by password from a device (User-Agent) and a client address; the cookie header of the session. */
export async function signedIn(backend: Backend, who = 'player@example.com', userAgent = CHROME_WINDOWS, password = 'Player123!') {
  const res = await login(backend, who, password, {}, { 'user-agent': userAgent });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
  return sessionOf(res).cookie;
}

export const mailOf = async (backend: Backend, who: string) =>
  (await backend.call('GET', `/__control/mail/${encodeURIComponent(who)}`)).json as { to: string; subject: string; body: string }[];

export const smsOf = async (backend: Backend, phone: string) =>
  (await backend.call('GET', `/__control/sms/${encodeURIComponent(phone)}`)).json as { code: string }[];

export const configOf = async (backend: Backend, cookie: Record<string, string>) =>
  (await backend.call('GET', '/web-api/user/config', { headers: cookie })).json.result;
