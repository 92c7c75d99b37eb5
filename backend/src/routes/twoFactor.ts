import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { notSignedIn } from '../auth/authErrors';
import { readJson } from '../auth/body';
import { noStore, TwoStepCodeSchema } from '../auth/requestSchemas';
import { requireSession } from '../auth/requireSession';
import type { AppDeps } from '../deps';
import { confirmSetup, disable, regenerateCodes, startSetup, statusOf } from '../twoFactor/manage';

const TotpCodeBody = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'must be the 6 digits of the app') });
/** The app's code or one of the recovery codes. */
const AnyCodeBody = z.object({ code: TwoStepCodeSchema });

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238) and its recovery codes, in the
 * player's office (docs/two-factor-api.md): status, setup, its confirmation, new recovery codes,
 * turning it off. Signed-in players only; never cached.
 */
export function twoFactorRoutes(deps: AppDeps) {
  const app = new Hono();
  app.use('/user/two-factor', noStore);
  app.use('/user/two-factor/*', noStore);

  const player = (c: Context): UserRow => {
    const found = requireSession(c, deps);
    if (!found) throw notSignedIn();
    return found.user;
  };

  app.get('/user/two-factor', (c) => c.json(statusOf(deps, player(c).id)));

  app.post('/user/two-factor/setup', (c) => c.json(startSetup(deps, player(c))));

  app.post('/user/two-factor/enable', async (c) => {
    const user = player(c);
    const { code } = await readJson(c, TotpCodeBody);
    return c.json(await confirmSetup(c, deps, user, code));
  });

  app.post('/user/two-factor/disable', async (c) => {
    const user = player(c);
    const { code } = await readJson(c, AnyCodeBody);
    return c.json(await disable(c, deps, user, code));
  });

  app.post('/user/two-factor/recovery-codes', async (c) => {
    const user = player(c);
    const { code } = await readJson(c, AnyCodeBody);
    return c.json(await regenerateCodes(c, deps, user, code));
  });

  return app;
}
