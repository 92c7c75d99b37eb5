import * as z from 'zod/mini';
import { getJson, type GetOptions } from './http';

/** Whether the player's terms changed since they last accepted them (shell-and-routing.md §7: reads result and updatedAt). */
export const TermsStatusSchema = z.object({
  result: z.boolean(),
  /** When the terms now in force were published (ISO); null when nothing is to accept. */
  updatedAt: z.nullable(z.string()),
});
export type TermsStatus = z.infer<typeof TermsStatusSchema>;

export const termsStatusKey = '/web-api/api-v3/v2/user/agreement-rules/status';

/** The terms status of the signed-in player; a signed-out call is a 401 (an ApiError). */
export async function fetchTermsStatus(options: GetOptions = {}): Promise<TermsStatus> {
  return getJson(termsStatusKey, TermsStatusSchema, options);
}
