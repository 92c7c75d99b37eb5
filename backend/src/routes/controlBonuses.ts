import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Control calls (backend port only): Bonuses, their wagering and the first-deposit terms. */
export function controlBonusRoutes(deps: AppDeps) {
  void deps;
  const app = new Hono();
  return app;
}
