/**
 * A path under a language prefix: the one place a `/{lng}…` path is put together by hand (lint
 * refuses the template anywhere else, issue 10 point 5). A page of the manifest is `href()`.
 */
export function localizedPath(lng: string, path = ''): string {
  return `/${lng}${path}`;
}
