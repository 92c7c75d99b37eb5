import * as z from 'zod/mini';
import { getJson, query } from '../http';

/** `GET /web-api/ideas/categories` (docs/ideas-api.md): what an idea may be about, named in `lng`. */
const CategorySchema = z.object({ id: z.string(), name: z.string() });
export type IdeaCategory = z.infer<typeof CategorySchema>;
const CategoriesSchema = z.object({ categories: z.array(CategorySchema) });

export const ideaCategoriesKey = (lng: string) => `/web-api/ideas/categories${query({ lng })}`;

export async function fetchIdeaCategories(lng: string): Promise<IdeaCategory[]> {
  return (await getJson(ideaCategoriesKey(lng), CategoriesSchema)).categories;
}
