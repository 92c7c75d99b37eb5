import { href } from '@/lib/routes/href';
import type { GuardContext } from './context';
import type { Decision } from './facts';
import { guardQuery, withQuery } from './query';

/**
 * Maintenance (shell-and-routing.md §4): while it is on, every page but the exempt ones goes to the
 * maintenance page; while it is off, the maintenance page goes home. The two swap.
 */
export function decideMaintenance(ctx: GuardContext): Decision | null {
  if (!ctx.config) return null;
  const route = ctx.match?.route;
  if (ctx.config.maintenance.active) {
    if (route?.maintenanceExempt) return null;
    return { kind: 'redirect', location: withQuery(href(ctx.lng, 'maintenance'), guardQuery(ctx.search)) };
  }
  if (route?.name === 'maintenance') {
    return { kind: 'redirect', location: withQuery(href(ctx.lng, 'home'), guardQuery(ctx.search)) };
  }
  return null;
}
