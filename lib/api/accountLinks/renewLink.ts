import type { LinkKind } from './linkState';
import { query, requestJson } from '../http';

/** A new letter for an expired link, to the same player; 429 within a minute of the last one. */
export function renewLink(kind: Exclude<LinkKind, 'unsubscribe'>, token: string, lng: string): Promise<void> {
  return requestJson(`/web-api/user/links/renew${query({ lng })}`, { method: 'POST', body: { kind, token } });
}
