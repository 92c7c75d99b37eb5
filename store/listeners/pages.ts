// What the session listeners need of the route manifest and the return-url rule, loaded when a
// listener first acts on a page (docs/decisions/feature-listeners.md): the terms check and the logout are a player's,
// and neither is in a guest's first load.
export { isPageAllowed } from '@/lib/routes/access';
export { href } from '@/lib/routes/href';
export { routeOfPathname } from '@/lib/routes/match';
export { safeReturnUrl } from '@/lib/auth/returnUrl';
