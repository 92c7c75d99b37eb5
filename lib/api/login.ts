import * as z from 'zod/mini';
import { requestJson } from './http';

/**
 * What a password or code login answers: the user id (the session cookies are set), or, for a
 * player with two-step verification on, a token for the code step (the code goes to the player).
 */
export const LoginAnswerSchema = z.union([
  // `terms_changed`: the player must accept changed terms first (docs/auth-api.md).
  z.object({ user_id: z.int().check(z.positive()), terms_changed: z.optional(z.boolean()) }),
  // `two_step_method` "totp": the code of an authenticator app or a recovery code; absent: the code sent to the player.
  z.object({
    two_step_required: z.literal(true),
    two_step_token: z.string().check(z.minLength(1)),
    two_step_method: z.optional(z.literal('totp')),
  }),
]);
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;

export const loginKey = '/web-api/user/auth/login';

export interface LoginByPassword {
  /** A login name, an e-mail or a user id. */
  login: string;
  password: string;
  /** "Remember me": a 24 h session cookie instead of one that ends with the browser. */
  save: boolean;
}

/**
 * Login by e-mail, login name or id (limits-coupon-auth.md §3 login payloads). A `captcha_required` answer is
 * handled by the API client's captcha step, which retries this call with `captcha` in the body.
 */
export function login(body: LoginByPassword): Promise<LoginAnswer> {
  return requestJson(loginKey, { method: 'POST', body, schema: LoginAnswerSchema });
}
