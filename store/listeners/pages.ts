// What the session listeners need of the route manifest, loaded when a listener first acts on a
// page (issue 10 point 3): the terms check and the logout are a player's, and the manifest is not
// in a guest's first load.
export { isPageAllowed } from '@/lib/routes/access';
export { href } from '@/lib/routes/href';
export { routeOfPathname } from '@/lib/routes/match';
