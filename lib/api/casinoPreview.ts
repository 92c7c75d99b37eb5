import * as z from 'zod/mini';
import { getJson, query } from './http';

/**
 * "Games preview, light" (shell-and-routing.md §7; docs/casino-api.md): the lobby's rows. Two shapes answer
 * it; both are read into one: groups of game list items (§3), the category names and the casino's
 * promotions. Shape 2 names no route or categories: the old route stands in for the route (the game
 * page finds a game by either).
 */
const PreviewItemSchema = z.object({
  GT: z.int(),
  GN: z.string(),
  R: z.string(),
  OR: z._default(z.string(), ''),
  CRID: z._default(z.array(z.string()), []),
  GF: z._default(z.int(), 0),
});
const CategoryItemSchema = z.object({ RI: z.string(), TR: z.string() });
const ActionSchema = z.object({ Id: z.union([z.string(), z.int()]), Name: z.string() });

/** Both shapes: `Success` and `Value`; what `Value` holds tells the shape (GP: the second). */
const EnvelopeSchema = z.object({ Success: z.literal(true), Value: z.record(z.string(), z.unknown()) });
const ShapeTwoSchema = z.object({
  GTR: z._default(z.array(CategoryItemSchema), []),
  GP: z.array(z.object({ GT: z.int(), GTN: z.string(), OR: z.string() })),
});
const RESERVED = new Set(['categories', 'actions']);

/** A game list item (shell-and-routing.md §3) as the preview gives it. */
export interface PreviewGame {
  id: number;
  name: string;
  route: string;
  oldRoute: string;
  categories: string[];
  tagId: number;
}

export interface CasinoPreview {
  /** Group id (a tag, a category RI, `favorites`, `recent`) → its games, in the answer's order. */
  groups: { id: string; games: PreviewGame[] }[];
  categories: { id: string; name: string }[];
  actions: { id: string; name: string }[];
}

export interface CasinoPreviewQuery {
  lng: string;
  whence: string;
  groupId?: string;
  ref?: string;
  fcountry?: string;
  shape?: 1 | 2;
}

export const casinoPreviewKey = (q: CasinoPreviewQuery) =>
  `/web-api/casino/games-preview${query({ whence: q.whence, groupId: q.groupId, ref: q.ref, lng: q.lng, fcountry: q.fcountry, includeCategories: 'false', shape: q.shape === 2 ? 2 : undefined })}`;

const categoriesOf = (items: z.infer<typeof CategoryItemSchema>[]) => items.map((c) => ({ id: c.RI, name: c.TR }));

/** Reads either shape into groups (throws on an answer neither shape fits); shape 2's games are the asked group. */
export function readCasinoPreview(value: Record<string, unknown>, groupId = 'popular'): CasinoPreview {
  if ('GP' in value) {
    const two = ShapeTwoSchema.parse(value);
    const games = two.GP.map((g) => ({ id: g.GT, name: g.GTN, route: g.OR, oldRoute: g.OR, categories: [], tagId: 0 }));
    return { groups: [{ id: groupId, games }], categories: categoriesOf(two.GTR), actions: [] };
  }
  const groups = Object.entries(value)
    .filter(([id]) => !RESERVED.has(id))
    .map(([id, items]) => ({
      id,
      games: z.array(PreviewItemSchema).parse(items).map((g) => ({ id: g.GT, name: g.GN, route: g.R, oldRoute: g.OR, categories: g.CRID, tagId: g.GF })),
    }));
  const actions = z._default(z.array(ActionSchema), []).parse(value.actions);
  return {
    groups,
    categories: categoriesOf(z._default(z.array(CategoryItemSchema), []).parse(value.categories)),
    actions: actions.map((a) => ({ id: String(a.Id), name: a.Name })),
  };
}

export async function fetchCasinoPreview(q: CasinoPreviewQuery): Promise<CasinoPreview> {
  return readCasinoPreview((await getJson(casinoPreviewKey(q), EnvelopeSchema)).Value, q.groupId);
}
