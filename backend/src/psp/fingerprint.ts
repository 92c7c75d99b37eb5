import { createHmac, randomBytes } from 'node:crypto';
import { kvGet, kvSet } from '../db/kv';
import type { Db } from '../db/handle';
import type { DetailsKind } from './methods';

/**
 * The payer's fingerprint (docs/payments-api.md "Payer fingerprint"): the same card, wallet, phone,
 * IBAN or address gives the same value on every payment, whoever's account it pays, and the value
 * tells nothing of the number: hex HMAC-SHA256 under a key only the provider holds (not PSP_SECRET,
 * which the operator shares: with it, the few unknown digits of a card could be tried out). The
 * instrument is read as a payout's details are (spaces and dashes dropped, IBAN upper-case) and
 * prefixed with its kind, so a card and a wallet id of the same digits differ.
 */
export const FINGERPRINT_KEY_KV_KEY = 'psp_fingerprint_key';

/** The provider's own key: generated on first use and kept in `kv`. */
export function fingerprintKey(db: Db): string {
  const stored = kvGet(db, FINGERPRINT_KEY_KV_KEY);
  if (stored) return stored;
  const generated = randomBytes(32).toString('hex');
  kvSet(db, FINGERPRINT_KEY_KV_KEY, generated);
  return generated;
}

/** An instrument as typed, in the one form its fingerprint is taken of. */
export function normalizeInstrument(kind: DetailsKind, instrument: string): string {
  const compact = instrument.replace(/[\s-]/g, '');
  return kind === 'account' ? compact.toUpperCase() : compact;
}

export function payerFingerprint(key: string, kind: DetailsKind, instrument: string): string {
  return createHmac('sha256', key).update(`${kind}:${normalizeInstrument(kind, instrument)}`).digest('hex');
}
