import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';

/** "Remember me": a boolean, or 0/1 as some forms send it. */
export const saveFlag = (byDefault: boolean) =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1)])
    .optional()
    .transform((value) => (value === undefined ? byDefault : Boolean(value)));

export const CurrencySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3,5}$/, 'must be a currency code such as RUB')
  .transform((iso) => iso.toUpperCase());

export const CountryIdSchema = z.number().int().positive();

/** 0 decline, 1 sport, 2 casino (limits-coupon-auth.md §3). */
export const BonusChoiceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  message: 'must be 0 (decline), 1 (sport) or 2 (casino)',
});

export const PhoneNumberSchema = z.string().trim().min(1, 'is required').max(32);
export const PhoneCodeSchema = z.string().trim().min(1, 'is required').max(8);
export const CodeSchema = z.string().trim().regex(/^\d{4,8}$/, 'must be the digits of the code');
/** The two-step step's code: the digits of a code, or a recovery code of an authenticator app's player ("xxxx-xxxx"). */
export const TwoStepCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{4,8}|[A-Za-z0-9]{4}-?[A-Za-z0-9]{4})$/, 'must be the digits of the code or a recovery code (xxxx-xxxx)');
export const TokenSchema = z.string().trim().min(1, 'is required').max(200);

/** Everything about signing in depends on who asks: never cached. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};
