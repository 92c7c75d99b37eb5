import type { ProtectionMethods, UserRow } from '../accounts/rows';

/**
 * What protects an account and what each is worth (docs/security-api.md "Protection level"): the
 * weights add up to 100, so a player with everything set is at 100 ("full", shell-and-routing.md §4).
 */
export const PROTECTION_WEIGHTS = {
  email: 10,
  password: 10,
  phone: 25,
  question: 15,
  two_step: 40,
} as const;

export type ProtectionMethod = keyof typeof PROTECTION_WEIGHTS;

/** The order the page lists what would raise the level: the most it gains first. */
const RAISE_ORDER: readonly ProtectionMethod[] = ['two_step', 'phone', 'question', 'password', 'email'];

export interface Protection {
  /** 0–100. */
  level: number;
  /** Each method and whether it is set. */
  methods: Record<ProtectionMethod, boolean>;
  /** What is not set yet and how many points it would add, the most first. */
  raise: { method: ProtectionMethod; points: number }[];
}

export const methodsOf = (user: Pick<UserRow, 'protection_methods'>) => JSON.parse(user.protection_methods) as ProtectionMethods;

/**
 * The protection level from what is set now, never a stored number: an e-mail on the account, a
 * password changed since registration, a bound phone, a security question, two-step sign-in.
 */
export function protectionOf(user: UserRow): Protection {
  const stored = methodsOf(user);
  const methods: Record<ProtectionMethod, boolean> = {
    email: Boolean(user.email),
    password: stored.is_changed_password,
    phone: stored.enable_phone_binding && Boolean(user.phone_number),
    question: stored.enable_security_question && user.is_active_secure_question === 1,
    two_step: stored.enable_two_factor_auth,
  };
  const level = RAISE_ORDER.reduce((sum, method) => sum + (methods[method] ? PROTECTION_WEIGHTS[method] : 0), 0);
  const raise = RAISE_ORDER.filter((method) => !methods[method]).map((method) => ({ method, points: PROTECTION_WEIGHTS[method] }));
  return { level, methods, raise };
}
