import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): support requests: topics, threads, attachments, states. */
export function controlSupportRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
