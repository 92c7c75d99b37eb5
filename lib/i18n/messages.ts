import type { Language } from '@/lib/config/languages';
import { FALLBACK_LANGUAGE } from '@/lib/config/languages';
import type ru from '@/messages/ru.json';

/** The message tree; `ru` is complete by definition, so its shape is the type. */
export type Messages = typeof ru;

type Tree = { [key: string]: string | Tree };

/** Messages of one language, on their own (no fallback). Partial for the incomplete languages. */
const loaders: Record<Language, () => Promise<Tree>> = {
  ru: () => import('@/messages/ru.json').then((m) => m.default),
  en: () => import('@/messages/en.json').then((m) => m.default),
  uk: () => import('@/messages/uk.json').then((m) => m.default),
  kk: () => import('@/messages/kk.json').then((m) => m.default),
  az: () => import('@/messages/az.json').then((m) => m.default),
  uz: () => import('@/messages/uz.json').then((m) => m.default),
  tr: () => import('@/messages/tr.json').then((m) => m.default),
};

// A message compiled at build time (next.config.ts, precompile) is an array: a leaf, not a branch.
function isBranch(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Key by key: what `own` has wins, every missing key comes from `fallback`. */
export function mergeMessages(fallback: Tree, own: Tree): Tree {
  const out: Tree = { ...fallback };
  for (const [key, value] of Object.entries(own)) {
    const base = out[key];
    out[key] = isBranch(value) && isBranch(base) ? mergeMessages(base, value) : value;
  }
  return out;
}

/** A language's messages with its fallback chain applied (tr → en → ru, uk/kk/az/uz → ru). */
export async function loadMessages(language: Language): Promise<Messages> {
  const own = await loaders[language]();
  const fallback = FALLBACK_LANGUAGE[language];
  if (!fallback) return own as Messages;
  return mergeMessages((await loadMessages(fallback)) as Tree, own) as Messages;
}
