import type { MetadataRoute } from 'next';
import { LANGUAGES } from '@/lib/config/languages';
import { siteUrl } from '@/lib/i18n/alternates';
import { ROUTES } from '@/lib/routes/manifest';
import type { RouteEntry } from '@/lib/routes/manifest';
import { buildPath, parsePattern } from '@/lib/routes/pattern';

/**
 * The paths of a route a crawler can know without data: optional parameters left out, a required
 * parameter with a listed set of values expanded to each; a route with any other required
 * parameter has none.
 */
function knownPaths(route: RouteEntry): string[] {
  let params: Record<string, string>[] = [{}];
  for (const part of parsePattern(route.pattern)) {
    if (part.kind !== 'param' || part.optional) continue;
    const rule = route.params?.[part.name];
    if (!Array.isArray(rule)) return [];
    params = params.flatMap((p) => (rule as readonly string[]).map((value) => ({ ...p, [part.name]: value })));
  }
  return params.map((p) => buildPath(route.pattern, p));
}

/**
 * Crawlable pages from the manifest: the known paths of the public routes with a page, in every
 * language, each naming its alternates. Block, status and technical pages stay out.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const origin = siteUrl().origin;
  const paths = ROUTES.filter(
    (route) =>
      route.page &&
      route.access === 'public' &&
      !route.devOnly &&
      !route.noIndex &&
      !route.blockPage &&
      !route.maintenanceExempt &&
      !['empty', 'maintenance', 'blocked'].includes(route.layout),
  ).flatMap(knownPaths);
  return [...new Set(paths)].flatMap((path) =>
    LANGUAGES.map((lng) => ({
      url: `${origin}/${lng}${path}`,
      alternates: { languages: Object.fromEntries(LANGUAGES.map((other) => [other, `${origin}/${other}${path}`])) },
    })),
  );
}
