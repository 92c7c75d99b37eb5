import type { Context } from 'hono';
import { z } from 'zod';
import type { UserRow } from '../accounts/rows';
import { LoginPasswordSchema, NewPasswordSchema } from '../auth/passwordRules';
import { hashPassword } from '../auth/passwords';
import type { SessionRow } from '../auth/rows';
import type { AppDeps } from '../deps';
import type { Lang } from '../lang';
import { sendMail } from '../mail/outbox';
import { samePassword } from './errors';
import { passwordChangedLetter } from './letters';
import { setProtectionMethods } from './methods';
import { checkPasswordCounted } from './passwordCheck';

export const PasswordChangeSchema = z.strictObject({
  current_password: LoginPasswordSchema,
  // The registration rules (auth/passwordRules.ts).
  new_password: NewPasswordSchema,
});
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;

/**
 * A signed-in player changes his password (docs/security-api.md "Password"): the current one first
 * (counted like a sign-in), a new one under the registration rules that is not the current one.
 * Then, in one transaction: the new hash, is_changed_password, changed_pass_day_count 0, every
 * OTHER session of his ended (this one stays signed in) and his failed sign-ins forgotten. Last, a
 * letter to his e-mail, if he has one, in the request's language.
 */
export async function changePassword(c: Context, deps: AppDeps, user: UserRow, session: SessionRow, body: PasswordChange, lang: Lang) {
  await checkPasswordCounted(c, deps, user, body.current_password, '/current_password');
  if (body.new_password === body.current_password) throw samePassword();
  const hash = hashPassword(body.new_password);
  const { db, clock } = deps;
  const ended = db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ?, changed_pass_day_count = 0 WHERE id = ?').run(hash, user.id);
    setProtectionMethods(db, user.id, { is_changed_password: true });
    const others = db
      .prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ? AND id != ? AND revoked = 0 AND expires_at > ?')
      .run(user.id, session.id, clock.now());
    db.prepare('DELETE FROM auth_failures WHERE account = ?').run(`user:${user.id}`);
    return others.changes;
  })();
  if (user.email) {
    const at = new Date(clock.now()).toISOString();
    const letter = passwordChangedLetter(deps, lang, { login: user.login, at, device: session.device, address: session.address });
    sendMail(db, clock, { userId: user.id, to: user.email, ...letter });
  }
  return { signed_out_sessions: ended };
}
