import { z } from 'zod';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { IDEA_CATEGORY_IDS } from './categories';
import { dailyLimitReached } from './errors';
import { IDEA_TEXT_MAX, IDEA_TEXT_MIN, IDEA_TITLE_MAX, IDEA_TITLE_MIN, IDEAS_PER_DAY, IDEAS_WINDOW_MS } from './rules';
import { findIdea, insertIdea, postedSince } from './store';
import { ideaView } from './view';

/** POST /web-api/ideas: lengths count after trimming, so blanks never make a title long enough. */
export const IdeaBodySchema = z.strictObject({
  categoryId: z.enum(IDEA_CATEGORY_IDS, { error: `must be one of ${IDEA_CATEGORY_IDS.join(', ')}` }),
  title: z
    .string()
    .trim()
    .min(IDEA_TITLE_MIN, `must be at least ${IDEA_TITLE_MIN} characters`)
    .max(IDEA_TITLE_MAX, `must be at most ${IDEA_TITLE_MAX} characters`),
  text: z
    .string()
    .trim()
    .min(IDEA_TEXT_MIN, `must be at least ${IDEA_TEXT_MIN} characters`)
    .max(IDEA_TEXT_MAX, `must be at most ${IDEA_TEXT_MAX} characters`),
});
export type IdeaBody = z.infer<typeof IdeaBodySchema>;

/**
 * Posts the player's idea, or refuses it past the daily rule (docs/decisions/ideas-daily-rule.md):
 * the count and the insert are one immediate transaction, so two backends on one file cannot both
 * post a sixth.
 */
export function postIdea(db: Db, userId: number, body: IdeaBody, now: number, lang: Lang) {
  const id = db
    .transaction(() => {
      const recent = postedSince(db, userId, now - IDEAS_WINDOW_MS);
      if (recent.length >= IDEAS_PER_DAY) {
        // The window frees a place when the oldest of the last five leaves it.
        const oldest = recent[recent.length - IDEAS_PER_DAY]!;
        throw dailyLimitReached(IDEAS_PER_DAY, oldest + IDEAS_WINDOW_MS, now);
      }
      return insertIdea(db, { userId, categoryId: body.categoryId, title: body.title, text: body.text }, now);
    })
    .immediate();
  return ideaView(findIdea(db, id)!, lang);
}
