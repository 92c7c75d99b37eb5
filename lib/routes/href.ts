import { routeByName } from './manifest';
import { buildPath } from './pattern';

type Params = Readonly<Record<string, string | number | undefined>>;

/**
 * A site path from the manifest: `href('ru', 'line', { sport: 'football' })` → `/ru/line/football`.
 * Optional parameters left out are dropped with their slash; values are URL-encoded.
 */
export function href(lng: string, name: string, params: Params = {}, search?: string): string {
  return `/${lng}${buildPath(routeByName(name).pattern, params)}${search ? `?${search}` : ''}`;
}

/** Whether a value is allowed for a constrained parameter of a route. */
export function isAllowedParam(name: string, key: string, value: string): boolean {
  const rule = routeByName(name).params?.[key];
  if (!rule) return true;
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}
