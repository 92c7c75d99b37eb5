import type { UserRow } from '../accounts/rows';
import type { Db } from '../db/handle';
import { protectionOf } from './protectionLevel';
import { questionOf } from './question';

/** Everything the security page shows about the player but his sessions (docs/security-api.md). */
export function securityOverview(db: Db, user: UserRow) {
  const protection = protectionOf(user);
  return {
    protection,
    email: user.email,
    password: { changed: protection.methods.password, changed_pass_day_count: user.changed_pass_day_count },
    phone: protection.methods.phone ? { phone_code: user.phone_code, phone_number: user.phone_number } : null,
    // Unbinding is refused while the phone is the only contact (phoneBinding.ts).
    phone_removable: protection.methods.phone && Boolean(user.email),
    question: questionOf(db, user.id),
    two_step: protection.methods.two_step,
  };
}
