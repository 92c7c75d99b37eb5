'use client';

/** `office/promotion`: promo codes and the offers the player joined. */
export function OfficePromotionScreen() {
  return null;
}
