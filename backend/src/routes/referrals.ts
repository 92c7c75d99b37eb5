import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** The referral programme. */
export function referralRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
