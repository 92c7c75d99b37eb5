import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): players' ideas and the operator's answers. */
export function controlIdeaRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
