import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { fieldError } from '../errors';
import { readJson } from '../auth/body';
import { assertResendAllowed, issueCode } from '../auth/codes';
import { fingerprintCheck } from '../auth/fingerprint';
import { findUserForLogin } from '../auth/identify';
import { CODE_TTL_MS, RESEND_INTERVAL_MS } from '../auth/signInRules';
import { codeSignInUser, passwordLogin } from '../auth/login';
import { userOfLoginToken } from '../auth/loginToken';
import { LoginPasswordSchema } from '../auth/passwordRules';
import { findUserByPhone, parsePhone, telCodeOf } from '../auth/phones';
import {
  CodeSchema,
  noStore,
  PhoneCodeSchema,
  PhoneNumberSchema,
  saveFlag,
  TokenSchema,
  TwoStepCodeSchema,
} from '../auth/requestSchemas';
import { signIn } from '../auth/signIn';
import { findTicket, latestTicket } from '../auth/tickets';
import { isTotpTicket, totpSignInUser } from '../twoFactor/signIn';

const CaptchaField = z.string().trim().max(200).optional();

/**
 * Sign-in (limits-coupon-auth.md §4 "Authentication", §7 "Auth calls"): by login name / e-mail / id, by phone,
 * the two-step code, SMS codes, a one-time login link. Every success answers `{ user_id,
 * terms_changed }` with the `ua` and `user_token` cookies; errors are JSON:API with stable codes
 * (docs/auth-api.md).
 */
export function authRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono();
  app.use('/user/auth/*', noStore, fingerprintCheck(deps));

  app.post('/user/auth/login', async (c) => {
    const body = await readJson(
      c,
      z.object({
        login: z.string().trim().min(1, 'is required').max(254),
        password: LoginPasswordSchema,
        save: saveFlag(false),
        captcha: CaptchaField,
      }),
    );
    const user = findUserForLogin(db, body.login);
    return c.json(await passwordLogin(c, deps, { user, typed: body.login, password: body.password, save: body.save, captcha: body.captcha }));
  });

  // country_code: the phone country's ISO code ("ru") or its calling code ("+7").
  app.post('/user/auth/login/phone', async (c) => {
    const body = await readJson(
      c,
      z.object({
        phone_number: PhoneNumberSchema,
        country_code: z.string().trim().min(1, 'is required').max(8),
        password: LoginPasswordSchema,
        save: saveFlag(false),
        captcha: CaptchaField,
      }),
    );
    const telCode = telCodeOf(body.country_code);
    if (!telCode) throw fieldError('/country_code', `Unknown country "${body.country_code}"`);
    const phone = parsePhone(telCode, body.phone_number, { code: '/country_code', number: '/phone_number' });
    const user = findUserByPhone(db, phone);
    return c.json(await passwordLogin(c, deps, { user, typed: phone.full, password: body.password, save: body.save, captcha: body.captcha }));
  });

  app.post('/user/auth/login/two-step', async (c) => {
    const body = await readJson(c, z.object({ two_step_token: TokenSchema, code: TwoStepCodeSchema, save: saveFlag(false) }));
    const row = findTicket(db, 'two_step', body.two_step_token);
    // An authenticator app's step takes its code or a recovery code (twoFactor/signIn.ts); else the e-mailed code.
    const user = isTotpTicket(row)
      ? await totpSignInUser(c, deps, row, body.code)
      : await codeSignInUser(c, deps, row, body.code, 'two-step');
    return c.json(signIn(c, deps, user, body.save));
  });

  // purpose "login" (default) or "registration" (phone_reg). For login the answer is the same
  // whether or not the number has an account; only an account's number gets a code.
  app.post('/user/auth/sms/send', async (c) => {
    const body = await readJson(
      c,
      z.object({
        phone_number: PhoneNumberSchema,
        phone_code: PhoneCodeSchema,
        purpose: z.enum(['login', 'registration']).default('login'),
      }),
    );
    const phone = parsePhone(body.phone_code, body.phone_number);
    const user = findUserByPhone(db, phone);
    const purpose = body.purpose === 'login' ? 'sms_login' : 'sms_registration';
    if (purpose === 'sms_registration' && user) throw fieldError('/phone_number', 'This phone number is already registered');
    assertResendAllowed(db, deps.clock, purpose, phone.full);
    issueCode(deps, {
      purpose,
      ttlMs: CODE_TTL_MS,
      address: phone.full,
      userId: purpose === 'sms_login' ? (user?.id ?? null) : null,
      deliverTo: purpose === 'sms_registration' ? { phone: phone.full } : user ? { userId: user.id } : null,
    });
    return c.json({ ok: true, resend_after: RESEND_INTERVAL_MS / 1000 });
  });

  app.post('/user/auth/login/sms', async (c) => {
    const body = await readJson(
      c,
      z.object({ phone_number: PhoneNumberSchema, phone_code: PhoneCodeSchema, code: CodeSchema, save: saveFlag(false) }),
    );
    const phone = parsePhone(body.phone_code, body.phone_number);
    const row = latestTicket(db, 'sms_login', phone.full);
    const user = await codeSignInUser(c, deps, row, body.code, phone.full);
    return c.json(signIn(c, deps, user, body.save));
  });

  app.post('/user/auth/login/token', async (c) => {
    const body = await readJson(
      c,
      z.object({
        method_id: z.number().int(),
        token: TokenSchema,
        sign: TokenSchema,
        lng: z.string().max(5).optional(),
        save: saveFlag(false),
      }),
    );
    const user = userOfLoginToken(c, deps, body.method_id, body.token, body.sign);
    return c.json(signIn(c, deps, user, body.save));
  });

  return app;
}
