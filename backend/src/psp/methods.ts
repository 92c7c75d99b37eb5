import type { Localized } from '../lang';

/**
 * The reference payment provider's methods (docs/payments-api.md "Methods"): invented names, each
 * with its own amount range and fee per currency and per direction. Amounts are minor units; a fee is a
 * share of the amount (basis points: 150 = 1.5 %) plus a fixed part. The provider publishes this
 * catalogue (GET /psp/api/methods); the operator reads it from there, never from this file.
 */
export type PaymentKind = 'deposit' | 'withdrawal';

export type MethodType = 'card' | 'ewallet' | 'bank_transfer' | 'crypto';

/** What a payout needs as its destination (`details`), with the pattern it must match. */
export type DetailsKind = 'card' | 'wallet' | 'phone' | 'account' | 'address';
export const DETAILS_PATTERNS: Readonly<Record<DetailsKind, string>> = {
  card: '^[0-9]{16}$',
  wallet: '^[A-Za-z0-9]{6,32}$',
  phone: '^\\+[0-9]{10,15}$',
  account: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{10,30}$',
  address: '^[A-Za-z0-9]{26,64}$',
};

/** The amounts a method takes for one currency and direction (minor units), and its fee on them. */
export interface MethodAmountRange {
  minMinor: number;
  maxMinor: number;
  /** The fee's share of the amount in basis points (150 = 1.5 %). */
  feeBasisPoints: number;
  feeFixedMinor: number;
}

export interface PspMethod {
  id: string;
  type: MethodType;
  name: Localized;
  /** A payout with this method needs an earlier successful deposit with it (card, e-wallets). */
  withdrawalNeedsDeposit: boolean;
  details: DetailsKind;
  /** Countries (lower-case ISO codes) it serves; null: every country. */
  countries: readonly string[] | null;
  /** Per currency and direction; a direction missing means the method does not do it. */
  currencies: Readonly<Record<string, Partial<Record<PaymentKind, MethodAmountRange>>>>;
}

const range = (min: number, max: number, feeBasisPoints = 0, feeFixed = 0): MethodAmountRange => ({
  minMinor: min * 100,
  maxMinor: max * 100,
  feeBasisPoints,
  feeFixedMinor: feeFixed * 100,
});

export const PSP_METHODS: readonly PspMethod[] = [
  {
    id: 'card',
    type: 'card',
    name: { ru: 'Банковская карта', en: 'Bank card' },
    withdrawalNeedsDeposit: true,
    details: 'card',
    countries: null,
    currencies: {
      RUB: { deposit: range(100, 300_000), withdrawal: range(500, 150_000, 150) },
      USD: { deposit: range(5, 5_000), withdrawal: range(10, 3_000, 150) },
      EUR: { deposit: range(5, 5_000), withdrawal: range(10, 3_000, 150) },
      KZT: { deposit: range(500, 1_500_000), withdrawal: range(2_500, 750_000, 150) },
    },
  },
  {
    id: 'lunapay',
    type: 'ewallet',
    name: { ru: 'Кошелёк LunaPay', en: 'LunaPay wallet' },
    withdrawalNeedsDeposit: true,
    details: 'wallet',
    countries: null,
    currencies: {
      RUB: { deposit: range(50, 100_000), withdrawal: range(100, 75_000, 200) },
      USD: { deposit: range(2, 2_000), withdrawal: range(5, 1_500, 200) },
      EUR: { deposit: range(2, 2_000), withdrawal: range(5, 1_500, 200) },
    },
  },
  {
    id: 'orbita',
    type: 'ewallet',
    name: { ru: 'Орбита Деньги', en: 'Orbita Money' },
    withdrawalNeedsDeposit: true,
    details: 'wallet',
    countries: ['ru', 'kz'],
    currencies: {
      RUB: { deposit: range(100, 50_000, 100), withdrawal: range(200, 50_000, 0, 50) },
      KZT: { deposit: range(500, 250_000, 100), withdrawal: range(1_000, 250_000, 0, 250) },
    },
  },
  {
    id: 'kvant',
    type: 'ewallet',
    name: { ru: 'Квант Кошелёк', en: 'Kvant Wallet' },
    withdrawalNeedsDeposit: true,
    details: 'wallet',
    countries: null,
    currencies: {
      RUB: { deposit: range(10, 20_000) },
      USD: { deposit: range(1, 500) },
      EUR: { deposit: range(1, 500) },
    },
  },
  {
    id: 'sbp',
    type: 'bank_transfer',
    name: { ru: 'Быстрый перевод (СБП)', en: 'Fast bank transfer (SBP)' },
    withdrawalNeedsDeposit: false,
    details: 'phone',
    countries: ['ru'],
    currencies: {
      RUB: { deposit: range(100, 600_000), withdrawal: range(100, 600_000) },
    },
  },
  {
    id: 'bank-transfer',
    type: 'bank_transfer',
    name: { ru: 'Банковский перевод (IBAN)', en: 'Bank transfer (IBAN)' },
    withdrawalNeedsDeposit: false,
    details: 'account',
    countries: null,
    currencies: {
      USD: { deposit: range(50, 50_000), withdrawal: range(100, 50_000, 0, 5) },
      EUR: { deposit: range(50, 50_000), withdrawal: range(100, 50_000, 0, 5) },
    },
  },
  {
    id: 'coinbridge',
    type: 'crypto',
    name: { ru: 'CoinBridge (USDT)', en: 'CoinBridge (USDT)' },
    withdrawalNeedsDeposit: false,
    details: 'address',
    countries: null,
    currencies: {
      RUB: { deposit: range(1_000, 1_000_000), withdrawal: range(2_000, 1_000_000, 100) },
      USD: { deposit: range(10, 10_000), withdrawal: range(20, 10_000, 100) },
      EUR: { deposit: range(10, 10_000), withdrawal: range(20, 10_000, 100) },
    },
  },
];

export function findMethod(id: string): PspMethod | undefined {
  return PSP_METHODS.find((method) => method.id === id);
}

/** The method's amount range for this currency and direction; undefined when it does not do that. */
export function methodAmountRange(method: PspMethod, kind: PaymentKind, currency: string): MethodAmountRange | undefined {
  return method.currencies[currency]?.[kind];
}

/** The fee of an amount, in minor units: the share rounded to the nearest minor unit, plus the fixed part. */
export function feeOf(amountRange: MethodAmountRange, amountMinor: number): number {
  return Math.round((amountMinor * amountRange.feeBasisPoints) / 10_000) + amountRange.feeFixedMinor;
}
