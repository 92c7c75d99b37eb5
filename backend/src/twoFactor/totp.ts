import { Secret, TOTP } from 'otpauth';
import { TOTP_ALGORITHM, TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_S, TOTP_SECRET_BYTES, TOTP_WINDOW_STEPS } from './config';

/** RFC 6238 through otpauth: one place that knows the parameters (config.ts). */
const totpOf = (base32: string, label = 'player') =>
  new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(base32),
  });

/** A new random secret, base32 as the apps take it. */
export const newTotpSecret = (): string => new Secret({ size: TOTP_SECRET_BYTES }).base32;

/** The otpauth:// URI a QR code carries: issuer the site, label the player's login. */
export const totpUri = (base32: string, login: string): string => totpOf(base32, login).toString();

/** The time step a moment falls in. */
export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_S);

/** The code of the step `nowMs` falls in. */
export const totpCodeAt = (base32: string, nowMs: number): string => totpOf(base32).generate({ timestamp: nowMs });

export const isTotpShaped = (code: string): boolean => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code);

/** The time step whose code this is, one step either side of `nowMs`; null when none matches. */
export function matchingStep(base32: string, code: string, nowMs: number): number | null {
  if (!isTotpShaped(code)) return null;
  const delta = totpOf(base32).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW_STEPS });
  return delta === null ? null : stepAt(nowMs) + delta;
}
