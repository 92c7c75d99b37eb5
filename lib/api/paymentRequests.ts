import * as z from 'zod/mini';
import { getJson, query, requestJson } from './http';
import { PaymentKindSchema } from './payments';

/** Support requests about payments (docs/payments-api.md): the topics, the player's requests, a new one. */
const TopicSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** Which of the player's payments a request on this topic names (null: none). */
  paymentKind: z.nullable(PaymentKindSchema),
  subTopics: z.array(z.object({ id: z.int(), name: z.string() })),
});
export type PaymentTopic = z.infer<typeof TopicSchema>;
const TopicsSchema = z.object({ topics: z.array(TopicSchema) });

export const PaymentRequestSchema = z.object({
  id: z.int(),
  topicId: z.int(),
  topic: z.string(),
  subTopicId: z.nullable(z.int()),
  subTopic: z.nullable(z.string()),
  paymentId: z.nullable(z.string()),
  message: z.string(),
  status: z.enum(['open', 'answered']),
  createdAt: z.string(),
  answers: z.array(z.object({ id: z.int(), author: z.string(), message: z.string(), createdAt: z.string() })),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;
const RequestsSchema = z.object({ items: z.array(PaymentRequestSchema) });

export const topicsKey = (lng: string) => `/web-api/payments/request-topics${query({ lng })}`;
export async function fetchTopics(lng: string): Promise<PaymentTopic[]> {
  return (await getJson(topicsKey(lng), TopicsSchema)).topics;
}

export const requestsKey = (lng: string) => `/web-api/payments/requests${query({ lng })}`;
export async function fetchRequests(lng: string): Promise<PaymentRequest[]> {
  return (await getJson(requestsKey(lng), RequestsSchema)).items;
}

export function createPaymentRequest(body: { topicId: number; subTopicId?: number; paymentId?: string; message: string }, lng: string) {
  return requestJson(`/web-api/payments/requests${query({ lng })}`, { method: 'POST', body, schema: PaymentRequestSchema });
}
