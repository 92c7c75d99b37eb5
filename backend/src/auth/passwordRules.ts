import { z } from 'zod';

/** Password rules for new passwords (registration, reset): 8–128 characters with a letter and a digit. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const NewPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must have at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must have at most ${PASSWORD_MAX_LENGTH} characters`)
  .regex(/\p{L}/u, 'must contain a letter')
  .regex(/\d/, 'must contain a digit');

/** A password typed at login: anything non-empty (old accounts may predate the rules), bounded. */
export const LoginPasswordSchema = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH * 2);

// Without look-alikes (0/O, 1/l/I), so a password read off the screen is typed right.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** A generated password (one-click registration, pay and play) that meets the rules. */
export function generatePassword(randomIndex: (max: number) => number, length = 10): string {
  const all = LETTERS + DIGITS;
  for (;;) {
    const password = Array.from({ length }, () => all[randomIndex(all.length)]).join('');
    if (NewPasswordSchema.safeParse(password).success) return password;
  }
}
