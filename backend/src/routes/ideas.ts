import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Players' ideas and the operator's answers. */
export function ideaRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
