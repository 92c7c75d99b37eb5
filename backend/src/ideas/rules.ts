/**
 * The rules of an idea (docs/ideas-api.md; docs/decisions/ideas-daily-rule.md). The site's form
 * shows the same bounds (lib/rules/ideas.ts, shared); the backend is the check that counts.
 */
export { IDEA_TEXT_MAX, IDEA_TEXT_MIN, IDEA_TITLE_MAX, IDEA_TITLE_MIN, IDEA_STATUSES, type IdeaStatus } from '../../../lib/rules/ideas';

/** At most this many ideas a player posts in any 24 hours (a rolling window, not a calendar day). */
export const IDEAS_PER_DAY = 5;
export const IDEAS_WINDOW_MS = 24 * 60 * 60 * 1000;

/** The states the operator may set: an idea never goes back to `new`. */
export const ANSWER_STATUSES = ['under_review', 'planned', 'done', 'declined'] as const;
