import { priceX100 } from '../../../lib/rules/units';
import type { OutcomeRow } from '../line/outcomes';
import { coefChanged, gameFinished, marketSuspended, outcomeUnknown, scoreChanged, type CoefChange } from './errors';
import { decidePrice, type PriceRules } from './rules';

/**
 * The checks of a coupon's lines against the line as it is now, in the contract's order: unknown
 * outcomes, finished games, suspended markets, prices, the caller's check of the prices taken (the
 * bonus bet's rule), then scores. Placing runs them on the bets; a live coupon's acceptance runs them
 * again on its lines (coupon/acceptance.ts), with the rules the player placed it with.
 */
export interface LineAsk {
  id: number;
  /** The price the player saw (placing) or was given (acceptance), in hundredths. */
  askedX100: number;
  /** The score the player saw; compared only with isDropOnScoreChange, a missing one as null. */
  score: string | null | undefined;
}

export interface LineRules extends PriceRules {
  dropOnScoreChange: boolean;
}

const idsWhere = (asks: readonly LineAsk[], test: (ask: LineAsk) => boolean) => asks.filter(test).map((ask) => ask.id);

/**
 * Throws the first refusal (an ApiError with its code and meta); otherwise the price each line is
 * taken at. `afterPrices` sees those prices right after the price check and may throw its own refusal.
 */
export function checkLines(
  asks: readonly LineAsk[],
  outcomes: ReadonlyMap<number, OutcomeRow>,
  rules: LineRules,
  afterPrices?: (takenX100: readonly number[]) => void,
): number[] {
  const unknown = idsWhere(asks, (ask) => !outcomes.has(ask.id));
  if (unknown.length > 0) throw outcomeUnknown(unknown);
  const lines = asks.map((ask) => ({ ask, outcome: outcomes.get(ask.id) as OutcomeRow }));

  const finished = lines.filter(({ outcome }) => outcome.finished === 1).map(({ ask }) => ask.id);
  if (finished.length > 0) throw gameFinished(finished);
  const suspended = lines.filter(({ outcome }) => outcome.suspended === 1).map(({ ask }) => ask.id);
  if (suspended.length > 0) throw marketSuspended(suspended);

  // Every changed price is listed, the accepted ones too: the site shows them all at once.
  const changes: CoefChange[] = [];
  let refused = false;
  const taken = lines.map(({ ask, outcome }) => {
    const current = priceX100(outcome.coef);
    if (current !== ask.askedX100) changes.push({ id: ask.id, oldCoef: ask.askedX100 / 100, newCoef: current / 100 });
    const price = decidePrice(ask.askedX100, current, rules);
    if (price === null) refused = true;
    return price ?? current;
  });
  if (refused) throw coefChanged(changes);
  afterPrices?.(taken);

  if (rules.dropOnScoreChange) {
    const moved = lines.filter(({ ask, outcome }) => outcome.is_live === 1 && (ask.score ?? null) !== outcome.score);
    if (moved.length > 0) throw scoreChanged(moved.map(({ ask }) => ask.id));
  }
  return taken;
}
