import { ACCOUNT_TYPE, findUserAccount } from '../accounts/accounts';
import { balanceOf, LEDGER_KIND, moveMoney } from '../accounts/ledger';
import { toMajor, toMinor } from '../accounts/money';
import type { AccountWithCurrencyRow, UserRow } from '../accounts/rows';
import type { Clock } from '../clock';
import type { Db } from '../db/handle';
import { ApiError } from '../errors';
import type { Lang } from '../lang';
import { assertBetAllowed } from '../limits/enforce';
import { outcomesByIds, type OutcomeRow } from '../line/outcomes';
import type { CouponConfig } from '../siteConfig';
import { resolveDueCoupons } from './acceptance';
import { checkLines, type LineRules } from './checks';
import {
  accountNotFound,
  amountAboveMax,
  amountBelowMin,
  legAmountAboveMax,
  bonusBetUnavailable,
  errorEntryOf,
  insufficientFunds,
  sameGame,
  systemValue,
} from './errors';
import { bonusBetHolds, bonusFactorX100, COUPON_TYPE, stakeBoundsProblem } from '../../../lib/rules/coupon';
import { combinationsCount, isSystemValueAllowed, systemValueRange } from '../../../lib/rules/system';
import { priceX100 } from '../../../lib/rules/units';
import type { PlaceBet, PlaceBody } from './request';
import { chainLegAmounts, sameGameBetIds } from './rules';
import { insertCoupon, type NewCoupon, type NewLine } from './store';
import { couponViews } from './view';
// The coupon's promo code is redeemed by the promo codes' one function (docs/promotions-api.md "In the coupon").
import { promoConditionNotMet } from '../promoCodes/errors';
import { redeemPromoCode } from '../promoCodes/redeem';

/**
 * Placing a coupon (POST /web-api/coupon/place): the checks in the contract's order, then the stake
 * ledger entry, the coupon and its lines in one transaction (docs/coupon-api.md).
 */
export interface PlaceContext {
  db: Db;
  clock: Clock;
  config: CouponConfig;
  /** The site config's bonusBetEnabled: whether an express may carry the bonus bet. */
  bonusBetEnabled: boolean;
  user: UserRow;
  lang: Lang;
}

/** One coupon to check and write: a whole request, or one single of a type-9 request. */
interface Draft {
  typeId: number;
  /** The type whose listing in amountCheckTypes decides the stake bounds (9 for its singles). */
  boundsType: number;
  bets: readonly PlaceBet[];
  amountMinor: number;
  systemValue: number | null;
  amountByBlockId: Readonly<Record<string, number>> | undefined;
  rules: LineRules;
  /** The player asked for the bonus bet (isBonusBet): refused unless its rule holds. */
  bonusBet: boolean;
  /** The promo code typed in the slip (trimmed; undefined when none): redeemed with the coupon in write(). */
  promoCode?: string;
}

const ONE_BET_PER_GAME: readonly number[] = [COUPON_TYPE.express, COUPON_TYPE.system, COUPON_TYPE.chain];

/** The answer body: the coupon view and the new balance, or for type 9 each single's result. */
export function placeCoupon(ctx: PlaceContext, body: PlaceBody): Record<string, unknown> {
  const { db } = ctx;
  const outcomes = outcomesByIds(db, body.bets.map((bet) => bet.id));
  if (ONE_BET_PER_GAME.includes(body.typeId)) {
    const known = body.bets.flatMap((bet) => {
      const outcome = outcomes.get(bet.id);
      return outcome ? [{ id: bet.id, gameId: outcome.game_id }] : [];
    });
    const shared = sameGameBetIds(known);
    if (shared.length > 0) throw sameGame(shared);
  }
  checkSystemValue(body);
  // Promo codes are not for multiple singles (limits-coupon-auth.md §5): refused rather than silently dropped.
  const promoCode = body.promoCode?.trim() || undefined;
  if (promoCode && body.typeId === COUPON_TYPE.multiSingles) {
    throw promoConditionNotMet('coupon_type', 'Multiple singles carry no promo code');
  }
  const account = findUserAccount(db, ctx.user.id, body.accountId);
  if (!account) throw accountNotFound(body.accountId);

  const rules: LineRules = {
    changeCoefAction: body.changeCoefAction,
    exactCoef: body.exactCoef,
    dropOnScoreChange: body.isDropOnScoreChange,
  };
  if (body.typeId === COUPON_TYPE.multiSingles) return placeSingles(ctx, body, account, outcomes, rules);

  const couponId = write(ctx, account, prepare(ctx, account, outcomes, {
    typeId: body.typeId,
    boundsType: body.typeId,
    bets: body.bets,
    amountMinor: toMinor(body.amount),
    systemValue: body.typeId === COUPON_TYPE.system ? (body.systemValue ?? null) : null,
    amountByBlockId: body.amountByBlockId,
    rules,
    bonusBet: body.isBonusBet === true,
    promoCode,
  }));
  // A live wait of 0 ms is over at once: the answer already shows the accepted coupon.
  resolveDueCoupons(db, ctx.clock.now(), ctx.user.id);
  const [view] = couponViews(db, ctx.clock, [couponId], ctx.lang);
  return { ...view, balance: toMajor(balanceOf(db, account.id)) };
}

/**
 * A system's "k from n" (limits-coupon-auth.md §5; lib/rules/system.ts): refused with its allowed range
 * unless it is one the slip offers. Other types ignore systemValue.
 */
export function checkSystemValue(body: Pick<PlaceBody, 'typeId' | 'bets' | 'systemValue'>): void {
  if (body.typeId !== COUPON_TYPE.system) return;
  const bankers = body.bets.filter((bet) => bet.isBanker).length;
  if (body.systemValue !== undefined && isSystemValueAllowed(body.bets.length, bankers, body.systemValue)) return;
  const range = systemValueRange(body.bets.length, bankers);
  throw systemValue(range.min, range.max);
}

/** Multiple singles: each bet its own single, placed on its own; one refused does not stop the others. */
function placeSingles(
  ctx: PlaceContext,
  body: PlaceBody,
  account: AccountWithCurrencyRow,
  outcomes: ReadonlyMap<number, OutcomeRow>,
  rules: LineRules,
) {
  const results = body.bets.map((bet) => {
    const draft: Draft = {
      typeId: COUPON_TYPE.single,
      boundsType: COUPON_TYPE.multiSingles,
      bets: [bet],
      amountMinor: toMinor(body.amountByBetId?.[String(bet.id)] ?? body.amount),
      systemValue: null,
      amountByBlockId: undefined,
      rules,
      // Each single is not an express: asking for the bonus bet refuses it.
      bonusBet: body.isBonusBet === true,
    };
    try {
      return { betId: bet.id, ok: true as const, couponId: write(ctx, account, prepare(ctx, account, outcomes, draft)) };
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      return { betId: bet.id, ok: false as const, error: errorEntryOf(error) };
    }
  });
  resolveDueCoupons(ctx.db, ctx.clock.now(), ctx.user.id);
  const placed = results.flatMap((result) => (result.ok ? [result.couponId] : []));
  const views = new Map(couponViews(ctx.db, ctx.clock, placed, ctx.lang).map((view) => [view.couponId, view]));
  return {
    coupons: results.map((result) =>
      result.ok
        ? { betId: result.betId, ok: true, coupon: views.get(result.couponId) }
        : { betId: result.betId, ok: false, error: result.error },
    ),
    balance: toMajor(balanceOf(ctx.db, account.id)),
  };
}

/** The line, chain and stake-bounds checks; the coupon and lines to write. Throws the first refusal. */
function prepare(
  ctx: PlaceContext,
  account: AccountWithCurrencyRow,
  outcomes: ReadonlyMap<number, OutcomeRow>,
  draft: Draft,
): { coupon: NewCoupon; lines: NewLine[]; promoCode?: string } {
  const taken = checkLines(
    draft.bets.map((bet) => ({ id: bet.id, askedX100: priceX100(bet.coef), score: bet.score })),
    outcomes,
    draft.rules,
    // Right after the prices: the prices taken may have moved the coupon under the rule's floors.
    (prices) => {
      if (draft.bonusBet && !bonusBetHolds({ enabled: ctx.bonusBetEnabled, typeId: draft.typeId, pricesX100: prices })) {
        throw bonusBetUnavailable();
      }
    },
  );

  const legAmounts = new Map<number, number>();
  if (draft.typeId === COUPON_TYPE.chain) {
    // In play order (blockId), remembering each bet's place in the coupon.
    const order = draft.bets
      .map((bet, index) => ({ bet, index }))
      .sort((a, b) => (a.bet.blockId ?? 0) - (b.bet.blockId ?? 0));
    const requested = (blockId: number) => draft.amountByBlockId?.[String(blockId)];
    const chain = chainLegAmounts(
      draft.amountMinor,
      order.map(({ bet, index }) => {
        const amount = requested(bet.blockId ?? 0);
        return { priceX100: taken[index] ?? 0, requestedMinor: amount === undefined ? undefined : toMinor(amount) };
      }),
    );
    if ('blockId' in chain) throw legAmountAboveMax(chain.blockId, toMajor(chain.maxMinor));
    order.forEach(({ index }, position) => legAmounts.set(index, chain.amounts[position] ?? 0));
  }

  const bounds = ctx.config.amountLimits[account.iso];
  const problem = stakeBoundsProblem({
    amountMinor: draft.amountMinor,
    bounds,
    typeId: draft.boundsType,
    checkedTypes: ctx.config.amountCheckTypes,
    bonusAccount: account.type === ACCOUNT_TYPE.bonus,
  });
  if (bounds && problem === 'belowMin') throw amountBelowMin(bounds.min, bounds.max, account.iso);
  if (bounds && problem === 'aboveMax') throw amountAboveMax(bounds.min, bounds.max, account.iso);

  const now = ctx.clock.now();
  const live = draft.bets.some((bet) => outcomes.get(bet.id)?.is_live === 1);
  const bankers = draft.bets.filter((bet) => bet.isBanker).length;
  const coupon: NewCoupon = {
    userId: ctx.user.id,
    accountId: account.id,
    iso: account.iso,
    typeId: draft.typeId,
    status: live ? 'accepting' : 'pending',
    amountMinor: draft.amountMinor,
    systemValue: draft.systemValue,
    combinations: draft.systemValue === null ? null : combinationsCount(draft.bets.length - bankers, draft.systemValue - bankers),
    changeCoefAction: draft.rules.changeCoefAction,
    exactCoef: draft.rules.exactCoef,
    dropOnScoreChange: draft.rules.dropOnScoreChange,
    createdAt: now,
    acceptAt: live ? now + ctx.config.liveAcceptDelayMs : null,
    bonusX100: draft.bonusBet ? bonusFactorX100(draft.bets.length) : null,
  };
  const isSystem = draft.typeId === COUPON_TYPE.system;
  const isChain = draft.typeId === COUPON_TYPE.chain;
  const lines: NewLine[] = draft.bets.map((bet, index) => {
    const outcome = outcomes.get(bet.id) as OutcomeRow;
    return {
      outcomeId: bet.id,
      gameId: outcome.game_id,
      priceX100: taken[index] ?? 0,
      score: outcome.is_live === 1 ? (bet.score ?? null) : null,
      isBanker: isSystem && bet.isBanker === true,
      blockId: isChain ? (bet.blockId ?? null) : null,
      blockAmountMinor: isChain ? (legAmounts.get(index) ?? null) : null,
    };
  });
  return { coupon, lines, promoCode: draft.promoCode };
}

/**
 * The player's limits (a self-exclusion, time-out or special block; wagering and loss limits: limits/enforce.ts),
 * the funds check, then the stake, the coupon and its lines in one transaction; returns the coupon id.
 * BEGIN IMMEDIATE: the write lock is taken before the limits and the balance are read, so a stake
 * placed at the same time by another backend process on the same database waits for this one and
 * then counts it (ARCHITECTURE.md "Money and limits"); a deferred transaction would read the same
 * old usage as that one and could only fail with SQLITE_BUSY at its write. Through the route this
 * runs inside idempotency.ts `once` (then a savepoint), which takes the lock the same way first.
 */
function write(ctx: PlaceContext, account: AccountWithCurrencyRow, prepared: { coupon: NewCoupon; lines: NewLine[]; promoCode?: string }): number {
  const { db } = ctx;
  return db.transaction(() => {
    assertBetAllowed(db, ctx.user.id, prepared.coupon.amountMinor, Math.floor(prepared.coupon.createdAt / 1000), ctx.lang, account.iso);
    const balance = balanceOf(db, account.id);
    if (balance < prepared.coupon.amountMinor) throw insufficientFunds(toMajor(balance));
    const couponId = insertCoupon(db, prepared.coupon, prepared.lines);
    const stake = { accountId: account.id, kind: LEDGER_KIND.stake, amountMinor: -prepared.coupon.amountMinor, ref: `coupon:${couponId}` };
    moveMoney(db, stake, prepared.coupon.createdAt);
    // The slip's promo code, in this transaction: a refused code throws, and the coupon and its stake roll back.
    if (prepared.promoCode) {
      const coupon = { stakeMinor: prepared.coupon.amountMinor, iso: account.iso, couponId };
      redeemPromoCode(db, prepared.coupon.createdAt, { userId: ctx.user.id, code: prepared.promoCode, channel: 'coupon', lang: ctx.lang, coupon });
    }
    return couponId;
  }).immediate();
}
