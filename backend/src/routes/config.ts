import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { userTokenPublicJwk } from '../auth/tokens';
import { loadSiteConfig } from '../siteConfigStore';

/**
 * Site config for the shell. Never cached: maintenance and block switches must apply at once.
 * `userTokenKey` is the public key (JWK, ES256) the site's middleware verifies user_token with
 * before it trusts its `ban`/`exp` claims (docs/auth-api.md); it is not part of the stored config.
 */
export function configRoutes({ db, secret }: AppDeps) {
  const app = new Hono();
  app.get('/config/site', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ ...loadSiteConfig(db), userTokenKey: userTokenPublicJwk(secret) });
  });
  return app;
}
