import * as z from 'zod/mini';
import { getJson, type GetOptions } from './http';

/**
 * The player's rights and the ban in force (auth calls "get rights"). The backend reads the ban from
 * the player's record, never from the user_token: a banned player keeps answering 200 here, with the
 * money rights dropped (docs/auth-api.md "Bans").
 */
export const RightsSchema = z.object({
  rights: z.array(z.string()),
  ban_level: z.int().check(z.nonnegative()),
  ban_version: z.int(),
  allowed_ban_level: z.optional(z.int()),
});
export type Rights = z.infer<typeof RightsSchema>;

export const rightsKey = '/web-api/user/rights';

export function fetchRights(options: GetOptions = {}): Promise<Rights> {
  return getJson(rightsKey, RightsSchema, options);
}
