import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Support requests: topics, threads, attachments, states. */
export function supportRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
