import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Two-step sign-in with an authenticator app (TOTP, RFC 6238) and its recovery codes. */
export function twoFactorRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
