'use client';

/** `office/bringfriend`: the referral programme. */
export function BringFriendScreen() {
  return null;
}
