import { mainAccountOf } from '../accounts/accounts';
import { toMajor } from '../accounts/money';
import { findUserById } from '../accounts/users';
import { bannedError } from '../auth/requireSession';
import { moneyAllowed } from '../auth/rights';
import { grantBonus } from '../bonuses/grant';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { assertNotRestricted } from '../limits/enforce';
import {
  notSignedIn,
  promoAlreadyUsed,
  promoConditionNotMet,
  promoExpired,
  promoNotStarted,
  promoUnknown,
  promoUsedUp,
} from './errors';

/** A row of promo_codes as better-sqlite3 returns it. */
export interface PromoCodeRow {
  code: string;
  kind: 'bonus' | 'freebet';
  product: 'sport' | 'casino';
  amounts: string;
  wager_multiplier: number;
  min_odds_x100: number | null;
  days: number;
  valid_from: number | null;
  valid_until: number | null;
  max_uses_total: number | null;
  max_uses_per_player: number;
  channel: 'any' | 'office' | 'coupon';
  requires_deposit: 0 | 1;
  min_stake: string | null;
  title_ru: string;
  title_en: string;
  description_ru: string;
  description_en: string;
}

export type PromoChannel = 'office' | 'coupon';

export interface RedeemRequest {
  userId: number;
  /** As the player typed it: trimmed and compared case-insensitively. */
  code: string;
  channel: PromoChannel;
  lang: Lang;
  /** The coupon channel: the coupon's stake and currency, and the coupon placed with it. */
  coupon?: { stakeMinor: number; iso: string; couponId: number };
  /** Check only (POST /promo-codes/check): every refusal redeeming would give, and nothing granted. */
  dryRun?: boolean;
}

/** A code as the player types it, as it is stored. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** What a code gives in the player's currency (the check's and history's answer). */
export function offerView(row: PromoCodeRow, iso: string, lang: Lang) {
  const amounts = JSON.parse(row.amounts) as Record<string, number>;
  const minStake = row.min_stake === null ? null : (JSON.parse(row.min_stake) as Record<string, number>)[iso];
  return {
    code: row.code,
    title: row[`title_${lang}`],
    description: row[`description_${lang}`],
    kind: row.kind,
    product: row.product,
    amount: toMajor(amounts[iso] ?? 0),
    iso,
    wagerMultiplier: row.wager_multiplier,
    minOdds: row.min_odds_x100 === null ? null : row.min_odds_x100 / 100,
    days: row.days,
    channel: row.channel,
    requiresDeposit: row.requires_deposit === 1,
    minStake: minStake === undefined || minStake === null ? null : toMajor(minStake),
    validUntil: row.valid_until === null ? null : new Date(row.valid_until).toISOString(),
  };
}
export type PromoOfferView = ReturnType<typeof offerView>;

/** Whether the player has had a deposit clear (the `deposit` condition). */
export function hasDeposited(db: Db, userId: number): boolean {
  return db.prepare("SELECT 1 FROM payments WHERE user_id = ? AND kind = 'deposit' AND status = 'success' LIMIT 1").get(userId) !== undefined;
}

/**
 * The one way a promo code is redeemed, from the office or with a coupon (docs/promotions-api.md
 * "Redeeming"): the checks in a fixed order — a ban, a running self-exclusion / time-out / block,
 * an unknown code, its window on the backend clock (`now`, epoch ms), where it may be entered, the
 * currency, the player's own uses, the total uses, then its conditions — and, unless `dryRun`, the
 * redemption row and its bonus (bonuses/grant.ts) in one transaction: the caller's (the coupon's)
 * when there is one, so a refused code rolls the coupon's stake back with it. Throws the first
 * refusal (promoCodes/errors.ts, limits' 403s, 403 `banned`).
 */
export function redeemPromoCode(db: Db, now: number, request: RedeemRequest) {
  return db.transaction(() => {
    const user = findUserById(db, request.userId);
    if (!user) throw notSignedIn();
    if (!moneyAllowed(user, 'move')) throw bannedError(user);
    assertNotRestricted(db, user.id, Math.floor(now / 1000), request.lang);

    const code = normalizeCode(request.code);
    const row = code === '' ? undefined : (db.prepare('SELECT * FROM promo_codes WHERE code = ?').get(code) as PromoCodeRow | undefined);
    if (!row) throw promoUnknown();
    if (row.valid_from !== null && now < row.valid_from) throw promoNotStarted(row.valid_from);
    if (row.valid_until !== null && now >= row.valid_until) throw promoExpired(row.valid_until);
    if (row.channel === 'coupon' && request.channel !== 'coupon') {
      throw promoConditionNotMet('coupon_only', 'This promo code is entered in the coupon, with a bet');
    }
    if (row.channel === 'office' && request.channel !== 'office') {
      throw promoConditionNotMet('office_only', 'This promo code is entered in your account, not in the coupon');
    }

    const iso = request.coupon?.iso ?? mainAccountOf(db, user.id)?.iso ?? 'RUB';
    const amountMinor = (JSON.parse(row.amounts) as Record<string, number>)[iso];
    if (!amountMinor) throw promoConditionNotMet('currency', `This promo code is not offered in ${iso}`, { iso });

    const used = db
      .prepare('SELECT COUNT(*) AS n, MAX(created_at) AS last FROM promo_redemptions WHERE user_id = ? AND code = ?')
      .get(user.id, code) as { n: number; last: number | null };
    if (used.n >= row.max_uses_per_player) throw promoAlreadyUsed(used.last ?? now);
    if (row.max_uses_total !== null) {
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM promo_redemptions WHERE code = ?').get(code) as { n: number };
      if (n >= row.max_uses_total) throw promoUsedUp();
    }
    if (row.requires_deposit === 1 && !hasDeposited(db, user.id)) {
      throw promoConditionNotMet('deposit', 'This promo code is for players who have made a deposit');
    }
    const minStake = row.min_stake === null ? undefined : (JSON.parse(row.min_stake) as Record<string, number>)[iso];
    if (minStake !== undefined && (request.coupon?.stakeMinor ?? 0) < minStake) {
      throw promoConditionNotMet('min_stake', `The coupon's stake must be at least ${toMajor(minStake)} ${iso}`, { min: toMajor(minStake), iso });
    }

    const offer = offerView(row, iso, request.lang);
    if (request.dryRun) return { offer, redemptionId: null, bonusId: null };

    const useNo = used.n + 1;
    // The first use keeps the grant's documented ref (`promo:<CODE>`); a code allowed more than once per player numbers its later uses.
    const sourceRef = useNo === 1 ? `promo:${code}` : `promo:${code}:${useNo}`;
    const { bonusId } = grantBonus(db, now, {
      userId: user.id,
      iso,
      product: row.product,
      source: 'promo_code',
      sourceRef,
      amountMinor,
      wagerMultiplier: row.wager_multiplier,
      minOddsX100: row.min_odds_x100,
      days: row.days,
    });
    const redemptionId = Number(
      db
        .prepare(
          `INSERT INTO promo_redemptions (user_id, code, use_no, channel, coupon_id, bonus_id, iso, amount_minor, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(user.id, code, useNo, request.channel, request.coupon?.couponId ?? null, bonusId, iso, amountMinor, now).lastInsertRowid,
    );
    return { offer, redemptionId, bonusId };
  })();
}

interface HistoryRow {
  id: number;
  code: string;
  channel: PromoChannel;
  coupon_id: number | null;
  bonus_id: number;
  iso: string;
  amount_minor: number;
  created_at: number;
  title_ru: string;
  title_en: string;
  kind: 'bonus' | 'freebet';
  product: 'sport' | 'casino';
  bonus_status: string | null;
  deadline_at: number | null;
}

/** The player's redeemed codes, newest first, with where each bonus stands (GET /promo-codes/history). */
export function redemptionHistory(db: Db, userId: number, lang: Lang) {
  const rows = db
    .prepare(
      `SELECT r.*, c.title_ru, c.title_en, c.kind, c.product, b.status AS bonus_status, b.deadline_at
         FROM promo_redemptions r JOIN promo_codes c ON c.code = r.code LEFT JOIN bonuses b ON b.id = r.bonus_id
        WHERE r.user_id = ? ORDER BY r.created_at DESC, r.id DESC`,
    )
    .all(userId) as HistoryRow[];
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    title: row[`title_${lang}`],
    kind: row.kind,
    product: row.product,
    channel: row.channel,
    couponId: row.coupon_id,
    amount: toMajor(row.amount_minor),
    iso: row.iso,
    redeemedAt: new Date(row.created_at).toISOString(),
    bonus: { bonusId: row.bonus_id, status: row.bonus_status, deadline: row.deadline_at === null ? null : new Date(row.deadline_at).toISOString() },
  }));
}
