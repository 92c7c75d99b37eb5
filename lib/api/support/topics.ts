import * as z from 'zod/mini';
import { getJson, query } from '../http';
import { SupportTopicSchema, type SupportTopic } from './schemas';

/** `GET /web-api/support/topics`: the topics a request may have, named in the language. */
const TopicsSchema = z.object({ topics: z.array(SupportTopicSchema) });

export const supportTopicsKey = (lng: string) => `/web-api/support/topics${query({ lng })}`;

export async function fetchSupportTopics(lng: string): Promise<SupportTopic[]> {
  return (await getJson(supportTopicsKey(lng), TopicsSchema)).topics;
}
