import type { Db } from '../db/handle';
import { findUserById, setVerification } from '../accounts/users';
import { DOCUMENT_KINDS, IDENTIFIED_LEVEL, KIND_TYPE_ID, levelOf, MAX_LEVEL, LEVEL_KINDS, VERIFICATION_STATUS, type DocumentKind } from './kinds';
import { documentsOf, latestByKind, type DocumentRow } from './store';

export interface Verification {
  /** 0–3 (documents/kinds.ts). */
  level: number;
  maxLevel: number;
  /** The kind the next level needs; null at the top. */
  nextKind: DocumentKind | null;
  /** Whether withdrawals above the threshold are allowed (is_need_identification false). */
  identified: boolean;
  identifiedLevel: number;
}

const approvedKinds = (rows: readonly DocumentRow[]) => new Set(rows.filter((row) => row.status === 'approved').map((row) => row.kind));

/** The player's level from his documents, and whether he is identified (by them or before them). */
export function verificationOf(db: Db, userId: number): Verification {
  const level = levelOf(approvedKinds(documentsOf(db, userId)));
  const user = findUserById(db, userId);
  return {
    level,
    maxLevel: MAX_LEVEL,
    nextKind: LEVEL_KINDS[level] ?? null,
    identified: user?.is_need_identification === 0,
    identifiedLevel: IDENTIFIED_LEVEL,
  };
}

/**
 * The user config's verification fields after a document changed (docs/decisions/verification-level.md):
 * - is_need_identification becomes 0 at IDENTIFIED_LEVEL and is never set back to 1 here (a player
 *   identified otherwise, as the seed's are, stays identified);
 * - verification_types: the kinds approved (1 identity, 2 selfie, 3 address), with those already there;
 * - verification_status: 2 identified, else 1 something waiting, 3 the newest of a kind rejected, 0 none;
 * - requested_additional_document: a kind's newest document is rejected (another is asked for);
 * - user_status_id 2 (identified) once identified; show_verification_modal_on_deposit_page off then.
 */
export function applyVerification(db: Db, userId: number): void {
  const user = findUserById(db, userId);
  if (!user) return;
  const rows = documentsOf(db, userId);
  const latest = [...latestByKind(rows).values()];
  const level = levelOf(approvedKinds(rows));
  const identified = user.is_need_identification === 0 || level >= IDENTIFIED_LEVEL;
  const types = new Set(JSON.parse(user.verification_types) as number[]);
  for (const kind of DOCUMENT_KINDS) if (approvedKinds(rows).has(kind)) types.add(KIND_TYPE_ID[kind]);
  const waiting = latest.some((row) => row.status === 'waiting');
  const rejected = latest.some((row) => row.status === 'rejected');
  const status = identified
    ? VERIFICATION_STATUS.verified
    : waiting
      ? VERIFICATION_STATUS.waiting
      : rejected
        ? VERIFICATION_STATUS.rejected
        : VERIFICATION_STATUS.none;
  setVerification(db, userId, {
    is_need_identification: identified ? 0 : 1,
    user_status_id: identified ? 2 : user.user_status_id,
    verification_status: status,
    verification_types: [...types].sort((a, b) => a - b),
    requested_additional_document: rejected ? 1 : 0,
    show_verification_modal_on_deposit_page: identified ? 0 : user.show_verification_modal_on_deposit_page,
  });
}
