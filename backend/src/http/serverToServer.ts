/**
 * Endpoints under the guarded prefixes that no browser calls: another server does, and proves
 * itself otherwise (a signature over the body). The request guard skips its same-origin rule for
 * them only; JSON and the body limit still apply. Everything else stays held to the site's origin.
 */
const SERVER_TO_SERVER: readonly { method: string; path: RegExp; why: string }[] = [
  // The payment provider's callback, HMAC-signed with PSP_SECRET (payments/callback.ts).
  { method: 'POST', path: /^\/web-api\/payments\/callback$/, why: 'payment provider callback (signed)' },
];

export function isServerToServer(method: string, path: string): boolean {
  return SERVER_TO_SERVER.some((endpoint) => endpoint.method === method && endpoint.path.test(path));
}
