// Defaults for coefficient format, view type and market naming (shell-and-routing.md §5).
import {
  COEF_FORMAT_BY_COUNTRY,
  COEF_FORMAT_BY_LANGUAGE,
  COEF_FORMATS_BY_VIEW_TYPE,
  type CoefFormatId,
} from '@/lib/config/user';

export type DefaultCoefFormatInput = {
  language: string | null | undefined;
  countryCode: string | null | undefined;
  /** Format ids the site config allows, in the operator's order of preference. */
  allowed: readonly number[];
  viewType: number;
};

/** Own keys only, so a code like "constructor" never reads from the object prototype. */
function lookup(table: Readonly<Record<string, CoefFormatId>>, key: string | null | undefined) {
  if (!key) return null;
  const code = key.trim().toLowerCase();
  return Object.hasOwn(table, code) ? (table[code] ?? null) : null;
}

function allowedOrNull(id: CoefFormatId | null, allowed: readonly number[]): CoefFormatId | null {
  return id !== null && allowed.includes(id) ? id : null;
}

/**
 * Default coefficient format: the language's format if allowed, else the country's if allowed,
 * else none. A candidate the view type cannot show is replaced by the first id of `allowed`
 * (the operator's order) that the view type can show. An unknown view type sets no limit, since
 * we know of nothing it forbids.
 */
export function defaultCoefFormat({
  language,
  countryCode,
  allowed,
  viewType,
}: DefaultCoefFormatInput): number | null {
  const candidate =
    allowedOrNull(lookup(COEF_FORMAT_BY_LANGUAGE, language), allowed) ??
    allowedOrNull(lookup(COEF_FORMAT_BY_COUNTRY, countryCode), allowed);
  if (candidate === null) return null;

  const forView = COEF_FORMATS_BY_VIEW_TYPE[viewType];
  if (!forView || forView.includes(candidate)) return candidate;
  return allowed.find((id) => (forView as readonly number[]).includes(id)) ?? null;
}

/** The candidate if it is on the list, else the list's first entry, else null. */
function acceptOrFirst(candidate: number | null | undefined, allowed: readonly number[]): number | null {
  if (candidate !== null && candidate !== undefined && allowed.includes(candidate)) return candidate;
  return allowed[0] ?? null;
}

/** Default view type (appViewType): accepted only if the site allows it. */
export function defaultViewType(candidate: number | null | undefined, allowed: readonly number[]): number | null {
  return acceptOrFirst(candidate, allowed);
}

/** Default market naming (marketsNameType): accepted only if the site allows it. */
export function defaultMarketsNameType(
  candidate: number | null | undefined,
  allowed: readonly number[],
): number | null {
  return acceptOrFirst(candidate, allowed);
}
