import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): Points, levels and the rewards shop. */
export function controlRewardRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
