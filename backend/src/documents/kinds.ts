/**
 * The documents a player sends and what they add up to (docs/documents-api.md "Verification
 * level"; docs/decisions/verification-level.md).
 */
export const DOCUMENT_KINDS = ['identity', 'selfie', 'address'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATUSES = ['waiting', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A kind's number in the user config's verification_types (the seed's identified players have [1]). */
export const KIND_TYPE_ID: Readonly<Record<DocumentKind, number>> = { identity: 1, selfie: 2, address: 3 };

/**
 * The levels, each needing the kinds before it approved: 0 none, 1 identity, 2 identity and the
 * selfie with it, 3 all three. The level's kinds in order.
 */
export const LEVEL_KINDS: readonly DocumentKind[] = ['identity', 'selfie', 'address'];
export const MAX_LEVEL = LEVEL_KINDS.length;

/**
 * The level that makes a player identified: withdrawals above the threshold
 * (payments/config.ts IDENTIFICATION_THRESHOLD_MINOR) need it; is_need_identification becomes 0 on
 * reaching it.
 */
export const IDENTIFIED_LEVEL = 2;

/** The level the approved kinds give: the count of LEVEL_KINDS approved in order, without a gap. */
export function levelOf(approved: ReadonlySet<DocumentKind>): number {
  let level = 0;
  while (level < LEVEL_KINDS.length && approved.has(LEVEL_KINDS[level]!)) level += 1;
  return level;
}

/**
 * verification_status of the user config: 0 nothing sent, 1 documents waiting for the operator,
 * 2 identified (IDENTIFIED_LEVEL reached), 3 a document rejected and nothing waiting. The seed's
 * identified players have 2.
 */
export const VERIFICATION_STATUS = { none: 0, waiting: 1, verified: 2, rejected: 3 } as const;
