import { requestJson, query } from '../http';
import { IdeaSchema, type Idea } from './ideas';

export interface IdeaDraft {
  categoryId: string;
  title: string;
  text: string;
}

/**
 * `POST /web-api/ideas` (docs/ideas-api.md): the new idea, as the list shows it. Refusals are
 * ApiErrors: `validation` (with the field's pointer), `ideas_daily_limit` (429, meta.retryAt).
 */
export function postIdea(draft: IdeaDraft, lng: string): Promise<Idea> {
  return requestJson(`/web-api/ideas${query({ lng })}`, { method: 'POST', body: draft, schema: IdeaSchema });
}
