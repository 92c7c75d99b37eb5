// Terms constants (shell-and-routing.md §4, limits-coupon-auth.md §4, §9).
/** While a player is signed in and the page is visible, whether the terms changed is checked every 60 s. */
export const TERMS_CHECK_MS = 60000;
