import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** The weekly casino cashback. */
export function cashbackRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
