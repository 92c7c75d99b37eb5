import { Hono } from 'hono';
import { landingView, listLandings } from '../casino/landings/landings';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { pickLang } from '../lang';

/**
 * The casino's landings (docs/casino-landings-api.md): the list, and one landing with the games
 * its rule selects and the promotion it offers. Public and the same for every visitor of a language.
 */
export function casinoLandingRoutes({ db, clock }: AppDeps) {
  const app = new Hono();

  app.get('/casino/landings', (c) => c.json(listLandings(db, pickLang(c.req.query('lng')))));

  app.get('/casino/landings/:route', (c) => {
    const landing = landingView(db, clock, c.req.param('route'), pickLang(c.req.query('lng')));
    if (!landing) throw notFound(`Unknown casino landing: ${c.req.param('route')}`);
    return c.json(landing);
  });

  return app;
}
