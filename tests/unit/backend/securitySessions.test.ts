// @vitest-environment node
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { columnNames } from '../../../backend/src/db/alter';
import { describeDevice } from '../../../backend/src/security/device';
import { openDb } from '../../../backend/src/setup/open';
import { makeBackend } from './helpers';
import { codeOf, fromClient, login, sessionOf } from './authHelpers';
import { CHROME_WINDOWS, SAFARI_IPHONE, signedIn } from './securityHelpers';

const SESSIONS = '/web-api/security/sessions';

describe('describeDevice', () => {
  it.each([
    [CHROME_WINDOWS, 'Chrome 131 · Windows'],
    [SAFARI_IPHONE, 'Safari 17 · iOS'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox 128 · Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36', 'Chrome 130 · Android'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge 131 · macOS'],
    ['curl/8.5.0', ''],
    [undefined, ''],
  ])('%s → %s', (agent, words) => {
    expect(describeDevice(agent)).toBe(words);
  });
});

describe('the sessions list', () => {
  it('lists the live sessions with device, address and last seen, the current one first and marked', async () => {
    const backend = makeBackend();
    const phoneRes = await login(backend, 'player@example.com', 'Player123!', {}, { 'user-agent': SAFARI_IPHONE, ...fromClient('198.51.100.7') });
    const phone = sessionOf(phoneRes).cookie;
    const laptop = await signedIn(backend);
    await signedIn(backend, 'fresh@example.com');
    const res = await backend.call('GET', SESSIONS, { headers: phone });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const sessions = res.json.sessions as { id: string; device: string; address: string; current: boolean; last_seen_at: string }[];
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Safari 17 · iOS', true],
      ['Chrome 131 · Windows', false],
    ]);
    expect(sessions[0]!.address).toBe('198.51.100.7');
    expect(sessions[0]!.id).toMatch(/^[0-9a-f]{24}$/);
    // The public id is never the session's secret id (the ua cookie).
    expect(JSON.stringify(res.json)).not.toContain(laptop.cookie.slice(3));
    expect(JSON.stringify(res.json)).not.toContain(phone.cookie.slice(3));
  });

  it('moves last seen when the session is used, at most once a minute', async () => {
    const backend = makeBackend({ now: Date.parse('2026-03-01T10:00:00Z') });
    const cookie = await signedIn(backend);
    const lastSeen = async () => (await backend.call('GET', SESSIONS, { headers: cookie })).json.sessions[0].last_seen_at;
    expect(await lastSeen()).toBe('2026-03-01T10:00:00.000Z');
    backend.clock.setOffsetSeconds(59);
    expect(await lastSeen()).toBe('2026-03-01T10:00:00.000Z');
    backend.clock.setOffsetSeconds(90);
    expect(await lastSeen()).toBe('2026-03-01T10:01:30.000Z');
  });

  it('signs one other session out, but not the current one nor another player\'s', async () => {
    const backend = makeBackend();
    const phone = await signedIn(backend, 'player@example.com', SAFARI_IPHONE);
    const laptop = await signedIn(backend);
    const fresh = await signedIn(backend, 'fresh@example.com');
    const [mine, other] = (await backend.call('GET', SESSIONS, { headers: laptop })).json.sessions;
    const freshId = (await backend.call('GET', SESSIONS, { headers: fresh })).json.sessions[0].id;

    expect(codeOf(await backend.call('DELETE', `${SESSIONS}/${mine.id}`, { headers: laptop }))).toBe('current_session');
    expect(codeOf(await backend.call('DELETE', `${SESSIONS}/${freshId}`, { headers: laptop }))).toBe('session_not_found');
    expect((await backend.call('DELETE', `${SESSIONS}/${other.id}`, { headers: laptop })).status).toBe(200);

    expect((await backend.call('GET', SESSIONS, { headers: phone })).status).toBe(401);
    expect((await backend.call('GET', SESSIONS, { headers: fresh })).status).toBe(200);
    expect((await backend.call('GET', SESSIONS, { headers: laptop })).json.sessions).toHaveLength(1);
  });

  it('signs out everywhere else and keeps this session', async () => {
    const backend = makeBackend();
    const first = await signedIn(backend, 'player@example.com', SAFARI_IPHONE);
    const second = await signedIn(backend);
    const here = await signedIn(backend);
    const res = await backend.call('POST', `${SESSIONS}/sign-out-others`, { headers: here });
    expect(res.json).toEqual({ signed_out_sessions: 2 });
    for (const gone of [first, second]) expect((await backend.call('GET', SESSIONS, { headers: gone })).status).toBe(401);
    expect((await backend.call('GET', SESSIONS, { headers: here })).json.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('answers 401 without a session', async () => {
    const backend = makeBackend();
    expect((await backend.call('GET', SESSIONS)).status).toBe(401);
    expect((await backend.call('POST', `${SESSIONS}/sign-out-others`)).status).toBe(401);
  });
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sessions of an older database file', () => {
  it('get the device, address and last-seen columns; last seen is when they were opened', () => {
    const dir = mkdtempSync(join(tmpdir(), 'security-migrate-'));
    dirs.push(dir);
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE sessions (id TEXT PRIMARY KEY, user_id INTEGER NOT NULL, created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
      INSERT INTO sessions VALUES ('old', 1001, 1000, 999999999999999, 0);`);
    old.close();
    const db = openDb(file);
    expect([...columnNames(db, 'sessions')]).toEqual(expect.arrayContaining(['device', 'address', 'last_seen_at']));
    expect(db.prepare("SELECT device, address, last_seen_at FROM sessions WHERE id = 'old'").get()).toEqual({ device: '', address: '', last_seen_at: 1000 });
    db.close();
  });
});
