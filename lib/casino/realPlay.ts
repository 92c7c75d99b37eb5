import type { Rights } from '@/lib/api/rights';
import type { Limit } from '@/lib/api/limits/limit';
import { LIMIT_TYPE } from '@/lib/rules/limitTypes';
import { isRunning } from '@/lib/limits/sections';

/** The right the backend drops when real casino play is refused (a ban, self-exclusion, time-out, block 37). */
export const CASINO_RIGHT = 'casino';

/** Why a signed-in player may not play for money, in the order the page names them. */
export type RealPlayRefusal = 'banned' | 'blocked' | 'selfExcluded' | 'timeOut' | 'restricted';

export type RealPlayAccess =
  /** Not signed in: a login link that comes back to the game. */
  | { kind: 'visitor' }
  /** Signed in, the rights (or, without `casino`, the limits that say why) not known yet. */
  | { kind: 'checking' }
  /** The rights could not be read: say so and offer to ask again (the backend decides anyway). */
  | { kind: 'unknown' }
  | { kind: 'allowed' }
  /** `endsAt`: when the self-exclusion or time-out ends (epoch seconds), when known. */
  | { kind: 'refused'; reason: RealPlayRefusal; endsAt: number | null };

export interface RealPlayFacts {
  signedIn: boolean;
  /** `GET /web-api/user/rights`; undefined while it loads. */
  rights: Rights | undefined;
  rightsFailed: boolean;
  /** The player's limits (asked only when `casino` is missing); undefined while they load or when they failed. */
  limits: readonly Limit[] | undefined;
  limitsSettled: boolean;
  nowS: number;
}

/** Whether the limits are worth asking for: a signed-in, unbanned player whose rights lack `casino`. */
export function needsRefusalReason(rights: Rights | undefined): boolean {
  return rights !== undefined && !rights.rights.includes(CASINO_RIGHT) && rights.ban_level === 0;
}

/**
 * What the "Play for money" place shows. The rights decide (the backend drops `casino` with a
 * ban and with a running self-exclusion, time-out or block 37); the limits only name the reason,
 * so a player refused for a reason the limits do not show still sees a refusal ("restricted").
 */
export function realPlayAccess(facts: RealPlayFacts): RealPlayAccess {
  if (!facts.signedIn) return { kind: 'visitor' };
  if (facts.rights === undefined) return facts.rightsFailed ? { kind: 'unknown' } : { kind: 'checking' };
  if (facts.rights.rights.includes(CASINO_RIGHT)) return { kind: 'allowed' };
  if (facts.rights.ban_level > 0) return { kind: 'refused', reason: 'banned', endsAt: null };
  if (!facts.limitsSettled) return { kind: 'checking' };
  const running = (type: number) => {
    const limit = (facts.limits ?? []).find((l) => l.limitType === type && l.limitState === 'ACTIVE') ?? null;
    return isRunning(limit, facts.nowS) ? limit : null;
  };
  const block = running(LIMIT_TYPE.specialBlock);
  if (block) return { kind: 'refused', reason: 'blocked', endsAt: null };
  const exclusion = running(LIMIT_TYPE.selfExclusion);
  if (exclusion) return { kind: 'refused', reason: 'selfExcluded', endsAt: exclusion.endsAt };
  const timeOut = running(LIMIT_TYPE.timeOut);
  if (timeOut) return { kind: 'refused', reason: 'timeOut', endsAt: timeOut.endsAt };
  return { kind: 'refused', reason: 'restricted', endsAt: null };
}
