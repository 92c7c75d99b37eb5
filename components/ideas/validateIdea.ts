import { IDEA_TEXT_MAX, IDEA_TEXT_MIN, IDEA_TITLE_MAX, IDEA_TITLE_MIN } from '@/lib/rules/ideas';
import type { IdeaDraft } from '@/lib/api/ideas/postIdea';

export type IdeaField = keyof IdeaDraft;

/** What is wrong with a field: a message key of the `ideas` namespace and its values. */
export interface FieldProblem {
  key: 'categoryRequired' | 'titleShort' | 'titleLong' | 'textShort' | 'textLong';
  values?: Record<string, number>;
}

/** The form's own check before sending (the backend checks the same: docs/ideas-api.md); lengths after trimming. */
export function validateIdea(draft: IdeaDraft): Partial<Record<IdeaField, FieldProblem>> {
  const problems: Partial<Record<IdeaField, FieldProblem>> = {};
  const title = draft.title.trim().length;
  const text = draft.text.trim().length;
  if (!draft.categoryId) problems.categoryId = { key: 'categoryRequired' };
  if (title < IDEA_TITLE_MIN) problems.title = { key: 'titleShort', values: { min: IDEA_TITLE_MIN } };
  else if (title > IDEA_TITLE_MAX) problems.title = { key: 'titleLong', values: { max: IDEA_TITLE_MAX } };
  if (text < IDEA_TEXT_MIN) problems.text = { key: 'textShort', values: { min: IDEA_TEXT_MIN } };
  else if (text > IDEA_TEXT_MAX) problems.text = { key: 'textLong', values: { max: IDEA_TEXT_MAX } };
  return problems;
}

/** The fields in the form's order: the first one with a problem gets the focus. */
export const IDEA_FIELDS: readonly IdeaField[] = ['categoryId', 'title', 'text'];
