'use client';

/** `office/share-idea`: a player's ideas and the operator's answers. */
export function IdeasScreen() {
  return null;
}
