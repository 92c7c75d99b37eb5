import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { loadSiteConfig } from '../siteConfigStore';

/** Site config for the shell. Never cached: maintenance and block switches must apply at once. */
export function configRoutes({ db }: AppDeps) {
  const app = new Hono();
  app.get('/config/site', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(loadSiteConfig(db));
  });
  return app;
}
