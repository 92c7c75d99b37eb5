import { KEPT_QUERY, PLATFORM_TYPE_QUERY, RETURN_URL_QUERY } from '@/lib/config/guards';
import { returnUrlFrom } from '@/lib/auth/returnUrl';
import { localizedPath } from '@/lib/routes/localized';

/** A path with a query, without a dangling `?`. */
export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The query a guard's redirect carries: only `payment_consultant=1` (shell-and-routing.md §5) survives a
 * redirect the visitor did not ask for; `extra` adds the guard's own values.
 */
export function guardQuery(search: string, extra: Readonly<Record<string, string>> = {}): URLSearchParams {
  const source = new URLSearchParams(search);
  const query = new URLSearchParams();
  if (source.get(KEPT_QUERY.paymentConsultant) === '1') query.set(KEPT_QUERY.paymentConsultant, '1');
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query;
}

/** A route's own redirect keeps the whole query; going home it drops `platform_type` (limits-coupon-auth.md §2). */
export function keptQuery(search: string, toHome: boolean, extra: Readonly<Record<string, string>> = {}): URLSearchParams {
  const query = new URLSearchParams(search);
  if (toHome) query.delete(PLATFORM_TYPE_QUERY);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query;
}

/** `{ returnUrl: '/ru/wanted?x=1' }` for the page the visitor wanted. */
export function returnTo(lng: string, path: string, search: string): Record<string, string> {
  return { [RETURN_URL_QUERY]: returnUrlFrom(localizedPath(lng, path), search) };
}
