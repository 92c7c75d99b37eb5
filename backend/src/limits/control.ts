import { toMajor } from '../accounts/money';
import type { UserRow } from '../accounts/rows';
import type { Db } from '../db/handle';
import { activeRestriction } from './enforce';
import { sessionTime } from './session';
import { allRows, expireEnded, runningRows } from './store';
import { LIMIT_FAMILIES } from '../../../lib/rules/limitTypes';
import { MONEY_LIMITS } from './types';
import { limitIso, usageOf } from './usage';
import { limitView } from './view';

/**
 * GET /__control/limits/{login}: the player's limits as the backend holds them — every row with its
 * history (INACTIVE ones with when and why they closed), the usage of each running money limit, the
 * session limit's time today and the running restriction — on the backend clock (`now` epoch s).
 */
export function controlLimitsView(db: Db, user: UserRow, now: number) {
  expireEnded(db, user.id, now);
  const moneyTypes = Object.values(LIMIT_FAMILIES).flat();
  const usage = runningRows(db, user.id, moneyTypes, now)
    .filter((row) => row.limit_value !== null)
    .map((row) => {
      const used = usageOf(db, row, now);
      return {
        limitType: row.limit_type,
        family: MONEY_LIMITS[row.limit_type]?.family,
        limit: toMajor(row.limit_value ?? 0),
        used: toMajor(used.usedMinor),
        left: toMajor(used.leftMinor),
        windowStart: used.windowStart,
        resetsAt: used.resetsAt,
        currency: row.iso,
      };
    });
  const restriction = activeRestriction(db, user.id, now);
  return {
    login: user.login,
    userId: user.id,
    now,
    currency: limitIso(db, user.id),
    limits: allRows(db, user.id).map((row) => ({
      ...limitView(db, row, now, 'en'),
      id: row.id,
      closedAt: row.closed_at,
      closedReason: row.closed_reason,
    })),
    usage,
    session: sessionTime(db, user.id, now),
    restriction: restriction ? { limitType: restriction.limit_type, endsAt: restriction.ends_at } : null,
  };
}
