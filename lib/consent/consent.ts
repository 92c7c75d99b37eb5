import { COOKIE_KIND, type ConsentKind } from '@/lib/config/consent';

export type AgreeType = 'ALL' | 'functionality' | 'marketing' | 'disabled';
export const AGREE_TYPES: readonly AgreeType[] = ['ALL', 'functionality', 'marketing', 'disabled'];

export function isAgreeType(value: unknown): value is AgreeType {
  return typeof value === 'string' && (AGREE_TYPES as readonly string[]).includes(value);
}

/**
 * The agree type of a choice (shell-and-routing.md §4): everything chosen is ALL; otherwise the single
 * chosen kind; otherwise disabled.
 */
export function agreeTypeFrom(choice: { functionality: boolean; marketing: boolean }): AgreeType {
  if (choice.functionality && choice.marketing) return 'ALL';
  if (choice.functionality) return 'functionality';
  if (choice.marketing) return 'marketing';
  return 'disabled';
}

/** Whether an agree type (or none yet) lets cookies of this kind be written. */
export function consentAllows(type: AgreeType | null, kind: ConsentKind): boolean {
  if (kind === 'necessary') return true;
  return type === 'ALL' || type === kind;
}

/** Whether a cookie may be written now; a cookie the table does not know counts as functional. */
export function mayWriteCookie(name: string, type: AgreeType | null): boolean {
  return consentAllows(type, COOKIE_KIND[name] ?? 'functionality');
}
