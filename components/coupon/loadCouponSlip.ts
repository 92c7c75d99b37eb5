/** The slip's working parts, loaded when the coupon first has a bet: most pages open with none. */
export const loadCouponSlip = () => import('./CouponSlip').then((m) => m.CouponSlip);
