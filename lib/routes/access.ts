import { routeOfPathname } from './match';

/**
 * Whether a page may be shown in a login state (shell-and-routing.md §4, §6): pages that need login are not
 * for guests, pages for visitors (login, registration) are not for signed-in users.
 */
export function isPageAllowed(pathname: string, signedIn: boolean): boolean {
  const route = routeOfPathname(pathname);
  if (!route) return true;
  if (route.access === 'auth' || route.access === 'auth-app') return signedIn;
  if (route.access === 'guest-only') return !signedIn;
  return true;
}
