import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): Promo codes and the offers a player joins. */
export function controlPromoCodeRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
