import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { readJson } from '../auth/body';
import { newCaptcha, solveCaptcha } from '../auth/captcha';
import { clientKey } from '../auth/client';
import { noStore, TokenSchema } from '../auth/requestSchemas';

/**
 * The captcha step (limits-coupon-auth.md §5, §7 "Captcha: validate, update, gettime"): a new image, the
 * answer checked for a single-use captcha_token, and the server time.
 */
export function captchaRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use('/captcha/*', noStore);

  app.get('/captcha/gettime', (c) => c.json({ time: deps.clock.now() }));

  app.post('/captcha/update', (c) => c.json(newCaptcha(deps, clientKey(c, deps))));

  app.post('/captcha/validate', async (c) => {
    const body = await readJson(c, z.object({ captcha_id: TokenSchema, answer: z.string().trim().min(1, 'is required').max(20) }));
    return c.json({ captcha_token: solveCaptcha(deps, clientKey(c, deps), body.captcha_id, body.answer) });
  });

  return app;
}
