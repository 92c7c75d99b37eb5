import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Promo codes and the offers a player joins. */
export function promoCodeRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
