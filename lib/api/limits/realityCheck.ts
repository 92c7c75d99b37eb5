import * as z from 'zod/mini';
import { requestJson } from '../http';

export const REALITY_CHECK_ACTIONS = ['continue', 'log_out', 'nothing'] as const;
export type RealityCheckAction = (typeof REALITY_CHECK_ACTIONS)[number];

const AnswerSchema = z.object({
  data: z.object({
    attributes: z.object({ popup_show_at: z.nullable(z.number()), minutes: z.optional(z.nullable(z.number())) }),
  }),
});

/**
 * `POST /web-api/api/web/user/v1/reality-check` (limits-coupon-auth.md §7): the player's answer to the
 * reminder; answers when the next one is due (epoch seconds; null when switched off).
 */
export async function answerRealityCheck(action: RealityCheckAction, doNotShowAgain: boolean, popupShowAt: number): Promise<number | null> {
  const answer = await requestJson('/web-api/api/web/user/v1/reality-check', {
    method: 'POST',
    body: { data: { attributes: { action, do_not_show_again: doNotShowAgain, popup_show_at: popupShowAt } } },
    schema: AnswerSchema,
  });
  return answer.data.attributes.popup_show_at;
}
