import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** HTTP routes of the bonus games' control (docs/bonus-games-api.md). */
export function controlBonusGameRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
