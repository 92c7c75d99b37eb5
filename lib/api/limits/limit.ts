import * as z from 'zod/mini';

/**
 * The limit service's shared shapes (limits-coupon-auth.md §3, §7; docs/limits-api.md): the limit object every
 * call answers, the calls' prefix and the language header the service words its titles in.
 */
export const LIMITS_V3 = '/limit-service-api/api/external/web/v3';

/** X-Language: the service's titles (and a refusal's) come in the player's language. */
export const languageHeader = (lng: string) => ({ 'X-Language': lng });

export const LIMIT_STATES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;

export const LimitSchema = z.object({
  limitType: z.int(),
  /** Money in major units; days, hours or minutes; a pending removal 999999999 (21), −1 (31) or null. */
  limitValue: z.nullable(z.number()),
  limitState: z.enum(LIMIT_STATES),
  /** Epoch seconds: in force since (ACTIVE) or asked for (PENDING). */
  startedAt: z.number(),
  /** 30/33: the end; PENDING: when approval is due; 32: the next reminder. */
  endsAt: z.nullable(z.number()),
  /** What is left now: money in major units, the session limit in seconds today. */
  limitBalance: z.nullable(z.number()),
  needApprove: z.boolean(),
  selfExcludeReason: z.nullable(z.string()),
  limitUsed: z.optional(z.nullable(z.number())),
  /** Money: when the oldest movement counted leaves the window. */
  resetsAt: z.optional(z.nullable(z.number())),
  currency: z.optional(z.nullable(z.string())),
});
export type Limit = z.infer<typeof LimitSchema>;

export const LimitListSchema = z.array(LimitSchema);
