import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): security of the account (office/security): password change, sessions, phone binding, the security question, the protection level. */
export function controlSecurityRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
