import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): The referral programme. */
export function controlReferralRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
