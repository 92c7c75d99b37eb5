import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): verification documents in the backend's file store, and the verification level. */
export function controlDocumentRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
