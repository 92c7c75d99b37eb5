import { createApp } from '../../../backend/src/app';
import { createClock } from '../../../backend/src/clock';
import { openDb } from '../../../backend/src/db/open';
import { seedDatabase } from '../../../backend/src/db/seed';

/** A fresh seeded backend on an in-memory database; no port involved. */
export function makeBackend(options: { secureCookies?: boolean } = {}) {
  const db = openDb(':memory:');
  seedDatabase(db);
  const clock = createClock();
  const app = createApp({ db, clock, secret: 'test-secret', secureCookies: options.secureCookies });

  async function call(method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}) {
    const init: RequestInit = { method, headers: { ...options.headers } };
    if (options.body !== undefined) {
      init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await app.request(path, init);
    const text = await res.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests poke at arbitrary JSON
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, json, headers: res.headers };
  }

  /** Signs a seeded user in through the control API; returns the cookie values. */
  async function signIn(login = 'player@example.com') {
    const { json } = await call('POST', '/__control/session', { body: { login } });
    const cookies = json.cookies as { name: string; value: string }[];
    return {
      ua: cookies.find((c) => c.name === 'ua')!.value,
      token: cookies.find((c) => c.name === 'user_token')!.value,
    };
  }

  return { db, clock, app, call, signIn };
}
