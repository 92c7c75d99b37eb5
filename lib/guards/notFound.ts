import type { GuardContext } from './context';
import type { Decision } from './facts';
import { isSwitchedOff } from '@/lib/routes/offered';

/**
 * The 404 rules of shell-and-routing.md §5: no route; a forbidden path from the config; a route id that is
 * not enabled; a feature the config switches off; the debugger in production.
 */
export function decideNotFound(ctx: GuardContext): Decision | null {
  const notFound: Decision = { kind: 'not-found', language: ctx.lng };
  if (!ctx.match) return notFound;
  const { route } = ctx.match;
  if (route.devOnly && ctx.production) return notFound;
  const config = ctx.config;
  if (!config) return null;
  return isSwitchedOff(route, `/${ctx.lng}${ctx.path}`, config) ? notFound : null;
}
