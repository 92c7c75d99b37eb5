// Constants of the guard chain (shell-and-routing.md §4–§6, limits-coupon-auth.md §6, §9).

/** Where banned users go (limits-coupon-auth.md §2: "an external ban page"); an operator sets its own. */
export const DEFAULT_BAN_PAGE_URL = 'https://help.betsite.example/account-restricted';

/** Geo headers CDNs set with the visitor's country, in the order we trust them. */
export const GEO_COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'] as const;
/** Default geo country when no header says (limits-coupon-auth.md §9). */
export const DEFAULT_GEO_COUNTRY = 'ru';

/** Query kept across every redirect (shell-and-routing.md §5). */
export const KEPT_QUERY = { paymentConsultant: 'payment_consultant' } as const;
/** Query that forces the mobile layout and is dropped from redirects to home (limits-coupon-auth.md §2). */
export const PLATFORM_TYPE_QUERY = 'platform_type';
/** The query a guard uses to keep the wanted page (same-origin paths only). */
export const RETURN_URL_QUERY = 'returnUrl';
