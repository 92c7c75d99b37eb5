import { AGE_FLAG_TTL_MS } from '@/lib/config/age';

/** The stored value: until when the confirmation holds, epoch ms. */
export function ageFlagValue(now: number): string {
  return String(now + AGE_FLAG_TTL_MS);
}

/** Whether a stored flag still holds; anything unreadable does not. */
export function isAgeFlagValid(stored: string | null, now: number): boolean {
  if (stored === null || !/^\d{1,16}$/.test(stored)) return false;
  return Number(stored) > now;
}

/** The gate shows when the switch is on and no valid flag is stored (shell-and-routing.md §5). */
export function shouldAskAge(config: { enabled: boolean; age: number }, stored: string | null, now: number): boolean {
  return config.enabled && config.age > 0 && !isAgeFlagValid(stored, now);
}
