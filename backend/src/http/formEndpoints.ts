/**
 * The only state-changing endpoints under the guarded prefixes whose body is an HTML form rather
 * than JSON. Everything else, including every endpoint added later, must send application/json.
 * Both are still held to the same-origin rule: the browser posts them from the site's own pages.
 */
const FORM_ENDPOINTS: readonly { method: string; path: RegExp; why: string }[] = [
  // The simulated provider page (served by the backend through the site) posts its form here.
  { method: 'POST', path: /^\/social-api\/oauth\/[^/]+\/callback$/, why: 'social sign-in page form' },
  // shell-and-routing.md §7: Google One Tap posts multipart.
  { method: 'POST', path: /^\/social-api\/oauth\/google-one-tap$/, why: 'Google One Tap (multipart)' },
];

export function takesFormBody(method: string, path: string): boolean {
  return FORM_ENDPOINTS.some((endpoint) => endpoint.method === method && endpoint.path.test(path));
}
