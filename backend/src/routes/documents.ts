import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Verification documents in the backend's file store, and the verification level. */
export function documentRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
