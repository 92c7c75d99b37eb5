import { randomInt } from 'node:crypto';
import type { AppDeps } from '../deps';
import { captchaInvalid } from './authErrors';
import { captchaSvg } from './captchaImage';
import { CAPTCHA_LENGTH, CAPTCHA_PASS_TTL_MS, CAPTCHA_TTL_MS } from './signInRules';
import { sameText } from './signed';
import { createTicket, findTicket, isLive, spendTicket, ticketData } from './tickets';

export interface NewCaptcha {
  captcha_id: string;
  image: string;
}

/** A new captcha: its id and an SVG of its digits. The answer stays on the server. */
export function newCaptcha(deps: AppDeps, client: string): NewCaptcha {
  const answer = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(0, 10))).join('');
  const captchaId = createTicket(deps.db, deps.clock, {
    purpose: 'captcha',
    ttlMs: CAPTCHA_TTL_MS,
    secret: answer,
    data: { client },
  });
  return { captcha_id: captchaId, image: captchaSvg(answer) };
}

/**
 * One guess per captcha (it is spent either way, so its digits cannot be guessed one by one).
 * A right answer gives a captcha_token: single use, 2 minutes, for this client only.
 */
export function solveCaptcha(deps: AppDeps, client: string, captchaId: string, answer: string): string {
  const row = findTicket(deps.db, 'captcha', captchaId);
  if (!isLive(row, deps.clock.now()) || !spendTicket(deps.db, row.token)) throw captchaInvalid();
  if (!sameText(row.secret ?? '', answer.trim())) throw captchaInvalid();
  return createTicket(deps.db, deps.clock, { purpose: 'captcha_pass', ttlMs: CAPTCHA_PASS_TTL_MS, data: { client } });
}

/** Spends a captcha_token; false when it is unknown, spent, expired or another client's. */
export function spendCaptchaPass(deps: AppDeps, client: string, captchaToken: string): boolean {
  const row = findTicket(deps.db, 'captcha_pass', captchaToken);
  if (!isLive(row, deps.clock.now())) return false;
  if (ticketData<{ client?: string }>(row).client !== client) return false;
  return spendTicket(deps.db, row.token);
}

/** The answer of a live captcha, for the control API (browser tests solve it). */
export function captchaAnswer(deps: AppDeps, captchaId: string): string | null {
  const row = findTicket(deps.db, 'captcha', captchaId);
  return row?.secret ?? null;
}
