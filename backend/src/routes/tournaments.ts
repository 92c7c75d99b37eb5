import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** HTTP routes of casino tournaments (docs/tournaments-api.md). */
export function tournamentRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
