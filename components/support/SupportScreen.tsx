'use client';

/** `office/support`: the player's support requests and their threads. */
export function SupportScreen() {
  return null;
}
