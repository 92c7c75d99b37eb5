import { Hono, type Context } from 'hono';
import type { AppDeps } from '../deps';
import { requireSession } from '../auth/requireSession';
import { pickLang } from '../lang';
import { siteOriginOf } from '../payments/returnUrl';
import { deviceHashOf } from '../referrals/devices';
import { notSignedIn } from '../referrals/errors';
import { readProgramme } from '../referrals/view';

/**
 * The referral programme (docs/referrals-api.md): the player's code and link, the terms, his
 * friends and what they earned him. A signed-in player no ban refuses the office to (403 `banned`).
 * Reading it also notes the browser's device session as the player's (referrals/devices.ts): a
 * "friend" registering from it later is refused as the same device.
 */
export function referralRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/referrals', (c: Context) => {
    const found = requireSession(c, deps, { money: 'move' });
    if (!found) throw notSignedIn();
    const now = clock.now();
    const lang = pickLang(c.req.header('x-language') ?? c.req.query('lng'));
    const origin = siteOriginOf(c, deps.siteUrl);
    const view = readProgramme(db, found.user.id, deviceHashOf(c), now, (code) => `${origin}/${lang}/registration?bf=${code}`);
    c.header('Cache-Control', 'no-store');
    return c.json(view);
  });

  return app;
}
