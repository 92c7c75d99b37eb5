import useSWR from 'swr';
import * as z from 'zod/mini';
import { getJson, query } from '../http';

const QuestionsSchema = z.object({ questions: z.array(z.object({ id: z.int(), text: z.string() })) });
export type SecurityQuestion = z.infer<typeof QuestionsSchema>['questions'][number];

export const questionsKey = (lng: string) => `/web-api/security/questions${query({ lng })}`;

/** GET /web-api/security/questions: the questions to choose from, in `lng`. */
export async function fetchQuestions(lng: string): Promise<SecurityQuestion[]> {
  return (await getJson(questionsKey(lng), QuestionsSchema)).questions;
}

export function useQuestions(lng: string) {
  return useSWR(questionsKey(lng), () => fetchQuestions(lng), { revalidateOnFocus: false });
}
