import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** HTTP routes of casino tournaments' control (docs/tournaments-api.md). */
export function controlTournamentRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
