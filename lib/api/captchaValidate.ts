import * as z from 'zod/mini';
import { requestJson } from './http';

/** A single-use, short-lived token the refused request is sent again with. */
export const CaptchaTokenSchema = z.object({ captcha_token: z.string().check(z.minLength(1)) });

export const captchaValidateKey = '/web-api/captcha/validate';

/** Checks the player's reading of the picture; a wrong one is a 400 `captcha_invalid`. */
export async function validateCaptcha(body: { captcha_id: string; answer: string }): Promise<string> {
  return (await requestJson(captchaValidateKey, { method: 'POST', body, schema: CaptchaTokenSchema })).captcha_token;
}
