// Constants of the guard chain (shell spec §4–§6, limits spec §6, §9).

/** Where banned users go (limits spec §2: "an external ban page"); an operator sets its own. */
export const DEFAULT_BAN_PAGE_URL = 'https://help.betsite.example/account-restricted';

/** Geo headers CDNs set with the visitor's country, in the order we trust them. */
export const GEO_COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'] as const;
/** Default geo country when no header says (limits spec §9). */
export const DEFAULT_GEO_COUNTRY = 'ru';

/** Ban version 1 allows level 53 on the deduce page, any other version level 45 (limits spec §6). */
export function allowedBanLevel(banVersion: number): number {
  return banVersion === 1 ? 53 : 45;
}

/** Query kept across every redirect (shell spec §5). */
export const KEPT_QUERY = { paymentConsultant: 'payment_consultant' } as const;
/** Query that forces the mobile layout and is dropped from redirects to home (limits spec §2). */
export const PLATFORM_TYPE_QUERY = 'platform_type';
/** The query a guard uses to keep the wanted page (same-origin paths only). */
export const RETURN_URL_QUERY = 'returnUrl';
