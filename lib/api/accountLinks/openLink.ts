import * as z from 'zod/mini';
import { query, requestJson } from '../http';

/** What opening a link did: the account's login and, for a fast activation, the player now signed in. */
const UsedSchema = z.object({
  login: z.optional(z.string()),
  user_id: z.optional(z.int()),
  terms_changed: z.optional(z.boolean()),
});
export type LinkUsed = z.infer<typeof UsedSchema>;

/** The links the page uses as it opens (the reset link waits for the form: resetWithLink). */
export type ActionLinkKind = 'verify' | 'activate' | 'activate-fast' | 'unsubscribe';

/** The SWR key of opening a link: one call per page view, never repeated on focus. */
export const openLinkKey = (kind: ActionLinkKind, token: string) => ['accountLink', kind, token] as const;

/**
 * Confirms the e-mail, activates (fast: and signs in) or stops the newsletter. Failures are
 * ApiErrors: link_invalid, link_expired, link_used.
 */
export function openLink(kind: ActionLinkKind, token: string, lng: string): Promise<LinkUsed> {
  return requestJson(`/web-api/user/links/${kind}${query({ lng })}`, { method: 'POST', body: { token }, schema: UsedSchema });
}
