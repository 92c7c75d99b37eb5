import { toMajor } from '../accounts/money';
import type { Right } from '../auth/rights';
import type { Db } from '../db/handle';
import type { ApiError } from '../errors';
import type { Lang } from '../lang';
import { limitError } from './errors';
import { type LimitRow, runningRows } from './store';
import { limitCurrencyText, limitExceededText, selfExcludedText, TEXT, timeOutText } from './texts';
import { type LimitFamily, LIMIT_FAMILIES, LIMIT_TYPE, type LimitType } from '../../../lib/rules/limitTypes';
import { RESTRICTION_TYPES } from './types';
import { limitIso, usageOf } from './usage';

/**
 * The limits held where the money moves (ARCHITECTURE.md "Money and limits"): the coupon calls
 * assertBetAllowed before its stake is taken, the cashier assertDepositAllowed before a deposit is
 * created. Pure reads on the backend clock (`now` in epoch seconds), amounts in minor units. A
 * refusal is a 403 ApiError in the limit-service shape (errors.ts) whose `meta` is
 * `{ limitType, left }` (`left` in major units of `iso`; null for a self-exclusion, time-out or block,
 * which also carry `endsAt`), its text in the player's language saying which limit and what is left.
 */

/** The running self-exclusion, time-out or special block, the strictest first (37, 30, 33). */
export function activeRestriction(db: Db, userId: number, now: number): LimitRow | undefined {
  const rows = runningRows(db, userId, RESTRICTION_TYPES, now);
  return RESTRICTION_TYPES.map((type) => rows.find((row) => row.limit_type === type)).find((row) => row !== undefined);
}

function restrictionError(row: LimitRow, lang: Lang): ApiError {
  const meta = { limitType: row.limit_type, left: null, endsAt: row.ends_at };
  if (row.limit_type === LIMIT_TYPE.specialBlock) return limitError(403, 'blocked', TEXT.blocked(lang), { meta });
  if (row.limit_type === LIMIT_TYPE.selfExclusion) {
    return limitError(403, 'self_excluded', selfExcludedText(row.ends_at ?? 0, lang), { meta });
  }
  return limitError(403, 'time_out', timeOutText(row.ends_at ?? 0, lang), { meta });
}

/** Throws when a self-exclusion, time-out or special block runs. */
export function assertNotRestricted(db: Db, userId: number, now: number, lang: Lang): void {
  const row = activeRestriction(db, userId, now);
  if (row) throw restrictionError(row, lang);
}

interface Headroom {
  type: LimitType;
  iso: string;
  leftMinor: number;
}

/**
 * The running limits of these families with what each has left, tightest first: the lowest of the
 * 24 h, 7 d and 30 d limits (and of wagering and loss) is the one that decides.
 */
function headroom(db: Db, userId: number, families: readonly LimitFamily[], now: number): Headroom[] {
  const types = families.flatMap((family) => LIMIT_FAMILIES[family]);
  return runningRows(db, userId, types, now)
    .filter((row) => row.limit_value !== null)
    .map((row) => ({ type: row.limit_type, iso: row.iso ?? limitIso(db, userId), leftMinor: usageOf(db, row, now).leftMinor }))
    .sort((a, b) => a.leftMinor - b.leftMinor || a.type - b.type);
}

function assertWithinLimits(
  db: Db,
  userId: number,
  families: readonly LimitFamily[],
  amountMinor: number,
  now: number,
  lang: Lang,
  iso?: string,
): void {
  const limits = headroom(db, userId, families, now);
  // No exchange rates here: money in another currency than the limits' cannot be counted, so it is refused while they run.
  const foreign = iso === undefined ? undefined : limits.find((limit) => limit.iso !== iso);
  if (foreign && iso !== undefined) {
    throw limitError(403, 'limit_currency', limitCurrencyText(foreign.type, foreign.iso, iso, lang), {
      meta: { limitType: foreign.type, left: toMajor(foreign.leftMinor), iso: foreign.iso },
    });
  }
  const tightest = limits[0];
  if (tightest && amountMinor > tightest.leftMinor) {
    const left = toMajor(tightest.leftMinor);
    throw limitError(403, 'limit_exceeded', limitExceededText(tightest.type, String(left), tightest.iso, lang), {
      meta: { limitType: tightest.type, left, iso: tightest.iso },
    });
  }
}

/**
 * A stake of `stakeMinor` (in `iso`, default the limits' currency): refused by a running special
 * block, self-exclusion or time-out, by a wagering limit it would pass (stakes less refunds in the
 * window) or by a loss limit it could take past (net loss in the window plus this stake).
 */
export function assertBetAllowed(db: Db, userId: number, stakeMinor: number, now: number, lang: Lang, iso?: string): void {
  assertNotRestricted(db, userId, now, lang);
  assertWithinLimits(db, userId, ['wager', 'loss'], stakeMinor, now, lang, iso);
}

/**
 * A deposit of `amountMinor` (in `iso`, default the limits' currency): refused by a running special
 * block, self-exclusion or time-out, or by a deposit limit it would pass (deposits pending or paid
 * in the window plus this one).
 */
export function assertDepositAllowed(db: Db, userId: number, amountMinor: number, now: number, lang: Lang, iso?: string): void {
  assertNotRestricted(db, userId, now, lang);
  assertWithinLimits(db, userId, ['deposit'], amountMinor, now, lang, iso);
}

/** The rights a self-exclusion, time-out or special block takes away while it runs. */
export const RESTRICTED_RIGHTS: readonly Right[] = ['bet', 'casino', 'deposit'];

/** `rights` less bet, casino and deposit while a self-exclusion, time-out or special block runs; withdraw and office stay. */
export function restrictedRights(db: Db, userId: number, now: number, rights: readonly Right[]): Right[] {
  if (!activeRestriction(db, userId, now)) return [...rights];
  return rights.filter((right) => !RESTRICTED_RIGHTS.includes(right));
}
