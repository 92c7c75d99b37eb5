import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** HTTP routes of the live tables' control (docs/casino-tables-api.md). */
export function controlTableRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
