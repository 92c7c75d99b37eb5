import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** The links the mail outbox sends: password reset, account verification, activation, newsletter. */
export function accountLinkRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
