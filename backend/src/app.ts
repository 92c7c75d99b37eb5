import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps } from './deps';
import { ApiError, sendError } from './errors';
import { casinoRoutes } from './routes/casino';
import { configRoutes } from './routes/config';
import { controlRoutes } from './routes/control';
import { infoRoutes } from './routes/info';
import { lineRoutes } from './routes/line';
import { promotionRoutes } from './routes/promotions';
import { userRoutes } from './routes/user';

/**
 * The whole HTTP surface, with no port attached: main.ts serves it, tests call
 * app.request() against an in-memory database. Routes keep the same-origin
 * prefixes (/web-api, /limit-service-api, /social-api, /fragments) because the
 * site rewrites them 1:1 to this server.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono();

  app.route('/__control', controlRoutes(deps));
  app.route('/web-api', configRoutes(deps));
  app.route('/web-api', userRoutes(deps));
  app.route('/web-api', lineRoutes(deps));
  app.route('/web-api', casinoRoutes(deps));
  app.route('/web-api', promotionRoutes(deps));
  app.route('/web-api', infoRoutes(deps));

  app.notFound((c) => sendError(c, 404, `Not found: ${c.req.method} ${c.req.path}`));

  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error.status, error.detail);
    if (error instanceof HTTPException) return sendError(c, error.status, error.message || 'Request failed');
    console.error('[backend] unexpected error', c.req.method, c.req.path, error);
    return sendError(c, 500, 'Internal server error');
  });

  return app;
}

export type { AppDeps } from './deps';
