import type { Lang } from '../lang';
import { categoryName } from './categories';
import type { IdeaRow } from './store';

/** An idea as the player's list shows it (docs/ideas-api.md "The idea"). */
export function ideaView(row: IdeaRow, lang: Lang) {
  return {
    id: row.id,
    categoryId: row.category_id,
    category: categoryName(row.category_id, lang),
    title: row.title,
    text: row.text,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    answer: row.answer_text === null ? null : { text: row.answer_text, at: new Date(row.answered_at ?? row.updated_at).toISOString() },
  };
}
export type IdeaView = ReturnType<typeof ideaView>;
