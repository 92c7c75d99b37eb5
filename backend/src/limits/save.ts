import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { toStoredValue } from './catalogue';
import { limitError } from './errors';
import { createTest, questionsView, type QuestionView } from './questions';
import { isReasonId } from './reasons';
import { applyChange, loosens } from './state';
import { runningRows, savesSince } from './store';
import { TEXT, unknownTypeText, valueUnavailableText } from './texts';
import { isLimitType, LIMIT_TYPE } from '../../../lib/rules/limitTypes';
import { CAPTCHA_WINDOW_S, EXTRA_TYPES, type LimitChange, SAVES_BEFORE_CAPTCHA } from './types';
import { limitIso } from './usage';
import { listLimits, type LimitView } from './view';

/**
 * Saving limits (POST …/v3/limits): the request's limits checked against the catalogue (a value not
 * in `availableValues` is 400), then either applied at once in one transaction (status 200) or, when
 * one of them loosens a limit in force, kept behind the questions (status 202 with `questions` and
 * `tokenGuid`; testanswers applies them).
 */
export interface LimitItem {
  limitType: number;
  limitValue: number | null;
  selfExcludeReasonId?: number | undefined;
}

export interface SaveAnswer {
  /** 200: saved; 202: the questions must be answered first (POST testanswers). */
  status: 200 | 202;
  questions: QuestionView[];
  tokenGuid: string | null;
  limitsData: LimitView[];
}

/** The items as changes in the backend's units; the first wrong one is 400 `limit_value_unavailable` (or `validation`). */
export function toChanges(db: Db, userId: number, items: readonly LimitItem[], lang: Lang): LimitChange[] {
  const iso = limitIso(db, userId);
  const seen = new Set<number>();
  return items.map((item, index) => {
    const pointer = `/limits/${index}`;
    if (!isLimitType(item.limitType)) throw limitError(400, 'validation', unknownTypeText(item.limitType, lang), { pointer });
    if (seen.has(item.limitType)) throw limitError(400, 'validation', TEXT.duplicateType(lang), { pointer });
    seen.add(item.limitType);
    const stored = toStoredValue(item.limitType, item.limitValue, iso);
    if (!stored.ok) {
      throw limitError(400, 'limit_value_unavailable', valueUnavailableText(item.limitType, item.limitValue, lang), {
        meta: { limitType: item.limitType },
        pointer,
      });
    }
    const reason = item.selfExcludeReasonId;
    if (reason !== undefined && (item.limitType !== LIMIT_TYPE.selfExclusion || !isReasonId(reason))) {
      throw limitError(400, 'validation', TEXT.invalidRequest(lang), { pointer: `${pointer}/selfExcludeReasonId` });
    }
    return { type: item.limitType, value: stored.value, ...(reason === undefined ? {} : { selfExcludeReasonId: reason }) };
  });
}

/** Whether this player's next save needs a solved captcha: SAVES_BEFORE_CAPTCHA saves within CAPTCHA_WINDOW_S. */
export const captchaNeeded = (db: Db, userId: number, now: number): boolean =>
  savesSince(db, userId, now - CAPTCHA_WINDOW_S) >= SAVES_BEFORE_CAPTCHA;

/** Applies the changes in one transaction (all or none); the extra limits are refused while a special block runs. */
export function applyChanges(db: Db, userId: number, changes: readonly LimitChange[], now: number, lang: Lang): void {
  if (changes.some((change) => EXTRA_TYPES.includes(change.type)) && runningRows(db, userId, [LIMIT_TYPE.specialBlock], now).length > 0) {
    throw limitError(403, 'blocked', TEXT.blockedExtra(lang), { meta: { limitType: LIMIT_TYPE.specialBlock } });
  }
  const iso = limitIso(db, userId);
  db.transaction(() => {
    for (const change of changes) applyChange(db, userId, change, iso, now, lang);
  })();
}

const DRY_RUN = Symbol('dry run');

/** Throws the refusal applying the changes now would meet (a shortened self-exclusion…), changing nothing. */
function assertApplicable(db: Db, userId: number, changes: readonly LimitChange[], now: number, lang: Lang): void {
  try {
    db.transaction(() => {
      applyChanges(db, userId, changes, now, lang);
      throw DRY_RUN;
    })();
  } catch (error) {
    if (error !== DRY_RUN) throw error;
  }
}

export function saveLimits(db: Db, userId: number, changes: LimitChange[], now: number, lang: Lang): SaveAnswer {
  if (changes.some((change) => loosens(db, userId, change))) {
    // The questions only for a request that would be saved: a refusal now rather than after the answers.
    assertApplicable(db, userId, changes, now, lang);
    const tokenGuid = createTest(db, userId, changes, now);
    return { status: 202, questions: questionsView(lang), tokenGuid, limitsData: listLimits(db, userId, now, lang) };
  }
  applyChanges(db, userId, changes, now, lang);
  return { status: 200, questions: [], tokenGuid: null, limitsData: listLimits(db, userId, now, lang) };
}
