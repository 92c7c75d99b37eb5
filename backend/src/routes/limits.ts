import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { spendCaptchaPass } from '../auth/captcha';
import { clientKey } from '../auth/client';
import { clearSessionCookies } from '../auth/cookies';
import { requireSession, type RequestUser } from '../auth/requireSession';
import { noStore } from '../auth/requestSchemas';
import { revokeSession } from '../auth/sessions';
import type { AppDeps } from '../deps';
import { ApiError, sendApiError } from '../errors';
import { pickLang, type Lang } from '../lang';
import { availableLimits } from '../limits/catalogue';
import { asLimitError, limitError, notSignedInLimit } from '../limits/errors';
import { assertFreshBearer } from '../limits/freshToken';
import { checkTest } from '../limits/questions';
import { answerRealityCheck } from '../limits/realityCheck';
import { selfExcludeReasons } from '../limits/reasons';
import { applyChanges, captchaNeeded, saveLimits, toChanges } from '../limits/save';
import { pingSession } from '../limits/session';
import { cancelPending, decidePending } from '../limits/state';
import { recordSave } from '../limits/store';
import { TEXT } from '../limits/texts';
import { isLimitType, LIMIT_TYPE, type LimitType, SESSION_NOT_SET } from '../../../lib/rules/limitTypes';
import { limitIso } from '../limits/usage';
import { listLimits } from '../limits/view';
import { readBody } from '../validate';

/**
 * The limit service (limits-coupon-auth.md §7; docs/limits-api.md): available limits, the player's limits and
 * saving them (with the questions and the captcha), approval and cancelling of a pending change,
 * the self-exclusion reasons, the player's own block, the session limit's ping, and the answer to a
 * reality-check reminder. Every call needs a signed-in player whom no ban refuses money calls;
 * errors answer the limit-service shape `{ status, title }` (title in X-Language) besides `errors`.
 */
const V3 = '/limit-service-api/api/external/web/v3';
const BLOCK_USER = '/limit-service-api/limit/external/web/api/v1/BlockUser';
const REALITY_CHECK = '/web-api/api/web/user/v1/reality-check';

const LimitTypeField = z.number().int();

const SaveBody = z.object({
  limits: z
    .array(
      z.object({
        limitType: LimitTypeField,
        limitValue: z.number().nullable(),
        selfExcludeReasonId: z.number().int().optional(),
      }),
    )
    .min(1)
    .max(16),
  /** A captcha_token from POST /web-api/captcha/validate, once saves ask for one. */
  captcha: z.string().trim().min(1).max(200).optional(),
});

const TestBody = z.object({
  tokenGuid: z.string().min(1).max(100),
  answers: z.array(z.object({ questionId: z.number().int(), answerId: z.number().int() })).max(20),
});

const ActionBody = z.object({ action: z.union([z.literal(0), z.literal(1)]), limitType: LimitTypeField.optional() });
const CancelBody = z.object({ limitType: LimitTypeField.optional() });

const RealityBody = z.object({
  data: z.object({
    attributes: z.object({
      action: z.enum(['continue', 'log_out', 'nothing']),
      do_not_show_again: z.boolean().default(false),
      popup_show_at: z.number().min(0),
    }),
  }),
});

export function limitRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();
  const langOf = (c: Context): Lang => pickLang(c.req.header('x-language') ?? c.req.query('lng'));
  const nowS = () => Math.floor(clock.now() / 1000);

  // The limit-service shape for every refusal of these routes (a ban and a 400 validation included).
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendApiError(c, asLimitError(error, langOf(c)));
    throw error;
  });
  for (const path of [`${V3}/*`, BLOCK_USER, REALITY_CHECK]) app.use(path, noStore);

  /** The signed-in player; a guest is 401, a banned player 403 `banned` (like every money call). */
  const player = (c: Context): RequestUser => {
    const found = requireSession(c, deps, { money: 'move' });
    if (!found) throw notSignedInLimit(langOf(c));
    return found;
  };
  const typeOf = (c: Context, value: number | undefined): LimitType | undefined => {
    if (value === undefined) return undefined;
    if (!isLimitType(value)) throw limitError(400, 'validation', TEXT.invalidRequest(langOf(c)), { pointer: '/limitType' });
    return value;
  };

  app.get(`${V3}/availablelimits`, (c) => {
    const { user } = player(c);
    return c.json(availableLimits(limitIso(db, user.id), langOf(c)));
  });

  app.get(`${V3}/limits`, (c) => {
    const { user } = player(c);
    return c.json(listLimits(db, user.id, nowS(), langOf(c)));
  });

  app.post(`${V3}/limits`, async (c) => {
    const { user } = player(c);
    const lang = langOf(c);
    const body = await readBody(c, SaveBody);
    const now = nowS();
    if (captchaNeeded(db, user.id, now)) {
      if (!body.captcha) throw limitError(400, 'captcha_required', TEXT.captchaRequired(lang));
      if (!spendCaptchaPass(deps, clientKey(c, deps), body.captcha)) throw limitError(400, 'captcha_invalid', TEXT.captchaInvalid(lang));
    }
    recordSave(db, user.id, now);
    const changes = toChanges(db, user.id, body.limits, lang);
    return c.json(saveLimits(db, user.id, changes, now, lang));
  });

  app.post(`${V3}/testanswers`, async (c) => {
    const { user } = player(c);
    const lang = langOf(c);
    const body = await readBody(c, TestBody);
    const now = nowS();
    const result = checkTest(db, user.id, body.tokenGuid, body.answers, now, lang);
    if (result.success) applyChanges(db, user.id, result.changes, now, lang);
    return c.json({ questionsResult: result.questionsResult, success: result.success, limitsData: listLimits(db, user.id, now, lang) });
  });

  app.get(`${V3}/reasons/selfexclude`, (c) => {
    const { user } = player(c);
    assertFreshBearer(c, deps.secret, user.id, clock.now(), langOf(c));
    return c.json(selfExcludeReasons(langOf(c)));
  });

  // The player blocks himself (type 37): no end, he cannot lift it; bets and deposits stop.
  app.post(BLOCK_USER, (c) => {
    const { user } = player(c);
    applyChanges(db, user.id, [{ type: LIMIT_TYPE.specialBlock, value: 1 }], nowS(), langOf(c));
    return c.json({ success: true });
  });

  app.post(`${V3}/limitaction`, async (c) => {
    const { user } = player(c);
    const body = await readBody(c, ActionBody);
    decidePending(db, user.id, body.action, typeOf(c, body.limitType), nowS(), langOf(c));
    return c.body(null, 204);
  });

  app.delete(`${V3}/limit`, async (c) => {
    const { user } = player(c);
    const body = await readBody(c, CancelBody);
    const query = c.req.query('limitType');
    const fromQuery = query === undefined ? undefined : /^\d+$/.test(query) ? Number(query) : Number.NaN;
    cancelPending(db, user.id, typeOf(c, body.limitType ?? fromQuery), nowS(), langOf(c));
    return c.body(null, 204);
  });

  // Every 30 s while a session limit exists: counts the session's time; at the end of today's hours
  // every session of the player ends (403 session_limit_ended, cookies cleared).
  app.post(`${V3}/ping`, (c) => {
    const { session } = player(c);
    const now = nowS();
    try {
      const time = pingSession(db, session, now, langOf(c));
      return c.json({
        limitType: LIMIT_TYPE.session,
        limitValue: time.limitHours ?? SESSION_NOT_SET,
        usedSeconds: time.usedSeconds,
        leftSeconds: time.leftSeconds,
        endsAt: time.leftSeconds === null ? null : now + time.leftSeconds,
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'session_limit_ended') clearSessionCookies(c, deps);
      throw error;
    }
  });

  app.post(REALITY_CHECK, async (c) => {
    const { user, session } = player(c);
    const { attributes } = (await readBody(c, RealityBody)).data;
    const answer = { action: attributes.action, doNotShowAgain: attributes.do_not_show_again, popupShowAt: attributes.popup_show_at };
    const state = answerRealityCheck(db, user.id, answer, nowS(), langOf(c));
    if (attributes.action === 'log_out') {
      revokeSession(db, session.id);
      clearSessionCookies(c, deps);
    }
    return c.json({ data: { type: 'reality-check', attributes: state } });
  });

  return app;
}
