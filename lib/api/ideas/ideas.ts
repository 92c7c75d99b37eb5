import * as z from 'zod/mini';
import { getJson, query } from '../http';
import { IDEA_STATUSES } from '@/lib/rules/ideas';

/** `GET /web-api/ideas` (docs/ideas-api.md): the player's ideas, newest first, with the operator's answers. */
export const IdeaSchema = z.object({
  id: z.int(),
  categoryId: z.string(),
  category: z.string(),
  title: z.string(),
  text: z.string(),
  status: z.enum(IDEA_STATUSES),
  createdAt: z.string(),
  answer: z.nullable(z.object({ text: z.string(), at: z.string() })),
});
export type Idea = z.infer<typeof IdeaSchema>;
const IdeasSchema = z.object({ items: z.array(IdeaSchema) });

export const ideasKey = (lng: string) => `/web-api/ideas${query({ lng })}`;

export async function fetchIdeas(lng: string): Promise<Idea[]> {
  return (await getJson(ideasKey(lng), IdeasSchema)).items;
}
