/** Who asks for a password reset, as the forgot call takes it (auth contract: login, email or phone). */
export type RecoveryIdentity = { login: string } | { email: string } | { phone: string };

/**
 * The one field of the forgot-password form, read: an `@` makes it an e-mail; a leading `+` and
 * digits (spaces, dashes and brackets forgiven) a phone in international form; anything else a
 * login name or user id (one-click logins are numbers, so bare digits are not a phone).
 */
export function recoveryIdentity(typed: string): RecoveryIdentity | null {
  const text = typed.trim();
  if (text === '') return null;
  if (text.includes('@')) return { email: text };
  const compact = text.replace(/[\s()-]/g, '');
  if (/^\+\d{6,15}$/.test(compact)) return { phone: compact };
  return { login: text };
}
