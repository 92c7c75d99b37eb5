import { toMajor } from '../accounts/money';
import type { Lang } from '../lang';
import type { CatalogueAmountRange, CatalogueMethod, MethodsCatalogue } from '../psp/contract';
import type { PaymentKind } from '../psp/methods';
import { QUICK_AMOUNTS_MINOR } from './config';

/**
 * The cashier's methods (GET /web-api/payments/methods): the provider's catalogue narrowed to the
 * player's currency and country and the direction, amount ranges and fees in major units. For a
 * withdrawal, a method that pays out only where the player deposited with it is listed only then.
 */
export interface MethodView {
  id: string;
  type: CatalogueMethod['type'];
  name: string;
  min: number;
  max: number;
  /** The provider's fee: `percent` of the amount plus `fixed` (major units). */
  fee: { percent: number; fixed: number };
  quickAmounts: number[];
  /** A payout with it needs an earlier deposit with it. */
  requiresDeposit: boolean;
  /** Withdrawals: what `details` must be (kind and pattern); deposits: null. */
  details: CatalogueMethod['details'] | null;
}

export interface Usable {
  method: CatalogueMethod;
  /** The amounts the method takes for this currency and direction, and its fee (minor units). */
  amountRange: CatalogueAmountRange;
}

export interface MethodQuery {
  kind: PaymentKind;
  iso: string;
  country: string;
  /** Methods the player has deposited with (withdrawals). */
  depositedWith: ReadonlySet<string>;
}

/** Why a method cannot be used for this query, or its amount range. */
export function usableMethod(catalogue: MethodsCatalogue, methodId: string, query: MethodQuery): Usable | 'unknown' | 'deposit_required' {
  const method = catalogue.methods.find((m) => m.id === methodId);
  const amountRange = method?.currencies[query.iso]?.[query.kind];
  if (!method || !amountRange) return 'unknown';
  if (method.countries !== null && !method.countries.includes(query.country.toLowerCase())) return 'unknown';
  if (query.kind === 'withdrawal' && method.withdrawalNeedsDeposit && !query.depositedWith.has(method.id)) return 'deposit_required';
  return { method, amountRange };
}

export function methodViews(catalogue: MethodsCatalogue, query: MethodQuery, lang: Lang): MethodView[] {
  return catalogue.methods.flatMap((m) => {
    const usable = usableMethod(catalogue, m.id, query);
    if (typeof usable === 'string') return [];
    const { method, amountRange } = usable;
    const quick = (QUICK_AMOUNTS_MINOR[query.iso] ?? []).filter((amount) => amount >= amountRange.min && amount <= amountRange.max);
    return [
      {
        id: method.id,
        type: method.type,
        name: method.name[lang],
        min: toMajor(amountRange.min),
        max: toMajor(amountRange.max),
        fee: { percent: amountRange.feeBasisPoints / 100, fixed: toMajor(amountRange.feeFixedMinor) },
        quickAmounts: (quick.length > 0 ? quick : [amountRange.min]).map(toMajor),
        requiresDeposit: method.withdrawalNeedsDeposit,
        details: query.kind === 'withdrawal' ? method.details : null,
      },
    ];
  });
}
