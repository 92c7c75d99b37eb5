import { ROUTES, type RouteName } from './manifest';

type Params = Record<string, string | number | undefined>;

/**
 * A site path from the manifest: `href('ru', 'line', { sport: 'football' })` → `/ru/line/football`.
 * Optional parameters left out are dropped with their slash; values are URL-encoded.
 */
export function href(lng: string, name: RouteName, params: Params = {}, search?: string): string {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const path = route.pattern.replace(/\/:(\w+)(\?)?/g, (_, key: string, optional?: string) => {
    const value = params[key];
    if (value === undefined || value === '') {
      if (optional) return '';
      throw new Error(`Route ${name} needs ${key}`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
  return `/${lng}${path}${search ? `?${search}` : ''}`;
}

/** Whether a value is allowed for a constrained parameter of a route. */
export function isAllowedParam(name: RouteName, key: string, value: string): boolean {
  const route = ROUTES.find((r) => r.name === name);
  const allowed = route && 'params' in route ? (route.params as Record<string, readonly string[]>)[key] : undefined;
  return allowed ? allowed.includes(value) : true;
}
