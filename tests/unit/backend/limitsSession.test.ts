import { describe, expect, it } from 'vitest';
import { login, setCookies } from './authHelpers';
import { DAY, limitsBackend, NOW_S, REALITY_CHECK, shapeOf, V3 } from './limitsHelpers';

describe('the session limit (type 31): counted from the pings on the backend clock, ended by the backend', () => {
  it('ends every session after its hours, refuses a sign-in that day and allows one the next day', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 31, limitValue: 1 }]);
    expect((await b.ping()).json).toEqual({ limitType: 31, limitValue: 1, usedSeconds: 0, leftSeconds: 3600, endsAt: NOW_S + 3600 });
    await b.moveClock(1800);
    expect((await b.ping()).json).toMatchObject({ usedSeconds: 1800, leftSeconds: 1800, endsAt: NOW_S + 3600 });
    expect(await b.limitOf(31)).toMatchObject({ limitValue: 1, limitBalance: 1800, limitUsed: 1800 });

    await b.moveClock(3600);
    const ended = await b.ping();
    expect(shapeOf(ended)).toEqual({ http: 403, status: 403, code: 'session_limit_ended' });
    expect(ended.json).toMatchObject({ title: 'Session limit ended', message: 'Your playing time for today is over. Please visit us tomorrow' });
    expect(setCookies(ended).ua?.value).toBe('');
    // The session is over: its cookie no longer signs anything in.
    expect((await b.limits()).status).toBe(401);

    const again = await login(b, 'player@example.com', 'Player123!', {}, { 'x-language': 'ru' });
    expect(again.status).toBe(403);
    expect(again.json).toMatchObject({
      status: 403,
      title: 'Лимит сессии исчерпан',
      message: 'Время игры на сегодня закончилось. Приходите завтра',
      errors: [{ code: 'session_limit_ended' }],
    });
    expect(setCookies(again).ua).toBeUndefined();

    // 2026-03-11 00:00 UTC: a new day, a new hour.
    await b.moveClock(16 * 3600);
    const tomorrow = await login(b, 'player@example.com');
    expect(tomorrow.status).toBe(200);
    const ua = setCookies(tomorrow).ua?.value ?? '';
    expect((await b.ping('en', { cookie: `ua=${ua}` })).json).toMatchObject({ usedSeconds: 0, leftSeconds: 3600 });
  });

  it('two sessions at once count once; a lower limit ends the session at the next ping', async () => {
    const b = await limitsBackend();
    const other = { cookie: `ua=${(await b.signIn()).ua}` };
    await b.save([{ limitType: 31, limitValue: 3 }]);
    await b.ping();
    await b.ping('en', other);
    await b.moveClock(2 * 3600);
    await b.ping();
    expect((await b.ping('en', other)).json).toMatchObject({ usedSeconds: 7200, leftSeconds: 3600 });
    await b.save([{ limitType: 31, limitValue: 1 }]);
    const ended = await b.ping('ru');
    expect(shapeOf(ended)).toEqual({ http: 403, status: 403, code: 'session_limit_ended' });
    expect(ended.json.title).toBe('Лимит сессии исчерпан');
    // Every session of the player ended.
    expect((await b.ping('en', other)).status).toBe(401);
  });

  it('without a session limit the ping answers −1 and nothing left to count', async () => {
    const b = await limitsBackend();
    expect((await b.ping()).json).toEqual({ limitType: 31, limitValue: -1, usedSeconds: 0, leftSeconds: null, endsAt: null });
  });
});

describe('the reality check (type 32): a stored next-reminder time', () => {
  const answer = (b: Awaited<ReturnType<typeof limitsBackend>>, attributes: Record<string, unknown>, headers = b.headers) =>
    b.call('POST', REALITY_CHECK, { body: { data: { attributes } }, headers: { ...headers, 'x-language': 'en' } });

  it('continue and nothing store the next reminder; do_not_show_again switches it off', async () => {
    const b = await limitsBackend();
    const set = await b.save([{ limitType: 32, limitValue: 15 }]);
    expect(set.json.limitsData[0]).toMatchObject({ limitType: 32, limitValue: 15, endsAt: NOW_S + 900 });
    await b.moveClock(900);
    const cont = await answer(b, { action: 'continue', do_not_show_again: false, popup_show_at: NOW_S + 1800 });
    expect(cont.status).toBe(200);
    expect(cont.json).toEqual({
      data: { type: 'reality-check', attributes: { action: 'continue', do_not_show_again: false, popup_show_at: NOW_S + 1800, minutes: 15 } },
    });
    expect(await b.limitOf(32)).toMatchObject({ endsAt: NOW_S + 1800 });
    // In milliseconds too; never later than the interval; a time gone by means now + the interval.
    expect((await answer(b, { action: 'nothing', popup_show_at: (NOW_S + 1200) * 1000 })).json.data.attributes.popup_show_at).toBe(NOW_S + 1200);
    expect((await answer(b, { action: 'nothing', popup_show_at: NOW_S + 99_999 })).json.data.attributes.popup_show_at).toBe(NOW_S + 1800);
    expect((await answer(b, { action: 'continue', popup_show_at: NOW_S })).json.data.attributes.popup_show_at).toBe(NOW_S + 1800);

    const off = await answer(b, { action: 'continue', do_not_show_again: true, popup_show_at: NOW_S + 1800 });
    expect(off.json.data.attributes).toMatchObject({ do_not_show_again: true, popup_show_at: null });
    expect(await b.limitOf(32)).toBeUndefined();
    expect((await b.held()).limits[0]).toMatchObject({ limitType: 32, limitState: 'INACTIVE', closedReason: 'turned_off' });
    expect(shapeOf(await answer(b, { action: 'continue', popup_show_at: NOW_S + 1800 }))).toEqual({ http: 400, status: 400, code: 'no_reality_check' });
  });

  it('a new sign-in starts the reminder timer again', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 32, limitValue: 30 }]);
    await b.moveClock(5 * 3600);
    const signedIn = await login(b, 'player@example.com');
    expect(signedIn.status).toBe(200);
    const headers = { cookie: `ua=${setCookies(signedIn).ua?.value ?? ''}` };
    const views = (await b.limits('en', headers)).json as { limitType: number; endsAt: number }[];
    expect(views.find((v) => v.limitType === 32)?.endsAt).toBe(NOW_S + 5 * 3600 + 1800);
  });

  it('log_out ends the session', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 32, limitValue: 5 }]);
    const out = await answer(b, { action: 'log_out', do_not_show_again: false, popup_show_at: NOW_S + 300 });
    expect(out.status).toBe(200);
    expect(setCookies(out).ua?.value).toBe('');
    expect((await b.limits()).status).toBe(401);
  });

  it('a malformed answer is 400 {status, title}', async () => {
    const b = await limitsBackend();
    expect(shapeOf(await answer(b, { action: 'later', popup_show_at: NOW_S }))).toEqual({ http: 400, status: 400, code: 'validation' });
  });
});

describe('self-exclusion reasons need a fresh bearer token', () => {
  it('answers the reasons to a token issued within 5 minutes, 401 otherwise', async () => {
    const b = await limitsBackend();
    const { token } = await b.signIn();
    const reasons = (headers: Record<string, string>, lng = 'en') =>
      b.call('GET', `${V3}/reasons/selfexclude`, { headers: { ...headers, 'x-language': lng } });
    const fresh = await reasons({ authorization: `Bearer ${token}` });
    expect(fresh.status).toBe(200);
    expect(fresh.json[0]).toEqual({ id: 1, selfExcludeReason: 'I spend too much money' });
    expect(fresh.json).toHaveLength(5);
    expect((await reasons({ authorization: `Bearer ${token}` }, 'ru')).json[3]).toEqual({ id: 4, selfExcludeReason: 'Мне нужен перерыв' });

    const cookieOnly = await reasons(b.headers);
    expect(shapeOf(cookieOnly)).toEqual({ http: 401, status: 401, code: 'token_not_fresh' });
    expect(cookieOnly.json.title).toBe('Refresh your token and try again');

    await b.moveClock(5 * 60 + 1);
    expect(shapeOf(await reasons({ authorization: `Bearer ${token}` }))).toEqual({ http: 401, status: 401, code: 'token_not_fresh' });
    const refreshed = await b.call('GET', '/web-api/user/gettoken?force_refresh=true', { headers: b.headers });
    expect((await reasons({ authorization: `Bearer ${refreshed.json.token}` })).status).toBe(200);
  });

  it('the self-exclusion saved with a reason shows it; the reason must be one of the list', async () => {
    const b = await limitsBackend();
    expect(shapeOf(await b.save([{ limitType: 30, limitValue: 1, selfExcludeReasonId: 9 }]))).toEqual({ http: 400, status: 400, code: 'validation' });
    const saved = await b.save([{ limitType: 30, limitValue: 365, selfExcludeReasonId: 3 }], {}, 'ru');
    expect(saved.json.limitsData[0]).toMatchObject({ endsAt: NOW_S + 365 * DAY, selfExcludeReason: 'Игра мешает работе или семье' });
  });
});
