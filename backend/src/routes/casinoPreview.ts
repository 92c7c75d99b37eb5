import { Hono } from 'hono';
import { z } from 'zod';
import { requireSession } from '../auth/requireSession';
import { loadCatalogue } from '../casino/casino';
import { favoriteIds } from '../casino/favorites';
import { PREVIEW_GROUP_IDS, previewShape1, previewShape2, type PreviewPlayer } from '../casino/preview';
import { RECENT_KEEP, recentGames } from '../casino/recent';
import { listPromotions } from '../content/promotions';
import type { AppDeps } from '../deps';
import { ApiError } from '../errors';
import { pickLang } from '../lang';
import { readQuery } from '../validate';

const flagValue = z.enum(['true', 'false', '1', '0'], { error: 'must be true or false' }).transform((v) => v === 'true' || v === '1');

const PreviewQuery = z.object({
  /** Where the call comes from (lobby, home, game…): accepted, not used by the reference backend. */
  whence: z.string().max(40).optional(),
  groupId: z.enum(PREVIEW_GROUP_IDS as [string, ...string[]], { error: 'is not a group of the catalogue' }).optional(),
  /** The referral id of the visit: accepted, not used. */
  ref: z.string().max(100).optional(),
  lng: z.string().optional(),
  /** The visitor's country filter: accepted, the reference catalogue has no country rules. */
  fcountry: z.string().max(10).optional(),
  includeCategories: flagValue.optional(),
  shape: z.enum(['1', '2'], { error: 'must be 1 or 2' }).optional(),
});

/**
 * "Games preview, light" (shell-and-routing.md §7; docs/casino-api.md "Games preview"): the lobby's rows by group
 * in the spec's abbreviated shapes. A signed-in player (the `ua` cookie or the bearer user_token)
 * also gets his favourites and recently played games.
 */
export function casinoPreviewRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono();

  app.get('/casino/games-preview', (c) => {
    let query: z.output<typeof PreviewQuery>;
    try {
      query = readQuery(c, PreviewQuery);
    } catch (error) {
      // The spec's envelope on a refusal too, so a client reading Success never meets a bare error.
      if (error instanceof ApiError) throw new ApiError(error.status, error.detail, { ...error.options, entries: error.entries, extra: { Success: false, Value: null } });
      throw error;
    }
    const lang = pickLang(query.lng);
    const user = requireSession(c, deps)?.user;
    const player: PreviewPlayer | null = user ? { favorites: favoriteIds(db, user.id), recent: recentGames(db, user.id, RECENT_KEEP).map((r) => r.gameId) } : null;
    if (player) c.header('Cache-Control', 'no-store');
    const input = {
      games: loadCatalogue(db),
      lang,
      groupId: query.groupId,
      includeCategories: query.includeCategories ?? true,
      player,
      actions: listPromotions(db, clock, 'casino', lang).map((promotion) => ({ Id: promotion.slug, Name: promotion.title })),
    };
    return c.json({ Success: true, Value: query.shape === '2' ? previewShape2(input) : previewShape1(input) });
  });

  return app;
}
