import { describe, expect, it } from 'vitest';
import { makeBackend } from './helpers';
import { BLOCK_USER, limitsBackend, NOW_S, REALITY_CHECK, shapeOf, V3 } from './limitsHelpers';

describe('limits API: the catalogue, the shapes, who may call', () => {
  it('lists every limit type with its available values, titled in X-Language', async () => {
    const b = await limitsBackend();
    const en = await b.call('GET', `${V3}/availablelimits`, { headers: { ...b.headers, 'x-language': 'en' } });
    expect(en.status).toBe(200);
    const byType = new Map((en.json as { type: number; measure: string; availableValues: number[]; title: string }[]).map((l) => [l.type, l]));
    expect([...byType.keys()]).toEqual([1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37]);
    expect(byType.get(30)).toMatchObject({ measure: 'days', availableValues: [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650], title: 'Self-exclusion' });
    expect(byType.get(33)).toMatchObject({ measure: 'days', availableValues: [1, 7, 30, 90] });
    expect(byType.get(32)).toMatchObject({ measure: 'minutes', availableValues: [5, 10, 15, 30, 45, 60] });
    expect(byType.get(31)?.availableValues).toEqual([-1, ...Array.from({ length: 24 }, (_, i) => i + 1)]);
    expect(byType.get(20)).toMatchObject({ measure: 'money', currency: 'RUB', title: 'Deposit limit for 24 hours' });
    expect(byType.get(20)?.availableValues.slice(0, 3)).toEqual([1000, 2000, 5000]);
    expect(byType.get(21)?.availableValues.at(-1)).toBe(999999999);
    expect(byType.get(22)?.availableValues).not.toContain(999999999);
    const ru = await b.call('GET', `${V3}/availablelimits`, { headers: { ...b.headers, 'x-language': 'ru' } });
    expect((ru.json as { type: number; title: string }[]).find((l) => l.type === 30)?.title).toBe('Самоисключение');
  });

  it('a new player has no limits; a saved one shows every field of the spec', async () => {
    const b = await limitsBackend();
    expect((await b.limits()).json).toEqual([]);
    const saved = await b.save([{ limitType: 20, limitValue: 5000 }]);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ status: 200, questions: [], tokenGuid: null });
    expect(saved.json.limitsData).toEqual([
      {
        limitType: 20,
        limitValue: 5000,
        limitState: 'ACTIVE',
        startedAt: NOW_S,
        endsAt: null,
        limitBalance: 5000,
        limitUsed: 0,
        resetsAt: null,
        needApprove: false,
        selfExcludeReason: null,
        currency: 'RUB',
      },
    ]);
    expect((await b.limits()).json).toEqual(saved.json.limitsData);
  });

  it('refuses a value outside availableValues with 400 {status, title} in the player language, saving nothing', async () => {
    const b = await limitsBackend();
    const res = await b.save([{ limitType: 20, limitValue: 1234 }], {}, 'ru');
    expect(shapeOf(res)).toEqual({ http: 400, status: 400, code: 'limit_value_unavailable' });
    expect(res.json.title).toBe('Значение 1234 недоступно для лимита «Лимит депозита на 24 часа»');
    const en = await b.save([{ limitType: 30, limitValue: 360 }]);
    expect(shapeOf(en)).toEqual({ http: 400, status: 400, code: 'limit_value_unavailable' });
    expect(en.json.title).toBe('360 is not an available value for "Self-exclusion"');
    // One bad item refuses the whole request.
    const mixed = await b.save([{ limitType: 1, limitValue: 1000 }, { limitType: 32, limitValue: 7 }]);
    expect(shapeOf(mixed)).toEqual({ http: 400, status: 400, code: 'limit_value_unavailable' });
    expect((await b.limits()).json).toEqual([]);
  });

  it('refuses unknown types, a type twice and a malformed body with 400 {status, title}', async () => {
    const b = await limitsBackend();
    expect(shapeOf(await b.save([{ limitType: 5, limitValue: 1 }]))).toEqual({ http: 400, status: 400, code: 'validation' });
    const twice = await b.save([
      { limitType: 1, limitValue: 1000 },
      { limitType: 1, limitValue: 2000 },
    ]);
    expect(shapeOf(twice)).toEqual({ http: 400, status: 400, code: 'validation' });
    const malformed = await b.call('POST', `${V3}/limits`, { body: { limits: 'all' }, headers: { ...b.headers, 'x-language': 'en' } });
    expect(shapeOf(malformed)).toEqual({ http: 400, status: 400, code: 'validation' });
    expect(malformed.json.title).toBe('Check the request data');
    const reason = await b.save([{ limitType: 20, limitValue: 1000, selfExcludeReasonId: 1 }]);
    expect(shapeOf(reason)).toEqual({ http: 400, status: 400, code: 'validation' });
  });

  it('answers 401 {status, title} to a guest on every limit call', async () => {
    const b = makeBackend({ now: NOW_S * 1000 });
    const guest = { 'x-language': 'en' };
    const calls: [string, string][] = [
      ['GET', `${V3}/availablelimits`],
      ['GET', `${V3}/limits`],
      ['POST', `${V3}/limits`],
      ['POST', `${V3}/testanswers`],
      ['GET', `${V3}/reasons/selfexclude`],
      ['POST', BLOCK_USER],
      ['POST', `${V3}/limitaction`],
      ['DELETE', `${V3}/limit`],
      ['POST', `${V3}/ping`],
      ['POST', REALITY_CHECK],
    ];
    for (const [method, path] of calls) {
      const res = await b.call(method, path, { headers: guest });
      expect({ path, ...shapeOf(res), title: res.json.title }).toEqual({ path, http: 401, status: 401, code: 'unauthorized', title: 'Please sign in' });
    }
  });

  it('refuses a banned player like every money call (403 banned with status and title)', async () => {
    const b = await limitsBackend({ login: 'banned@example.com' });
    const res = await b.limits();
    expect(shapeOf(res)).toEqual({ http: 403, status: 403, code: 'banned' });
    expect(res.json).toMatchObject({ title: 'The account is banned', ban_level: 45 });
    expect((await b.limits('ru')).json.title).toBe('Аккаунт заблокирован');
  });

  it('holds the request guard on the prefix: a cross-site save is refused before it runs', async () => {
    const b = await limitsBackend();
    const res = await b.save([{ limitType: 20, limitValue: 1000 }], {}, 'en', { ...b.headers, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json.errors[0].code).toBe('cross_origin');
    expect((await b.limits()).json).toEqual([]);
  });

  it('the control call shows the limits, pending and history included, and reset empties them', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 1, limitValue: 2000 }]);
    await b.saveThrough([{ limitType: 1, limitValue: 5000 }]);
    const view = await b.held();
    expect(view).toMatchObject({ login: 'player@example.com', userId: 1001, now: NOW_S, currency: 'RUB', restriction: null });
    expect(view.limits.map((l: { limitType: number; limitState: string; limitValue: number }) => [l.limitType, l.limitState, l.limitValue])).toEqual([
      [1, 'ACTIVE', 2000],
      [1, 'PENDING', 5000],
    ]);
    expect(view.usage).toEqual([
      { limitType: 1, family: 'wager', limit: 2000, used: 0, left: 2000, windowStart: NOW_S - 86400, resetsAt: null, currency: 'RUB' },
    ]);
    expect((await b.call('GET', '/__control/limits/nobody@example.com')).status).toBe(404);
    expect((await b.call('POST', '/__control/reset')).status).toBe(200);
    const count = b.db
      .prepare('SELECT (SELECT COUNT(*) FROM limits) + (SELECT COUNT(*) FROM limit_saves) + (SELECT COUNT(*) FROM limit_tests) AS n')
      .get() as { n: number };
    expect(count.n).toBe(0);
  });
});
