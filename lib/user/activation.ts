// activation_type and how it moves when the user binds a phone (shell-and-routing.md §3, §4).
import { ACTIVATION_TYPE } from '@/lib/config/user';

/** 0 none, 1 email, 2 email and phone, 3 phone only. */
export type ActivationType = 0 | 1 | 2 | 3;

/**
 * The activation type after a phone is added: a phone on top of nothing is "phone only", on top
 * of e-mail it is "email and phone". Types that already include a phone stay as they are.
 */
export function activationAfterPhoneAdded(type: ActivationType): ActivationType {
  if (type === ACTIVATION_TYPE.none) return ACTIVATION_TYPE.phoneOnly;
  if (type === ACTIVATION_TYPE.email) return ACTIVATION_TYPE.emailAndPhone;
  return type;
}
