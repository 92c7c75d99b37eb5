import { mainAccountOf } from '../accounts/accounts';
import { toMajor } from '../accounts/money';
import type { UserRow } from '../accounts/rows';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { bonusRef } from './grant';
import { bonusLedgerRows, type BonusRow } from './store';
import {
  CASINO_WEIGHT_PERCENT,
  FIRST_DEPOSIT_BONUS_CAP_MINOR,
  FIRST_DEPOSIT_BONUS_MIN_DEPOSIT_MINOR,
  FIRST_DEPOSIT_BONUS_PERCENT,
  FIRST_DEPOSIT_TERMS,
  WAGERING_PAGE_SIZE,
} from './terms';
import type { BonusWagering, WageringEntry } from './wagering';

const iso = (at: number) => new Date(at).toISOString();
const odds = (x100: number | null) => (x100 === null ? null : x100 / 100);

/** What left (or came off) the bonus account when it closed, in minor units; null while active. */
function movedMinor(db: Db, bonus: BonusRow): number | null {
  if (bonus.status === 'active') return null;
  const kind = bonus.status === 'wagered' ? 'bonus_release' : 'bonus_forfeit';
  return -bonusLedgerRows(db, bonusRef(bonus.id))
    .filter((row) => row.kind === kind && row.account_id === bonus.account_id)
    .reduce((sum, row) => sum + row.amount_minor, 0);
}

/** One bonus as GET /web-api/bonuses lists it (docs/bonuses-api.md); amounts in major units. */
export function bonusView(db: Db, { bonus, wageredMinor }: BonusWagering) {
  return {
    id: bonus.id,
    product: bonus.product,
    source: bonus.source,
    currency: bonus.iso,
    amount: toMajor(bonus.amount_minor),
    wagerMultiplier: bonus.wager_multiplier,
    minOdds: odds(bonus.min_odds_x100),
    weights: bonus.product === 'casino' ? { ...CASINO_WEIGHT_PERCENT } : null,
    required: toMajor(bonus.wager_required_minor),
    wagered: toMajor(wageredMinor),
    remaining: toMajor(Math.max(0, bonus.wager_required_minor - wageredMinor)),
    grantedAt: iso(bonus.granted_at),
    deadline: iso(bonus.deadline_at),
    status: bonus.status,
    closedAt: bonus.closed_at === null ? null : iso(bonus.closed_at),
    moved: ((minor) => (minor === null ? null : toMajor(minor)))(movedMinor(db, bonus)),
  };
}

/** The first-deposit offer: whether the player can still get it, in his main currency, and its terms per product. */
export function firstDepositOfferView(db: Db, user: UserRow) {
  const currency = mainAccountOf(db, user.id)?.iso ?? 'RUB';
  const cap = FIRST_DEPOSIT_BONUS_CAP_MINOR[currency];
  const min = FIRST_DEPOSIT_BONUS_MIN_DEPOSIT_MINOR[currency];
  return {
    available: user.first_deposit_bonus_available === 1 && cap !== undefined,
    currency,
    percent: FIRST_DEPOSIT_BONUS_PERCENT,
    cap: cap === undefined ? null : toMajor(cap),
    minDeposit: min === undefined ? null : toMajor(min),
    products: {
      sport: { choice: 1, wagerMultiplier: FIRST_DEPOSIT_TERMS.sport.wagerMultiplier, minOdds: odds(FIRST_DEPOSIT_TERMS.sport.minOddsX100), days: FIRST_DEPOSIT_TERMS.sport.days, weights: null },
      casino: { choice: 2, wagerMultiplier: FIRST_DEPOSIT_TERMS.casino.wagerMultiplier, minOdds: null, days: FIRST_DEPOSIT_TERMS.casino.days, weights: { ...CASINO_WEIGHT_PERCENT } },
    },
  };
}

function entryView({ stake, countedMinor, reason }: WageringEntry, lang: Lang) {
  return {
    kind: stake.product === 'sport' ? ('coupon' as const) : ('round' as const),
    id: stake.id,
    placedAt: iso(stake.placedAt),
    settledAt: stake.settledAt === null ? null : iso(stake.settledAt),
    status: stake.status,
    stake: toMajor(stake.stakeMinor),
    odds: odds(stake.oddsX100),
    game: stake.gameName ? stake.gameName[lang] : null,
    weight: stake.weight === null ? null : CASINO_WEIGHT_PERCENT[stake.weight],
    counted: toMajor(countedMinor),
    reason,
  };
}

/** GET /web-api/bonuses/{id}/wagering: one page of the bonus's stakes, newest first, counted or not and why. */
export function wageringPageView(wagering: BonusWagering, page: number, lang: Lang) {
  const { entries } = wagering;
  const start = (page - 1) * WAGERING_PAGE_SIZE;
  return {
    bonusId: wagering.bonus.id,
    page,
    pageSize: WAGERING_PAGE_SIZE,
    total: entries.length,
    countedTotal: entries.filter((entry) => entry.reason === null).length,
    items: entries.slice(start, start + WAGERING_PAGE_SIZE).map((entry) => entryView(entry, lang)),
  };
}

/** GET /__control/bonuses/{login}: the contract's shape, amounts in major units. */
export function controlBonusView({ bonus, wageredMinor }: BonusWagering) {
  return {
    bonusId: bonus.id,
    kind: bonus.product,
    amount: toMajor(bonus.amount_minor),
    wagerRequired: toMajor(bonus.wager_required_minor),
    wagered: toMajor(wageredMinor),
    status: bonus.status,
    deadline: iso(bonus.deadline_at),
  };
}
