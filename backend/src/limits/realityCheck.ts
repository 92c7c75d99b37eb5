import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { limitError } from './errors';
import { closeLimit, rowOf, setEndsAt } from './store';
import { TEXT } from './texts';
import { LIMIT_TYPE } from '../../../lib/rules/limitTypes';

/**
 * The reality check (type 32, limits-coupon-auth.md §4 "Reality check"): its ACTIVE row's `ends_at` is the
 * stored time of the next reminder (epoch s), set to start + minutes when it is saved. The player's
 * answer to a reminder (POST /web-api/api/web/user/v1/reality-check):
 *
 * - `continue` / `nothing`: the next reminder is `popup_show_at` (epoch seconds; a value in
 *   milliseconds, > 10^11, is read as such), never later than now + the minutes (only "do not show
 *   again" stops the reminders); one not after now means now + the minutes;
 * - `log_out`: the route ends the session; nothing is stored;
 * - `do_not_show_again: true`: the reality check is switched off (INACTIVE `turned_off`); setting
 *   one again turns it back on.
 */
export type RealityAction = 'continue' | 'log_out' | 'nothing';

export interface RealityAnswer {
  action: RealityAction;
  doNotShowAgain: boolean;
  popupShowAt: number;
}

export interface RealityState {
  action: RealityAction;
  do_not_show_again: boolean;
  /** The next reminder, epoch s; null: none (switched off, or logged out). */
  popup_show_at: number | null;
  minutes: number | null;
}

const MS_THRESHOLD = 1e11;

export function answerRealityCheck(db: Db, userId: number, answer: RealityAnswer, now: number, lang: Lang): RealityState {
  const row = rowOf(db, userId, LIMIT_TYPE.realityCheck, 'ACTIVE');
  const minutes = row?.limit_value ?? null;
  const state = { action: answer.action, do_not_show_again: answer.doNotShowAgain, minutes };
  if (answer.doNotShowAgain) {
    if (row) closeLimit(db, row.id, 'turned_off', now);
    return { ...state, popup_show_at: null, minutes: null };
  }
  if (answer.action === 'log_out') return { ...state, popup_show_at: null };
  if (!row || minutes === null) {
    throw limitError(400, 'no_reality_check', TEXT.noRealityCheck(lang), { meta: { limitType: LIMIT_TYPE.realityCheck } });
  }
  const asked = answer.popupShowAt > MS_THRESHOLD ? Math.floor(answer.popupShowAt / 1000) : Math.floor(answer.popupShowAt);
  const next = asked > now ? Math.min(asked, now + minutes * 60) : now + minutes * 60;
  setEndsAt(db, row.id, next);
  return { ...state, popup_show_at: next };
}

/** A new sign-in starts the time in play again: the next reminder is now + the minutes. */
export function restartRealityCheck(db: Db, userId: number, now: number): void {
  const row = rowOf(db, userId, LIMIT_TYPE.realityCheck, 'ACTIVE');
  if (row?.limit_value) setEndsAt(db, row.id, now + row.limit_value * 60);
}
