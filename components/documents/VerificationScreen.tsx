'use client';

/** `office/verification` and `office/identification`: the player's documents and his verification level. */
export function VerificationScreen({ identification }: { identification: boolean }) {
  void identification;
  return null;
}
