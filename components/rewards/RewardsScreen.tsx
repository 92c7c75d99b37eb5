'use client';

/** `office/rewards`: points, levels and the shop. */
export function RewardsScreen() {
  return null;
}
