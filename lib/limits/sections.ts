import { LIMIT_FAMILIES, LIMIT_TYPE, isMoneyType, removalValue, type LimitType } from '@/lib/rules/limitTypes';

/**
 * The responsible-gaming page's rules over the service's answers (limits-coupon-auth.md §2–§5;
 * docs/limits-api.md): which value is in force, what a select offers, what the extra-limits section
 * allows. Pure: the limits and the available values as the service answers them, times in epoch
 * seconds (the service's) or milliseconds where said.
 */
export interface PageLimit {
  limitType: number;
  limitValue: number | null;
  limitState: 'ACTIVE' | 'PENDING' | 'INACTIVE';
  startedAt: number;
  endsAt: number | null;
  needApprove: boolean;
}

export interface OfferedLimit {
  type: number;
  availableValues: readonly number[];
}

/** The page's sections in the order of spec §2. */
export const SECTIONS = ['deposit', 'extra', 'reality', 'wager', 'loss'] as const;
export type SectionKey = (typeof SECTIONS)[number];

/** A money limit's running period, as a message select key (no hyphens: the ICU parser refuses them). */
export type Period = 'h24' | 'd7' | 'd30';
const PERIODS: readonly Period[] = ['h24', 'd7', 'd30'];

/** The period of a money limit type (1, 10, 20 → 24 h; 2, 11, 21 → 7 d; 3, 12, 22 → 30 d). */
export function periodOf(type: number): Period {
  for (const types of Object.values(LIMIT_FAMILIES)) {
    const index = (types as readonly number[]).indexOf(type);
    if (index >= 0) return PERIODS[index]!;
  }
  throw new Error(`Not a money limit type: ${type}`);
}

/** Whether a value means "no limit" for its type (null, or the type's own sentinel). */
export function isNoLimit(type: number, value: number | null): boolean {
  return value === null || value === removalValue(type);
}

/** The ACTIVE and the PENDING row of one type (the service lists each at most once). */
export interface LimitSlot<L extends PageLimit = PageLimit> {
  type: number;
  active: L | null;
  pending: L | null;
}

export function slotOf<L extends PageLimit>(limits: readonly L[], type: number): LimitSlot<L> {
  return {
    type,
    active: limits.find((l) => l.limitType === type && l.limitState === 'ACTIVE') ?? null,
    pending: limits.find((l) => l.limitType === type && l.limitState === 'PENDING') ?? null,
  };
}

/** The value in force: the ACTIVE row's, null when none is set or it means "no limit". */
export function valueInForce(slot: LimitSlot): number | null {
  const value = slot.active?.limitValue ?? null;
  return isNoLimit(slot.type, value) ? null : value;
}

/**
 * What a type's select offers: the service's values (the "no limit" sentinel left out) and whether
 * "no limit" may be chosen, with the value that asks for it. Money limits and the reality check are
 * removed with null; 21 and 31 offer their sentinel when the service lists it; the self-exclusion,
 * the time-out and the block cannot be removed (§4), so they offer none. A type the service does not
 * list offers nothing.
 */
export interface Choices {
  values: number[];
  /** The value sent for "no limit"; undefined when it cannot be chosen. */
  removal: number | null | undefined;
}

export function choicesOf(offered: readonly OfferedLimit[], type: number): Choices | null {
  const entry = offered.find((o) => o.type === type);
  if (!entry) return null;
  const sentinel = removalValue(type);
  const values = entry.availableValues.filter((value) => value !== sentinel);
  let removal: number | null | undefined;
  if (type === LIMIT_TYPE.deposit7d || type === LIMIT_TYPE.session) {
    removal = entry.availableValues.includes(sentinel as number) ? sentinel : undefined;
  } else if (isMoneyType(type) || type === LIMIT_TYPE.realityCheck) {
    removal = null;
  }
  return { values, removal };
}

/**
 * The changes a section's form asks for: each type whose chosen value differs from the one in
 * force and from a change already waiting (asking for either again would change nothing the player
 * meant: a waiting change is withdrawn with its own cancel button). `chosen` maps a type to its
 * select's value; "no limit" is null or the type's sentinel, and is sent as the sentinel.
 */
export function changesOf(limits: readonly PageLimit[], chosen: ReadonlyMap<number, number | null>): { limitType: number; limitValue: number | null }[] {
  const changes: { limitType: number; limitValue: number | null }[] = [];
  for (const [type, value] of chosen) {
    const slot = slotOf(limits, type);
    const wanted = isNoLimit(type, value) ? null : value;
    if (wanted === valueInForce(slot)) continue;
    if (slot.pending && wanted === (isNoLimit(type, slot.pending.limitValue) ? null : slot.pending.limitValue)) continue;
    changes.push({ limitType: type, limitValue: wanted === null ? removalValue(type) : wanted });
  }
  return changes;
}

/**
 * How far ahead of the page's clock a start may be and still count as started: the page reads its
 * clock every few seconds, so a limit saved a moment ago may start "after" it. A self-exclusion
 * set to start later starts hours or days later.
 */
export const START_SLACK_S = 60;

/** A self-exclusion, time-out or block running now: ACTIVE, started, and not ended (37 has no end). */
export function isRunning(limit: PageLimit | null, nowS: number): boolean {
  if (!limit || limit.limitState !== 'ACTIVE') return false;
  return limit.startedAt <= nowS + START_SLACK_S && (limit.endsAt === null || limit.endsAt > nowS);
}

const EXTRA_FIELDS = [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.timeOut, LIMIT_TYPE.session, LIMIT_TYPE.specialBlock] as const;

export type ExtraDisabledReason = 'blocked' | 'running' | 'unavailable';

export interface ExtraSection<L extends PageLimit = PageLimit> {
  /** The player's own block (37) in force. */
  block: L | null;
  /** A running self-exclusion or time-out: shown until its end, never cancelled (§4). */
  selfExclusion: L | null;
  timeOut: L | null;
  /** A self-exclusion set to start later (§4: a warning; the reference backend starts them at once). */
  notStarted: L | null;
  /** Why the section is disabled (§4: a type-37 limit active, or any of its fields disabled); null when it is not. */
  disabled: ExtraDisabledReason | null;
}

/**
 * The extra-limits section (self-exclusion, time-out, session limit, block). A field is disabled
 * when the service offers no values for it or its limit runs and cannot be changed (a self-exclusion
 * or time-out); then, as §4 says, the whole section is.
 */
export function extraSectionOf<L extends PageLimit>(limits: readonly L[], offered: readonly OfferedLimit[], nowS: number): ExtraSection<L> {
  const active = (type: number) => slotOf(limits, type).active;
  const block = active(LIMIT_TYPE.specialBlock);
  const exclusion = active(LIMIT_TYPE.selfExclusion);
  const timeOut = active(LIMIT_TYPE.timeOut);
  const running = {
    block: isRunning(block, nowS) ? block : null,
    selfExclusion: isRunning(exclusion, nowS) ? exclusion : null,
    timeOut: isRunning(timeOut, nowS) ? timeOut : null,
  };
  const notStarted = exclusion && exclusion.startedAt > nowS + START_SLACK_S ? exclusion : null;
  const unavailable = EXTRA_FIELDS.some((type) => !offered.some((o) => o.type === type && o.availableValues.length > 0));
  const disabled: ExtraDisabledReason | null = running.block
    ? 'blocked'
    : running.selfExclusion || running.timeOut || notStarted
      ? 'running'
      : unavailable
        ? 'unavailable'
        : null;
  return { ...running, notStarted, disabled };
}

/** The sections' anchors on the page (the deposit page links to the deposit section's). */
export const SECTION_ANCHOR: Readonly<Record<SectionKey, string>> = {
  deposit: 'deposit-limit',
  extra: 'extra-limits',
  reality: 'reality-checks',
  wager: 'wagering-limits',
  loss: 'loss-limits',
};

/** The limit types each section of the page lets a player set (§2), all of them the backend's (lib/rules/limitTypes.ts). */
export const SECTION_TYPES: Readonly<Record<SectionKey, readonly LimitType[]>> = {
  deposit: LIMIT_FAMILIES.deposit,
  extra: EXTRA_FIELDS,
  reality: [LIMIT_TYPE.realityCheck],
  wager: LIMIT_FAMILIES.wager,
  loss: LIMIT_FAMILIES.loss,
};
