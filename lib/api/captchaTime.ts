import { z } from 'zod';
import { getJson } from './http';

/** The captcha service's clock, epoch ms. */
export const CaptchaTimeSchema = z.object({ time: z.number().int().nonnegative() });

export const captchaTimeKey = '/web-api/captcha/gettime';

/** Server time of the captcha service (limits spec §7 "Captcha: validate, update, gettime"). */
export async function fetchCaptchaTime(): Promise<number> {
  return (await getJson(captchaTimeKey, CaptchaTimeSchema)).time;
}
