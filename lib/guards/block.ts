import { BLOCK_PAGE_BY_REASON } from '@/lib/routes/values';
import { href } from '@/lib/routes/href';
import type { GuardContext } from './context';
import type { Decision } from './facts';
import { guardQuery, returnTo, withQuery } from './query';

/** Reason 4 (site updates) keeps the page the visitor was on (shell-and-routing.md §4). */
const KEEPS_PATH = 4;

/** The block reason in force: the site's own, else the one for the visitor's country. */
export function blockReason(ctx: GuardContext): number | null {
  if (!ctx.config) return null;
  if (ctx.config.blockReason !== null) return ctx.config.blockReason;
  const byCountry = Object.entries(ctx.config.blockReasonByCountry).find(
    ([country]) => country.toLowerCase() === ctx.country,
  );
  return byCountry ? byCountry[1] : null;
}

/**
 * Block reasons (shell-and-routing.md §4): a reason picks a block page and every page but the exempt ones
 * goes there; with no reason, a block page goes to the language root.
 */
export function decideBlock(ctx: GuardContext): Decision | null {
  const reason = blockReason(ctx);
  const page = reason === null ? undefined : BLOCK_PAGE_BY_REASON[reason];
  const route = ctx.match?.route;
  if (!page) {
    return route?.blockPage ? { kind: 'redirect', location: withQuery(href(ctx.lng, 'home'), guardQuery(ctx.search)) } : null;
  }
  if (route?.name === `blockPage_${page}`) return null;
  if (route?.blockExempt && !route.blockPage) return null;
  const extra = reason === KEEPS_PATH ? returnTo(ctx.lng, ctx.path, ctx.search) : {};
  return { kind: 'redirect', location: withQuery(href(ctx.lng, `blockPage_${page}`), guardQuery(ctx.search, extra)) };
}
