import { routeByName } from '@/lib/routes/manifest';
import { pathOf } from '@/lib/routes/href';
import type { GuardContext } from './context';
import type { Decision } from './facts';
import { keptQuery, withQuery } from './query';

/**
 * Redirects the manifest declares (rules → rules/1, vulkan → slots/vulkan, forgot-password → home
 * with the modal flag…), and the bonus ↔ bonus-offer swap by `promoBonusToOffer` (shell-and-routing.md §5).
 * They keep the query; going home they drop `platform_type`.
 */
export function decideRedirect(ctx: GuardContext): Decision | null {
  if (!ctx.match) return null;
  const { route, params } = ctx.match;
  if (route.redirect) {
    const target = route.redirect.to;
    const location = withQuery(
      pathOf(ctx.lng, routeByName(target), { ...params, ...route.redirect.with }),
      keptQuery(ctx.search, target === 'home', route.redirect.query),
    );
    return { kind: 'redirect', location };
  }
  if (route.offerVariant && ctx.config && route.offerVariant.offer !== ctx.config.promoBonusToOffer) {
    const variant = routeByName(route.offerVariant.of);
    return { kind: 'redirect', location: withQuery(pathOf(ctx.lng, variant, params), keptQuery(ctx.search, false)) };
  }
  return null;
}
