import { Hono } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { readJson } from '../auth/body';
import { assertResendAllowed, issueCode } from '../auth/codes';
import { clearSessionCookies } from '../auth/cookies';
import { fingerprintCheck } from '../auth/fingerprint';
import { findUserByEmail, findUserForLogin } from '../auth/identify';
import { RESET_TTL_MS } from '../auth/signInRules';
import { checkCodeCounted } from '../auth/login';
import { replacePassword } from '../auth/passwordChange';
import { NewPasswordSchema } from '../auth/passwordRules';
import { findUserByPhone, parsePhone } from '../auth/phones';
import { CodeSchema, noStore, TokenSchema } from '../auth/requestSchemas';
import { findTicket } from '../auth/tickets';
import { pickLang } from '../lang';
import { sendLinkLetter } from '../accountLinks/letters';

const ForgotSchema = z
  .object({
    login: z.string().trim().min(1).max(254).optional(),
    email: z.string().trim().min(1).max(254).optional(),
    /** International form, e.g. "+7 999 123-45-67". */
    phone: z.string().trim().min(1).max(32).optional(),
  })
  .refine((body) => [body.login, body.email, body.phone].filter(Boolean).length === 1, {
    message: 'send exactly one of login, email or phone',
  });

/** "+7 999 123 45 67" → the phone of the first calling code it fits, or null. */
function phoneOf(text: string) {
  const digits = text.replace(/\D/g, '');
  for (let length = 1; length <= 4; length += 1) {
    try {
      return parsePhone(`+${digits.slice(0, length)}`, digits.slice(length));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return null;
}

/**
 * Forgot password (limits-coupon-auth.md §4): a code to the account's inbox, then a new password. The first
 * step answers the same `{ reset_token }` whether or not the account exists.
 */
export function passwordRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();
  app.use('/user/password/*', noStore, fingerprintCheck(deps));

  app.post('/user/password/forgot', async (c) => {
    const body = await readJson(c, ForgotSchema);
    let user: UserRow | undefined;
    let address: string;
    if (body.phone !== undefined) {
      const phone = phoneOf(body.phone);
      user = phone ? findUserByPhone(db, phone) : undefined;
      address = `phone:${phone?.full ?? body.phone.replace(/\D/g, '')}`;
    } else if (body.email !== undefined) {
      user = findUserByEmail(db, body.email);
      address = `email:${body.email.toLowerCase()}`;
    } else {
      const login = body.login ?? '';
      user = findUserForLogin(db, login);
      address = `login:${login.toLowerCase()}`;
    }
    // One code a minute per account, whichever spelling of it was typed (e-mail, login, id, phone);
    // without an account, per what was typed, so a first request's answer says nothing either way.
    if (user) address = `user:${user.id}`;
    assertResendAllowed(db, clock, 'password_reset', address);
    const resetToken = issueCode(deps, {
      purpose: 'password_reset',
      ttlMs: RESET_TTL_MS,
      address,
      userId: user?.id ?? null,
      deliverTo: user ? { userId: user.id } : null,
    });
    // A player with an e-mail also gets a letter with a reset link (docs/account-links-api.md); the
    // code above keeps working. The answer is the same either way.
    if (user) sendLinkLetter(deps, pickLang(c.req.header('x-language') ?? c.req.query('lng')), user, 'password_reset');
    return c.json({ reset_token: resetToken });
  });

  // Success ends every session of the player (all devices); he signs in with the new password.
  app.post('/user/password/reset', async (c) => {
    const body = await readJson(c, z.object({ reset_token: TokenSchema, code: CodeSchema, password: NewPasswordSchema }));
    const row = findTicket(db, 'password_reset', body.reset_token);
    const account = row?.user_id ? `user:${row.user_id}` : `typed:${row?.address ?? 'reset'}`;
    await checkCodeCounted(c, deps, row, body.code, account);
    const userId = row?.user_id;
    if (!userId) throw new Error('A reset code matched without an account');
    replacePassword(db, userId, body.password);
    clearSessionCookies(c, deps);
    return c.json({ ok: true });
  });

  return app;
}
