import * as z from 'zod/mini';
import { query, requestJson } from '../http';

const SignedInSchema = z.object({ user_id: z.int(), terms_changed: z.boolean(), login: z.string() });
export type SignedInByLink = z.infer<typeof SignedInSchema>;

/**
 * The new password from a reset link, twice: the player's other sessions end and this browser is
 * signed in (cookies). Failures are ApiErrors: link_invalid, link_expired, link_used, validation.
 */
export function resetWithLink(body: { token: string; password: string; password_confirm: string }, lng: string): Promise<SignedInByLink> {
  return requestJson(`/web-api/user/links/password-reset${query({ lng })}`, { method: 'POST', body, schema: SignedInSchema });
}
