import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from './codes';

/**
 * The friend's code from the `referral_values` cookie (shell-and-routing.md §9: `bf` gives
 * `referral_values` of type `bf_id`, 1 day), which the site sets on landing as percent-encoded
 * JSON `[{"type":"bf_id","value":"…"}]` (lib/referral/cookies.ts) and the browser sends with the
 * registration itself (HttpOnly, path /). Anyone can send any cookie: anything but that shape with a
 * code of the code's shape is no code (null), never an error — a registration never fails over it.
 */
export const REFERRAL_VALUES_COOKIE = 'referral_values';

const ReferralValues = z
  .array(z.object({ type: z.string().max(40), value: z.string().max(100) }))
  .max(20);

export function bfIdOf(raw: string | undefined): string | null {
  if (raw === undefined || raw.length > 2000) return null;
  // The cookie parser may have decoded the value already; an encoded one is decoded here.
  const parsed = parseJson(raw) ?? parseJson(safeDecode(raw));
  const values = ReferralValues.safeParse(parsed);
  if (!values.success) return null;
  const value = values.data.find((entry) => entry.type === 'bf_id')?.value;
  return value !== undefined && REFERRAL_CODE_PATTERN.test(value) ? value : null;
}

export function bfIdFromRequest(c: Context): string | null {
  return bfIdOf(getCookie(c, REFERRAL_VALUES_COOKIE));
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `referral_values` lives 1 day (shell-and-routing.md §9; lib/config/referral.ts). */
export const REFERRAL_COOKIE_DAYS = 1;
