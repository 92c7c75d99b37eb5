import { describe, expect, it } from 'vitest';
import { solvedCaptcha } from './authHelpers';
import { DAY, limitsBackend, NOW_S, RIGHT_ANSWERS, shapeOf, V3 } from './limitsHelpers';

type View = { limitType: number; limitValue: number | null; limitState: string; startedAt: number; endsAt: number | null; needApprove: boolean };
const brief = (views: View[]) => views.map((v) => [v.limitType, v.limitState, v.limitValue]);

describe('limit states on the backend clock (UKGC RTS 12: lower at once, higher after 24 h and confirmation)', () => {
  it('a first limit and a decrease take effect at once; the old one becomes INACTIVE', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 20, limitValue: 5000 }]);
    await b.at(3600);
    const lower = await b.save([{ limitType: 20, limitValue: 2000 }]);
    expect(lower.json.status).toBe(200);
    expect(brief(lower.json.limitsData)).toEqual([[20, 'ACTIVE', 2000]]);
    expect(lower.json.limitsData[0].startedAt).toBe(NOW_S + 3600);
    const held = await b.held();
    expect(held.limits.map((l: View & { closedReason: string | null }) => [l.limitValue, l.limitState, l.closedReason])).toEqual([
      [5000, 'INACTIVE', 'replaced'],
      [2000, 'ACTIVE', null],
    ]);
  });

  it('an increase asks the questions, then stays PENDING; confirming before 86400 s is refused, after it raises', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 20, limitValue: 2000 }]);
    const asked = await b.save([{ limitType: 20, limitValue: 5000 }]);
    expect(asked.status).toBe(200);
    expect(asked.json.status).toBe(202);
    expect(asked.json.questions).toHaveLength(3);
    expect(asked.json.questions[0]).toEqual({
      id: 1,
      text: 'When does a higher limit take effect?',
      answers: [
        { id: 1, text: 'At once' },
        { id: 2, text: 'After 24 hours and my confirmation' },
      ],
    });
    expect(typeof asked.json.tokenGuid).toBe('string');
    // Nothing changes until the answers come.
    expect(brief((await b.limits()).json)).toEqual([[20, 'ACTIVE', 2000]]);

    const answered = await b.answer(asked.json.tokenGuid);
    expect(answered.status).toBe(200);
    expect(answered.json.success).toBe(true);
    expect(answered.json.questionsResult).toEqual(RIGHT_ANSWERS.map((a) => ({ ...a, correct: true })));
    expect(brief(answered.json.limitsData)).toEqual([
      [20, 'ACTIVE', 2000],
      [20, 'PENDING', 5000],
    ]);
    const pending = answered.json.limitsData[1] as View & { limitBalance: unknown };
    expect(pending).toMatchObject({ startedAt: NOW_S, endsAt: NOW_S + DAY, needApprove: true, limitBalance: null });

    await b.at(DAY - 1);
    const early = await b.action(1);
    expect(shapeOf(early)).toEqual({ http: 403, status: 403, code: 'approval_not_due' });
    expect(early.json.title).toBe('The change can be confirmed after 2026-03-11 08:00 UTC');
    expect(early.json.errors[0].meta).toEqual({ approveAt: NOW_S + DAY });
    expect(brief((await b.limits()).json)).toEqual([
      [20, 'ACTIVE', 2000],
      [20, 'PENDING', 5000],
    ]);

    await b.at(DAY);
    const approved = await b.action(1);
    expect(approved.status).toBe(204);
    const now = (await b.limits()).json as View[];
    expect(brief(now)).toEqual([[20, 'ACTIVE', 5000]]);
    expect(now[0]).toMatchObject({ startedAt: NOW_S + DAY, endsAt: null, needApprove: false });
  });

  it('rejecting after 86400 s keeps the old limit', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 1, limitValue: 1000 }]);
    await b.saveThrough([{ limitType: 1, limitValue: 10000 }]);
    await b.at(DAY + 60);
    expect((await b.action(0)).status).toBe(204);
    expect(brief((await b.limits()).json)).toEqual([[1, 'ACTIVE', 1000]]);
    const rejected = (await b.held()).limits.find((l: View) => l.limitValue === 10000);
    expect(rejected).toMatchObject({ limitState: 'INACTIVE', closedReason: 'rejected' });
    // Nothing waits any more.
    expect(shapeOf(await b.action(1))).toEqual({ http: 400, status: 400, code: 'no_pending_limit' });
  });

  it('limitaction decides only the named type when limitType is given', async () => {
    const b = await limitsBackend();
    await b.save([
      { limitType: 10, limitValue: 1000 },
      { limitType: 11, limitValue: 2000 },
    ]);
    await b.saveThrough([
      { limitType: 10, limitValue: 2000 },
      { limitType: 11, limitValue: 5000 },
    ]);
    await b.at(DAY);
    expect((await b.action(1, { limitType: 11 })).status).toBe(204);
    expect(brief((await b.limits()).json)).toEqual([
      [10, 'ACTIVE', 1000],
      [10, 'PENDING', 2000],
      [11, 'ACTIVE', 5000],
    ]);
    expect(shapeOf(await b.action(1, { limitType: 4 }))).toEqual({ http: 400, status: 400, code: 'validation' });
  });

  it('wrong answers save nothing; a token serves once and expires after 15 minutes', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 20, limitValue: 2000 }]);
    const asked = await b.save([{ limitType: 20, limitValue: 5000 }]);
    const wrong = await b.answer(asked.json.tokenGuid, [
      { questionId: 1, answerId: 2 },
      { questionId: 2, answerId: 1 },
      { questionId: 3, answerId: 1 },
    ]);
    expect(wrong.json.success).toBe(false);
    expect(wrong.json.questionsResult[2]).toEqual({ questionId: 3, answerId: 1, correct: false });
    expect(brief(wrong.json.limitsData)).toEqual([[20, 'ACTIVE', 2000]]);
    expect(shapeOf(await b.answer(asked.json.tokenGuid))).toEqual({ http: 400, status: 400, code: 'test_token_invalid' });

    const again = await b.save([{ limitType: 20, limitValue: 5000 }]);
    await b.at(15 * 60);
    expect(shapeOf(await b.answer(again.json.tokenGuid))).toEqual({ http: 400, status: 400, code: 'test_token_invalid' });
    expect(brief((await b.limits()).json)).toEqual([[20, 'ACTIVE', 2000]]);
  });

  it('DELETE limit cancels the pending change and keeps the limit in force', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 22, limitValue: 5000 }]);
    await b.saveThrough([{ limitType: 22, limitValue: 10000 }]);
    expect((await b.cancel(22)).status).toBe(204);
    expect(brief((await b.limits()).json)).toEqual([[22, 'ACTIVE', 5000]]);
    expect(shapeOf(await b.cancel())).toEqual({ http: 400, status: 400, code: 'no_pending_limit' });
    // The query names the type as well.
    await b.saveThrough([{ limitType: 22, limitValue: 10000 }]);
    const byQuery = await b.call('DELETE', `${V3}/limit?limitType=22`, { headers: b.headers });
    expect(byQuery.status).toBe(204);
    expect(brief((await b.limits()).json)).toEqual([[22, 'ACTIVE', 5000]]);
  });

  it('a removal waits like a raise: 999999999 for 7 days and −1 for the session limit; approved, the limit is gone', async () => {
    const b = await limitsBackend();
    await b.save([
      { limitType: 21, limitValue: 5000 },
      { limitType: 31, limitValue: 3 },
    ]);
    const asked = await b.save([
      { limitType: 21, limitValue: 999999999 },
      { limitType: 31, limitValue: -1 },
    ]);
    expect(asked.json.status).toBe(202);
    const answered = await b.answer(asked.json.tokenGuid);
    expect(brief(answered.json.limitsData)).toEqual([
      [21, 'ACTIVE', 5000],
      [21, 'PENDING', 999999999],
      [31, 'ACTIVE', 3],
      [31, 'PENDING', -1],
    ]);
    await b.at(DAY);
    expect((await b.action(1)).status).toBe(204);
    expect((await b.limits()).json).toEqual([]);
    // 999999999 with no 7-day limit in force changes nothing.
    const none = await b.save([{ limitType: 21, limitValue: 999999999 }]);
    expect(none.json).toMatchObject({ status: 200, limitsData: [] });
  });

  it('a request that would be refused is refused before the questions', async () => {
    const b = await limitsBackend();
    await b.save([
      { limitType: 20, limitValue: 1000 },
      { limitType: 30, limitValue: 30 },
    ]);
    const res = await b.save([
      { limitType: 20, limitValue: 2000 },
      { limitType: 30, limitValue: 7 },
    ]);
    expect(shapeOf(res)).toEqual({ http: 403, status: 403, code: 'cannot_shorten' });
    expect(b.db.prepare('SELECT COUNT(*) AS n FROM limit_tests').get()).toEqual({ n: 0 });
    expect(brief((await b.limits()).json)).toEqual([
      [20, 'ACTIVE', 1000],
      [30, 'ACTIVE', 30],
    ]);
  });

  it('a decrease while a raise waits takes effect at once and drops the raise', async () => {
    const b = await limitsBackend();
    await b.save([{ limitType: 2, limitValue: 5000 }]);
    await b.saveThrough([{ limitType: 2, limitValue: 20000 }]);
    const lower = await b.save([{ limitType: 2, limitValue: 2000 }]);
    expect(lower.json.status).toBe(200);
    expect(brief(lower.json.limitsData)).toEqual([[2, 'ACTIVE', 2000]]);
    const reasons = (await b.held()).limits.map((l: { closedReason: string | null }) => l.closedReason);
    expect(reasons).toEqual(['replaced', 'superseded', null]);
  });

  it('a session-limit raise waits too; a reality check changes at once either way', async () => {
    const b = await limitsBackend();
    await b.save([
      { limitType: 31, limitValue: 2 },
      { limitType: 32, limitValue: 15 },
    ]);
    const raise = await b.save([{ limitType: 31, limitValue: 5 }]);
    expect(raise.json.status).toBe(202);
    const longer = await b.save([{ limitType: 32, limitValue: 60 }]);
    expect(longer.json.status).toBe(200);
    expect(brief(longer.json.limitsData)).toEqual([
      [31, 'ACTIVE', 2],
      [32, 'ACTIVE', 60],
    ]);
    expect(longer.json.limitsData[1].endsAt).toBe(NOW_S + 3600);
  });

  it('after 5 saves in 10 minutes the next one needs a solved captcha', async () => {
    const b = await limitsBackend();
    for (const value of [50000, 20000, 10000, 5000, 2000]) {
      expect((await b.save([{ limitType: 3, limitValue: value }])).json.status).toBe(200);
    }
    const sixth = await b.save([{ limitType: 3, limitValue: 1000 }], {}, 'ru');
    expect(shapeOf(sixth)).toEqual({ http: 400, status: 400, code: 'captcha_required' });
    expect(sixth.json.title).toBe('Подтвердите, что вы не робот');
    expect(shapeOf(await b.save([{ limitType: 3, limitValue: 1000 }], { captcha: 'not-a-token' }))).toEqual({
      http: 400,
      status: 400,
      code: 'captcha_invalid',
    });
    const token = await solvedCaptcha(b);
    const solved = await b.save([{ limitType: 3, limitValue: 1000 }], { captcha: token });
    expect(solved.json.status).toBe(200);
    expect(brief(solved.json.limitsData)).toEqual([[3, 'ACTIVE', 1000]]);
    // Ten minutes on, saves are free again.
    await b.at(601);
    expect((await b.save([{ limitType: 32, limitValue: 5 }])).json.status).toBe(200);
  });
});
