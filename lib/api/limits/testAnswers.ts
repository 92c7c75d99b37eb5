import * as z from 'zod/mini';
import { requestJson } from '../http';
import { languageHeader, LIMITS_V3, LimitListSchema } from './limit';

export const TestResultSchema = z.object({
  questionsResult: z.array(z.object({ questionId: z.int(), answerId: z.int(), correct: z.boolean() })),
  success: z.boolean(),
  limitsData: LimitListSchema,
});
export type TestResult = z.infer<typeof TestResultSchema>;

/** `POST V3/testanswers`: every answer right applies the save the questions held back; any wrong changes nothing. */
export function sendTestAnswers(tokenGuid: string, answers: { questionId: number; answerId: number }[], lng: string): Promise<TestResult> {
  return requestJson(`${LIMITS_V3}/testanswers`, { method: 'POST', body: { tokenGuid, answers }, schema: TestResultSchema, headers: languageHeader(lng) });
}
