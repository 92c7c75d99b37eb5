import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query } from '../http';

/** What protects the account (docs/security-api.md "Protection level"). */
export const ProtectionMethodSchema = z.enum(['email', 'password', 'phone', 'question', 'two_step']);
export type ProtectionMethod = z.infer<typeof ProtectionMethodSchema>;

/** GET /web-api/security: the protection level and what is set (docs/security-api.md). */
export const SecurityOverviewSchema = z.object({
  protection: z.object({
    level: z.number().check(z.minimum(0), z.maximum(100)),
    methods: z.record(ProtectionMethodSchema, z.boolean()),
    raise: z.array(z.object({ method: ProtectionMethodSchema, points: z.int() })),
  }),
  email: z.nullable(z.string()),
  password: z.object({ changed: z.boolean(), changed_pass_day_count: z.nullable(z.int()) }),
  phone: z.nullable(z.object({ phone_code: z.nullable(z.string()), phone_number: z.nullable(z.string()) })),
  phone_removable: z.boolean(),
  question: z.nullable(z.object({ question_id: z.int() })),
  two_step: z.boolean(),
});
export type SecurityOverview = z.infer<typeof SecurityOverviewSchema>;

export const securityOverviewKey = (lng: string) => `/web-api/security${query({ lng })}`;

export function fetchSecurityOverview(lng: string): Promise<SecurityOverview> {
  return getJson(securityOverviewKey(lng), SecurityOverviewSchema);
}

export function useSecurityOverview(lng: string) {
  return useSWR(securityOverviewKey(lng), () => fetchSecurityOverview(lng));
}
