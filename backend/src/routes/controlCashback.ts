import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): The weekly casino cashback. */
export function controlCashbackRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
