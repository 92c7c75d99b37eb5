import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Points, levels and the rewards shop. */
export function rewardRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
