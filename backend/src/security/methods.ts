import type { ProtectionMethods } from '../accounts/rows';
import type { Db } from '../db/handle';

/** Sets some of a player's protection_methods (shell-and-routing.md §3), keeping the others as they are. */
export function setProtectionMethods(db: Db, userId: number, changes: Partial<ProtectionMethods>): void {
  const row = db.prepare('SELECT protection_methods FROM users WHERE id = ?').get(userId) as { protection_methods: string } | undefined;
  if (!row) return;
  const methods = { ...(JSON.parse(row.protection_methods) as ProtectionMethods), ...changes };
  db.prepare('UPDATE users SET protection_methods = ? WHERE id = ?').run(JSON.stringify(methods), userId);
}
