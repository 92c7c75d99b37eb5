import { toMajor } from '../accounts/money';
import { findUserById } from '../accounts/users';
import { bannedError } from '../auth/requireSession';
import { moneyAllowed } from '../auth/rights';
import { promotionEndsAt, promotionRowById, type PromotionOffer } from '../content/promotions';
import type { Db } from '../db/handle';
import type { Lang } from '../lang';
import { assertNotRestricted } from '../limits/enforce';
import { cannotLeave, firstDepositMade, notSignedIn, promotionEnded, promotionNotFound } from './errors';
import { hasDeposited, redeemPromoCode } from './redeem';

/**
 * Taking part in a promotion (docs/promotions-api.md "Offers"): what "take part" does depends on the
 * promotion's offer — `first_deposit` records the choice and sends the player to the deposit page with
 * that bonus chosen (a player who has deposited is refused: the bonus is spent), `promo_code` redeems
 * the code through redeemPromoCode (the bonus is the participation), `cashback` records the player in
 * the weekly cashback and sends him to the office's cashback page, `join` is an opt-in he may leave.
 * One row per player and promotion (promotion_participations); joining again is answered, not doubled.
 */
interface ParticipationRow {
  user_id: number;
  promotion_id: number;
  status: 'joined' | 'left' | 'completed';
  joined_at: number;
  left_at: number | null;
  bonus_id: number | null;
}

/** Where the site sends the player after joining: a route name of lib/routes/manifest.ts and its query. */
type Next = { route: 'officeRecharge'; bonusChoice: 1 | 2 } | { route: 'officeCashback'; programme: 'vip' | 'premium' } | null;

function nextOf(offer: PromotionOffer): Next {
  if (offer.type === 'first_deposit') return { route: 'officeRecharge', bonusChoice: offer.product === 'sport' ? 1 : 2 };
  if (offer.type === 'cashback') return { route: 'officeCashback', programme: offer.programme };
  return null;
}

function loadOffer(db: Db, promotionId: number) {
  const row = promotionRowById(db, promotionId);
  if (!row || !row.offer) throw promotionNotFound(String(promotionId));
  return { row, offer: JSON.parse(row.offer) as PromotionOffer };
}

function assertMayJoin(db: Db, userId: number, now: number, lang: Lang) {
  const user = findUserById(db, userId);
  if (!user) throw notSignedIn();
  if (!moneyAllowed(user, 'move')) throw bannedError(user);
  assertNotRestricted(db, userId, Math.floor(now / 1000), lang);
}

/** "Take part": one transaction; answers the participation and where to go next. */
export function joinPromotion(db: Db, now: number, userId: number, promotionId: number, lang: Lang) {
  return db.transaction(() => {
    const { row, offer } = loadOffer(db, promotionId);
    assertMayJoin(db, userId, now, lang);
    const endsAt = promotionEndsAt(row, now);
    if (endsAt !== null && now > endsAt) throw promotionEnded();
    const existing = db.prepare('SELECT * FROM promotion_participations WHERE user_id = ? AND promotion_id = ?').get(userId, promotionId) as
      | ParticipationRow
      | undefined;
    if (existing && existing.status !== 'left') return { ...offerOf(db, existing, now, lang), next: nextOf(offer) };

    let status: ParticipationRow['status'] = 'joined';
    let bonusId: number | null = null;
    if (offer.type === 'first_deposit' && hasDeposited(db, userId)) throw firstDepositMade();
    if (offer.type === 'promo_code') {
      bonusId = redeemPromoCode(db, now, { userId, code: offer.code, channel: 'office', lang }).bonusId;
      status = 'completed';
    }
    db.prepare(
      `INSERT INTO promotion_participations (user_id, promotion_id, status, joined_at, left_at, bonus_id) VALUES (?, ?, ?, ?, NULL, ?)
       ON CONFLICT (user_id, promotion_id) DO UPDATE SET status = excluded.status, joined_at = excluded.joined_at, left_at = NULL, bonus_id = excluded.bonus_id`,
    ).run(userId, promotionId, status, now, bonusId);
    const saved = db.prepare('SELECT * FROM promotion_participations WHERE user_id = ? AND promotion_id = ?').get(userId, promotionId) as ParticipationRow;
    return { ...offerOf(db, saved, now, lang), next: nextOf(offer) };
  }).immediate();
}

/** Leaving an opt-in (join, cashback, a first-deposit choice); a granted promo-code bonus is not left here. */
export function leavePromotion(db: Db, now: number, userId: number, promotionId: number, lang: Lang) {
  return db.transaction(() => {
    loadOffer(db, promotionId);
    const existing = db.prepare('SELECT * FROM promotion_participations WHERE user_id = ? AND promotion_id = ?').get(userId, promotionId) as
      | ParticipationRow
      | undefined;
    if (!existing || existing.status === 'left') throw cannotLeave('not_joined');
    if (existing.status === 'completed') throw cannotLeave('granted');
    db.prepare("UPDATE promotion_participations SET status = 'left', left_at = ? WHERE user_id = ? AND promotion_id = ?").run(now, userId, promotionId);
    return offerOf(db, { ...existing, status: 'left', left_at: now }, now, lang);
  })();
}

/** One participation as the player sees it: the promotion, its state, its deadline, whether he may leave it. */
function offerOf(db: Db, row: ParticipationRow, now: number, lang: Lang) {
  const { row: promotion, offer } = loadOffer(db, row.promotion_id);
  const bonus =
    row.bonus_id === null
      ? null
      : (db.prepare('SELECT id, status, amount_minor, iso, deadline_at FROM bonuses WHERE id = ?').get(row.bonus_id) as
          | { id: number; status: string; amount_minor: number; iso: string; deadline_at: number }
          | undefined);
  const endsAt = promotionEndsAt(promotion, now);
  const deadline = bonus ? bonus.deadline_at : endsAt;
  const ended = row.status === 'joined' && endsAt !== null && now > endsAt;
  return {
    promotionId: promotion.id,
    slug: promotion.slug,
    title: promotion[`title_${lang}`],
    kind: promotion.kind,
    offerType: offer.type,
    status: ended ? ('ended' as const) : row.status,
    joinedAt: new Date(row.joined_at).toISOString(),
    deadline: deadline === null ? null : new Date(deadline).toISOString(),
    canLeave: row.status === 'joined' && !ended,
    code: offer.type === 'promo_code' || (offer.type === 'join' && offer.code) ? (offer.code ?? null) : null,
    bonus: bonus ? { bonusId: bonus.id, status: bonus.status, amount: toMajor(bonus.amount_minor), iso: bonus.iso } : null,
  };
}

/** The player's offers (GET /web-api/offers): every promotion joined and not left, newest first. */
export function offersOf(db: Db, userId: number, now: number, lang: Lang) {
  const rows = db
    .prepare("SELECT * FROM promotion_participations WHERE user_id = ? AND status != 'left' ORDER BY joined_at DESC, promotion_id")
    .all(userId) as ParticipationRow[];
  return rows.flatMap((row) => (promotionRowById(db, row.promotion_id) ? [offerOf(db, row, now, lang)] : []));
}
