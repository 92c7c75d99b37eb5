import { makeBackend, TEST_SITE_PROXY_KEY } from './helpers';

export type Backend = ReturnType<typeof makeBackend>;
export type Answer = Awaited<ReturnType<Backend['call']>>;

export interface SetCookie {
  value: string;
  /** Lower-cased attribute names → values ('' for flags such as HttpOnly). */
  attributes: Record<string, string>;
}

/** The Set-Cookie headers of an answer by cookie name. */
export function setCookies(res: Answer): Record<string, SetCookie> {
  const cookies: Record<string, SetCookie> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attrs] = line.split(';').map((part) => part.trim());
    const eq = pair.indexOf('=');
    const attributes: Record<string, string> = {};
    for (const attr of attrs) {
      const at = attr.indexOf('=');
      attributes[(at < 0 ? attr : attr.slice(0, at)).toLowerCase()] = at < 0 ? '' : attr.slice(at + 1);
    }
    cookies[pair.slice(0, eq)] = { value: decodeURIComponent(pair.slice(eq + 1)), attributes };
  }
  return cookies;
}

/** The session cookies a sign-in set, as request headers for the next calls. */
export function sessionOf(res: Answer) {
  const cookies = setCookies(res);
  const ua = cookies.ua?.value ?? '';
  const token = cookies.user_token?.value ?? '';
  return { ua, token, cookie: { cookie: `ua=${ua}` }, bearer: { authorization: `Bearer ${token}` } };
}

/** The first error code of a JSON:API error answer. */
export const codeOf = (res: Answer): string | undefined => res.json?.errors?.[0]?.code;

/** A client as the site's front server names it, with the site's key (auth/client.ts). */
export const fromClient = (ip: string) => ({ 'x-site-client-address': ip, 'x-site-proxy-key': TEST_SITE_PROXY_KEY });

export async function login(backend: Backend, login: string, password = 'Player123!', extra: object = {}, headers: Record<string, string> = {}) {
  return backend.call('POST', '/web-api/user/auth/login', { body: { login, password, ...extra }, headers });
}

/** The codes in a player's demo inbox, newest last. */
export async function inbox(backend: Backend, login: string): Promise<{ kind: string; code: string }[]> {
  return (await backend.call('GET', `/__control/inbox/${encodeURIComponent(login)}`)).json.codes;
}

/** A solved captcha's token for a client. */
export async function solvedCaptcha(backend: Backend, headers: Record<string, string> = {}): Promise<string> {
  const { json } = await backend.call('POST', '/web-api/captcha/update', { headers });
  const { answer } = (await backend.call('GET', `/__control/captcha/${json.captcha_id}`)).json;
  const solved = await backend.call('POST', '/web-api/captcha/validate', { body: { captcha_id: json.captcha_id, answer }, headers });
  return solved.json.captcha_token;
}
