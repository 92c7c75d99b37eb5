import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Security of the account (office/security): password change, sessions, phone binding, the security question, the protection level. */
export function securityRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
