import * as z from 'zod/mini';
import { requestJson } from './http';

/** A new captcha: its id and the picture, an SVG document of distorted digits (no outside assets). */
export const CaptchaSchema = z.object({
  captcha_id: z.string().check(z.minLength(1)),
  image: z.string().check(z.trim(), z.startsWith('<svg', { error: 'not an SVG image' })),
});
export type Captcha = z.infer<typeof CaptchaSchema>;

export const captchaUpdateKey = '/web-api/captcha/update';

/** A new captcha picture (the first one, or another when the player cannot read it). */
export function updateCaptcha(): Promise<Captcha> {
  return requestJson(captchaUpdateKey, { method: 'POST', schema: CaptchaSchema });
}
