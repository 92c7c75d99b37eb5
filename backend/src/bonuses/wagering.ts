import type { Db } from '../db/handle';
import { casinoStakes, contributionMinor, sportStakes, type Stake } from './stakes';
import type { BonusRow } from './store';
import { CASINO_WEIGHT_PERCENT } from './terms';
import { NOT_COUNTED_REASONS, type NotCountedReason } from '../../../lib/rules/offerReasons';

export { NOT_COUNTED_REASONS, type NotCountedReason };


/** One stake as a bonus's wagering list shows it. */
export interface WageringEntry {
  stake: Stake;
  /** What it added to this bonus (minor units); 0 when it did not count. */
  countedMinor: number;
  reason: NotCountedReason | null;
}

export interface BonusWagering {
  bonus: BonusRow;
  wageredMinor: number;
  entries: WageringEntry[];
}

/** The end of a bonus's time: its deadline, or earlier when it was closed. */
const endOf = (bonus: BonusRow) => Math.min(bonus.deadline_at, bonus.closed_at ?? Number.POSITIVE_INFINITY);

/** Why this stake cannot count toward this bonus, whatever other bonuses took; null: it can. */
export function ineligibility(stake: Stake, bonus: BonusRow): NotCountedReason | null {
  if (stake.demo) return 'demo';
  if (stake.placedAt < bonus.granted_at) return 'before_bonus';
  if (stake.settledAt === null) return 'not_settled';
  if (stake.settledAt > bonus.deadline_at) return 'after_deadline';
  if (bonus.closed_at !== null && stake.settledAt > bonus.closed_at) return 'after_close';
  if (stake.status === 'void' || (stake.product === 'sport' && stake.oddsX100 === null)) return 'void';
  if (stake.status === 'rolled_back') return 'rolled_back';
  if (stake.product === 'sport' && bonus.min_odds_x100 !== null && (stake.oddsX100 ?? 0) < bonus.min_odds_x100) return 'odds_below_floor';
  if (stake.product === 'casino' && stake.weight !== null && (CASINO_WEIGHT_PERCENT[stake.weight] as number) === 0) return 'weight_zero';
  return null;
}

/** Whether a stake belongs in a bonus's list: it ended (or, open, was placed) within the bonus's time. */
function inWindow(stake: Stake, bonus: BonusRow): boolean {
  const at = stake.settledAt ?? stake.placedAt;
  if (stake.settledAt === null && bonus.status !== 'active') return false;
  return at >= bonus.granted_at && at <= endOf(bonus);
}

const stakeOrder = (a: Stake, b: Stake) => (a.settledAt ?? Infinity) - (b.settledAt ?? Infinity) || a.placedAt - b.placedAt || a.key.localeCompare(b.key);

/**
 * The wagering of every bonus of the player (given in grant order), computed from the rows: stakes
 * are taken in the order they settled, and each counts once, for the oldest bonus of its product and
 * currency it can count for that still needs wagering. So the answer does not depend on when it is
 * asked: a stake that settled before a deadline counts even when the sweep runs later.
 */
export function wageringOf(db: Db, bonuses: readonly BonusRow[]): BonusWagering[] {
  const result = new Map<number, BonusWagering>(bonuses.map((bonus) => [bonus.id, { bonus, wageredMinor: 0, entries: [] }]));
  const groups = new Map<string, BonusRow[]>();
  for (const bonus of bonuses) {
    const group = `${bonus.user_id}|${bonus.product}|${bonus.iso}`;
    groups.set(group, [...(groups.get(group) ?? []), bonus]);
  }
  for (const group of groups.values()) {
    const first = group[0]!;
    const since = Math.min(...group.map((bonus) => bonus.granted_at));
    const stakes = (first.product === 'sport' ? sportStakes : casinoStakes)(db, first.user_id, first.iso, since).sort(stakeOrder);
    const takenBy = new Map<string, { bonusId: number; countedMinor: number }>();
    for (const stake of stakes) {
      for (const bonus of group) {
        const wagering = result.get(bonus.id)!;
        if (ineligibility(stake, bonus) !== null || wagering.wageredMinor >= bonus.wager_required_minor) continue;
        const countedMinor = contributionMinor(stake);
        wagering.wageredMinor += countedMinor;
        takenBy.set(stake.key, { bonusId: bonus.id, countedMinor });
        break;
      }
    }
    for (const bonus of group) {
      const wagering = result.get(bonus.id)!;
      for (const stake of stakes) {
        if (!inWindow(stake, bonus)) continue;
        const taken = takenBy.get(stake.key);
        if (taken?.bonusId === bonus.id) {
          wagering.entries.push({ stake, countedMinor: taken.countedMinor, reason: null });
          continue;
        }
        const reason = ineligibility(stake, bonus) ?? (taken ? 'counted_for_other_bonus' : 'requirement_met');
        wagering.entries.push({ stake, countedMinor: 0, reason });
      }
      // Newest first, as the list shows them; waiting stakes on top.
      wagering.entries.reverse();
    }
  }
  return bonuses.map((bonus) => result.get(bonus.id)!);
}
