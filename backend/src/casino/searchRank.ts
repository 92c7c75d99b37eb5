import { foldWords } from './translit';

/**
 * The search's ranking (docs/decisions/casino-search.md), pure: which games a query finds and in what order.
 * Names and studio names are compared as transliteration skeletons (translit.ts), so a query in
 * either alphabet finds both. Tiers, best first:
 *
 *   0 the name starts with the query            "aurora r" → Aurora Riches
 *   1 every query word starts a word of the name "riches aur" → Aurora Riches
 *   2 every query word is inside the name        "rora" → Aurora Riches
 *   3 every query word starts a word of the studio (or the studio starts with the query)
 *   4 every query word is inside the studio's name
 *
 * A game counts at its best tier over its names (ru and en) and its studio's names; within a
 * tier the more popular game comes first, then the lower id.
 */
export interface SearchEntry {
  id: number;
  /** The game's names (every language). */
  names: readonly string[];
  /** Its studio's names (every language). */
  studio: readonly string[];
  popularity: number;
}

export type MatchedBy = 'name' | 'studio';

export interface Ranked {
  id: number;
  tier: number;
  matched: MatchedBy;
}

interface FoldedText {
  words: string[];
  joined: string;
}

export interface PreparedEntry {
  entry: SearchEntry;
  names: FoldedText[];
  studio: FoldedText[];
}

function folded(text: string): FoldedText {
  const words = foldWords(text);
  return { words, joined: words.join(' ') };
}

/** Names folded before: the catalogue's few hundred names are folded once per process, not per query. */
const FOLDED_NAMES = new Map<string, FoldedText>();
const FOLDED_NAMES_MAX = 10_000;

function foldedName(text: string): FoldedText {
  let found = FOLDED_NAMES.get(text);
  if (!found) {
    if (FOLDED_NAMES.size >= FOLDED_NAMES_MAX) FOLDED_NAMES.clear();
    found = folded(text);
    FOLDED_NAMES.set(text, found);
  }
  return found;
}

/** Folds every name (once per process), so a list of entries can serve many queries. */
export function prepareEntries(entries: readonly SearchEntry[]): PreparedEntry[] {
  return entries.map((entry) => ({ entry, names: entry.names.map(foldedName), studio: entry.studio.map(foldedName) }));
}

/** 0 starts with, 1 every word a word prefix, 2 every word inside, or null: one text against the query. */
export function matchText(text: FoldedText, query: FoldedText): 0 | 1 | 2 | null {
  if (query.words.length === 0) return null;
  if (text.joined.startsWith(query.joined)) return 0;
  if (query.words.every((q) => text.words.some((word) => word.startsWith(q)))) return 1;
  if (query.words.every((q) => text.joined.includes(q))) return 2;
  return null;
}

function bestMatch(texts: readonly FoldedText[], query: FoldedText): number | null {
  let best: number | null = null;
  for (const text of texts) {
    const tier = matchText(text, query);
    if (tier !== null && (best === null || tier < best)) best = tier;
  }
  return best;
}

/** The tier of one prepared entry for a folded query, or null when it does not match. */
export function tierOf(prepared: PreparedEntry, query: FoldedText): Ranked | null {
  const name = bestMatch(prepared.names, query);
  if (name !== null) return { id: prepared.entry.id, tier: name, matched: 'name' };
  const studio = bestMatch(prepared.studio, query);
  if (studio !== null) return { id: prepared.entry.id, tier: studio === 2 ? 4 : 3, matched: 'studio' };
  return null;
}

/** The entries a query finds, best first, at most `limit`. A query that folds to nothing finds nothing. */
export function rankSearch(prepared: readonly PreparedEntry[], query: string, limit: number): Ranked[] {
  const q = folded(query);
  const popularity = new Map(prepared.map((p) => [p.entry.id, p.entry.popularity]));
  return prepared
    .map((p) => tierOf(p, q))
    .filter((ranked): ranked is Ranked => ranked !== null)
    .sort((a, b) => a.tier - b.tier || popularity.get(b.id)! - popularity.get(a.id)! || a.id - b.id)
    .slice(0, limit);
}
