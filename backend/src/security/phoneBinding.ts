import type { Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { assertResendAllowed, issueCode } from '../auth/codes';
import { checkCodeCounted } from '../auth/login';
import { findUserByPhone, parsePhone, type Phone } from '../auth/phones';
import { CODE_LENGTH, CODE_TTL_MS, RESEND_INTERVAL_MS } from '../auth/signInRules';
import { latestTicket, ticketData } from '../auth/tickets';
import type { AppDeps } from '../deps';
import { noCodeSent, noPhone, phoneOnlyContact, phoneSame, phoneTaken } from './errors';
import { setProtectionMethods } from './methods';
import { methodsOf } from './protectionLevel';
import { checkPasswordCounted } from './passwordCheck';

export const PhoneCodeRequestSchema = z.strictObject({
  phone_code: z.string().min(1, 'is required').max(8),
  phone_number: z.string().min(1, 'is required').max(32),
});

export const PhoneConfirmSchema = z.strictObject({
  code: z.string().trim().regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), `must be ${CODE_LENGTH} digits`),
});

export const PhoneUnbindSchema = z.strictObject({ password: z.string().min(1, 'is required').max(256) });

/** activation_type (shell-and-routing.md §3, §4): a phone added turns 0 into 3 and 1 into 2; removed, back. */
const WITH_PHONE: Record<number, number> = { 0: 3, 1: 2 };
const WITHOUT_PHONE: Record<number, number> = { 3: 0, 2: 1 };

// One code a minute per player, whichever number he types (the ticket's address is the player).
const addressOf = (user: UserRow) => `user:${user.id}`;

const iso = (ms: number) => new Date(ms).toISOString();

function assertFree(deps: AppDeps, user: UserRow, phone: Phone): void {
  const owner = findUserByPhone(deps.db, phone);
  if (owner && owner.id !== user.id) throw phoneTaken();
}

/**
 * A code by SMS (mail/outbox.ts sendSms) to the phone the player wants to bind: a known calling code
 * and a number of the right length (auth/phones.ts), not his bound phone already, not another
 * player's; one a minute; it lives CODE_TTL_MS.
 */
export function sendBindingCode(deps: AppDeps, user: UserRow, body: z.infer<typeof PhoneCodeRequestSchema>) {
  const phone = parsePhone(body.phone_code, body.phone_number);
  if (user.phone_code === phone.phoneCode && user.phone_number === phone.phoneNumber && methodsOf(user).enable_phone_binding) {
    throw phoneSame();
  }
  assertFree(deps, user, phone);
  assertResendAllowed(deps.db, deps.clock, 'phone_binding', addressOf(user));
  issueCode(deps, {
    purpose: 'phone_binding',
    ttlMs: CODE_TTL_MS,
    address: addressOf(user),
    userId: user.id,
    deliverTo: { sms: phone.full },
    data: { phone_code: phone.phoneCode, phone_number: phone.phoneNumber },
  });
  const now = deps.clock.now();
  return { phone: phone.full, expires_at: iso(now + CODE_TTL_MS), resend_at: iso(now + RESEND_INTERVAL_MS) };
}

/**
 * The code the player typed, against the last one sent to him (wrong codes counted like a failed
 * sign-in, and per code: auth/codes.ts). Then the phone is his: stored, enable_phone_binding on,
 * activation_type 0 → 3, 1 → 2.
 */
export async function confirmBinding(c: Context, deps: AppDeps, user: UserRow, code: string) {
  const row = latestTicket(deps.db, 'phone_binding', addressOf(user));
  if (!row) throw noCodeSent();
  await checkCodeCounted(c, deps, row, code, addressOf(user));
  const data = ticketData<{ phone_code: string; phone_number: string }>(row);
  const phone: Phone = { phoneCode: data.phone_code, phoneNumber: data.phone_number, full: `${data.phone_code}${data.phone_number}` };
  deps.db.transaction(() => {
    // Someone else may have bound it while the code travelled.
    assertFree(deps, user, phone);
    deps.db
      .prepare('UPDATE users SET phone_code = ?, phone_number = ?, activation_type = ? WHERE id = ?')
      .run(phone.phoneCode, phone.phoneNumber, WITH_PHONE[user.activation_type] ?? user.activation_type, user.id);
    setProtectionMethods(deps.db, user.id, { enable_phone_binding: true });
  })();
  return { phone_code: phone.phoneCode, phone_number: phone.phoneNumber };
}

/**
 * Unbinding needs the password (counted). A player whose phone is his only contact (no e-mail)
 * keeps it: without it nothing would reach him (docs/decisions/security-page.md).
 */
export async function unbindPhone(c: Context, deps: AppDeps, user: UserRow, password: string): Promise<void> {
  if (!user.phone_number) throw noPhone();
  if (!user.email) throw phoneOnlyContact();
  await checkPasswordCounted(c, deps, user, password, '/password');
  deps.db.transaction(() => {
    deps.db
      .prepare('UPDATE users SET phone_code = NULL, phone_number = NULL, activation_type = ? WHERE id = ?')
      .run(WITHOUT_PHONE[user.activation_type] ?? user.activation_type, user.id);
    setProtectionMethods(deps.db, user.id, { enable_phone_binding: false });
  })();
}
