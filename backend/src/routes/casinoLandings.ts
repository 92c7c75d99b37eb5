import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** HTTP routes of the casino's landings (docs/casino-landings-api.md). */
export function casinoLandingRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
