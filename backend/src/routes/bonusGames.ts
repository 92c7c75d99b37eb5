import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** HTTP routes of the bonus games (docs/bonus-games-api.md). */
export function bonusGameRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
