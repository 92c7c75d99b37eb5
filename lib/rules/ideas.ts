/**
 * An idea's bounds and states (docs/ideas-api.md), one source for the backend's check
 * (backend/src/ideas/rules.ts), which is the one that counts, and the site's form. Lengths count
 * after trimming.
 */
export const IDEA_TITLE_MIN = 3;
export const IDEA_TITLE_MAX = 120;
export const IDEA_TEXT_MIN = 10;
export const IDEA_TEXT_MAX = 2000;

/** An idea's states, in the order it goes through them: `new` when posted; the operator moves it on. */
export const IDEA_STATUSES = ['new', 'under_review', 'planned', 'done', 'declined'] as const;
export type IdeaStatus = (typeof IDEA_STATUSES)[number];
