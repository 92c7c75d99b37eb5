import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Bonuses, their wagering and the first-deposit terms. */
export function bonusRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
