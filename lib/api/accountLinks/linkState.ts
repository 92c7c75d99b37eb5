import * as z from 'zod/mini';
import { getJson, query } from '../http';

/** The links a letter carries, by their name in the API's paths (docs/account-links-api.md). */
export type LinkKind = 'password-reset' | 'verify' | 'activate' | 'activate-fast' | 'unsubscribe';

const LinkStateSchema = z.object({
  state: z.enum(['valid', 'expired', 'used', 'invalid']),
  expires_at: z.nullable(z.string()),
});
export type LinkState = z.infer<typeof LinkStateSchema>['state'];

/** Where a link stands, without spending it. */
export const linkStateKey = (kind: LinkKind, token: string) => `/web-api/user/links/${kind}${query({ token })}`;
export async function fetchLinkState(kind: LinkKind, token: string): Promise<LinkState> {
  return (await getJson(linkStateKey(kind, token), LinkStateSchema)).state;
}
