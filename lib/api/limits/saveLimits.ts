import * as z from 'zod/mini';
import { requestJson } from '../http';
import { languageHeader, LIMITS_V3, LimitListSchema } from './limit';

/** One question of the test a loosening save asks first (limits-coupon-auth.md §5). */
export const QuestionSchema = z.object({
  id: z.int(),
  text: z.string(),
  answers: z.array(z.object({ id: z.int(), text: z.string() })),
});
export type LimitQuestion = z.infer<typeof QuestionSchema>;

/** 200 saved (`status` 200) or questions asked first (`status` 202 with `tokenGuid`). */
export const SaveAnswerSchema = z.object({
  status: z.int(),
  questions: z.array(QuestionSchema),
  tokenGuid: z.nullable(z.string()),
  limitsData: LimitListSchema,
});
export type SaveAnswer = z.infer<typeof SaveAnswerSchema>;

export interface LimitChange {
  limitType: number;
  /** From the type's availableValues; null removes the limit. */
  limitValue: number | null;
  selfExcludeReasonId?: number;
}

/**
 * `POST V3/limits`. A captcha the service asks for (400 with the captcha code) is shown and the save
 * retried by the client (lib/api/http/request.ts); a refusal is an ApiError with the service's title.
 */
export function saveLimits(limits: LimitChange[], lng: string): Promise<SaveAnswer> {
  return requestJson(`${LIMITS_V3}/limits`, { method: 'POST', body: { limits }, schema: SaveAnswerSchema, headers: languageHeader(lng) });
}
